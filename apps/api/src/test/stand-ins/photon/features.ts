/** A GeoJSON feature as Photon answers it: `[lon, lat]` and OpenStreetMap's address properties. */
export interface PhotonFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    osm_id: number;
    osm_type: 'N' | 'W' | 'R';
    osm_key: string;
    osm_value: string;
    type: string;
    name?: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    city?: string;
    state?: string;
    country: string;
    countrycode: string;
  };
}

const feature = (
  osmId: number,
  [lat, lon]: [number, number],
  properties: Omit<PhotonFeature['properties'], 'osm_id' | 'osm_type' | 'country' | 'countrycode'>,
): PhotonFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { osm_id: osmId, osm_type: 'N', country: 'United States', countrycode: 'US', ...properties },
});

const house = { osm_key: 'place', osm_value: 'house', type: 'house' };

/** Real addresses (OpenStreetMap's coordinates, to about 10 m), enough to search, bias and reverse against. */
export const PHOTON_FEATURES: readonly PhotonFeature[] = [
  feature(1001, [40.748441, -73.985664], {
    ...house,
    name: 'Empire State Building',
    housenumber: '350',
    street: '5th Avenue',
    postcode: '10118',
    city: 'New York',
    state: 'New York',
  }),
  feature(1002, [40.752726, -73.977229], {
    osm_key: 'railway',
    osm_value: 'station',
    type: 'house',
    name: 'Grand Central Terminal',
    housenumber: '89',
    street: 'East 42nd Street',
    postcode: '10017',
    city: 'New York',
    state: 'New York',
  }),
  feature(1003, [40.741895, -73.989308], {
    ...house,
    housenumber: '175',
    street: '5th Avenue',
    postcode: '10010',
    city: 'New York',
    state: 'New York',
  }),
  feature(1004, [40.678178, -73.944158], {
    ...house,
    housenumber: '350',
    street: 'Fulton Street',
    postcode: '11201',
    city: 'Brooklyn',
    state: 'New York',
  }),
  feature(1005, [40.735657, -74.172367], {
    ...house,
    housenumber: '350',
    street: 'Broad Street',
    postcode: '07104',
    city: 'Newark',
    state: 'New Jersey',
  }),
  feature(1006, [30.267153, -97.743061], {
    ...house,
    housenumber: '350',
    street: 'Congress Avenue',
    postcode: '78701',
    city: 'Austin',
    state: 'Texas',
  }),
  feature(1007, [40.758896, -73.98513], {
    osm_key: 'highway',
    osm_value: 'pedestrian',
    type: 'street',
    name: 'Times Square',
    postcode: '10036',
    city: 'New York',
    state: 'New York',
  }),
];
