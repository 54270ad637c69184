import { isLatLng, pathGreatCircleMiles, roundMiles, type LatLng, type MilesSource } from '@livery/domain';

/** Where computed miles came from: `great-circle` or `osrm` (a leg staff typed in is `staff`). */
export type DistanceSource = Exclude<MilesSource, 'staff'>;

export interface RouteDistance {
  /** Road miles with one decimal. */
  miles: number;
  source: DistanceSource;
}

/**
 * The one distance interface (DESIGN §5): the miles of a drive through every point in order — pickup, stops,
 * dropoff. Fewer than two points is 0 miles. A point that is not a coordinate is a programming error (a RangeError).
 */
export interface DistanceProvider {
  route(points: readonly LatLng[]): Promise<RouteDistance>;
}

export function checkPoints(points: readonly LatLng[]): void {
  const bad = points.findIndex((point) => !isLatLng(point));
  if (bad >= 0) throw new RangeError(`point ${bad} is not a coordinate: ${JSON.stringify(points[bad])}`);
}

/**
 * The offline default: straight-line (great-circle) miles × a road factor, since roads are rarely straight.
 * 1.25 is a common planning figure for US cities; set ROAD_FACTOR to what the company's own trips show.
 */
export function greatCircleDistance(roadFactor: number): DistanceProvider {
  return {
    async route(points) {
      checkPoints(points);
      return { miles: roundMiles(pathGreatCircleMiles(points) * roadFactor), source: 'great-circle' };
    },
  };
}
