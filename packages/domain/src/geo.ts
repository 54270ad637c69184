/** A point on the Earth in decimal degrees (WGS 84), as the places table and OSRM hold them. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;
export const METRES_PER_MILE = 1609.344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A finite latitude within ±90° and longitude within ±180°. */
export function isLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}

/**
 * The great-circle distance between two points in miles, by the haversine formula (exact on a sphere; within
 * about 0.5 % of the ellipsoid, far below what a road adds). https://en.wikipedia.org/wiki/Haversine_formula
 */
export function greatCircleMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** The great-circle miles through every point in order (pickup, stops, dropoff); 0 for fewer than two. */
export function pathGreatCircleMiles(points: readonly LatLng[]): number {
  let miles = 0;
  for (let i = 1; i < points.length; i += 1) miles += greatCircleMiles(points[i - 1]!, points[i]!);
  return miles;
}

/** Miles as a leg stores them: one decimal (12.345 → 12.3). */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
