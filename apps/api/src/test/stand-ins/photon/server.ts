import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTON_FEATURES, type PhotonFeature } from './features.js';

/**
 * A local stand-in for Photon (https://github.com/komoot/photon, decision 059), for the API tests: never used by
 * the app itself. It speaks the two calls Livery makes — `GET /api?q=&lat=&lon=&limit=` (search as you type) and
 * `GET /reverse?lat=&lon=&limit=` — with Photon's GeoJSON FeatureCollection, over a handful of real addresses
 * (`features.ts`). A search matches every word of `q` as the start of a word of a feature's text, nearest the
 * `lat`/`lon` bias first, as Photon ranks. A test may slow it down or make it fail, and reads what it was asked.
 * It lives with the tests (`src/test/` is never built into `dist/`).
 */
export interface FakePhoton {
  url: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** Answers after this many milliseconds (a timeout test); 0 by default. */
  delayMs: number;
  /** Answers every call with this HTTP status (a failing geocoder); null answers normally. */
  failWith: number | null;
  close(): Promise<void>;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function textOf(feature: PhotonFeature): string {
  const p = feature.properties;
  return [p.name, p.housenumber, p.street, p.city, p.state, p.postcode].filter(Boolean).join(' ');
}

const squaredDistance = (feature: PhotonFeature, lat: number, lon: number) => {
  const [fLon, fLat] = feature.geometry.coordinates;
  return (fLat - lat) ** 2 + (fLon - lon) ** 2;
};

function search(q: string, lat: number, lon: number, limit: number): PhotonFeature[] {
  const wanted = words(q);
  if (wanted.length === 0) return [];
  const found = PHOTON_FEATURES.filter((feature) => {
    const have = words(textOf(feature));
    return wanted.every((w) => have.some((h) => h.startsWith(w)));
  });
  if (Number.isFinite(lat) && Number.isFinite(lon))
    found.sort((a, b) => squaredDistance(a, lat, lon) - squaredDistance(b, lat, lon));
  return found.slice(0, limit);
}

function reverse(lat: number, lon: number): PhotonFeature[] {
  const nearest = [...PHOTON_FEATURES].sort((a, b) => squaredDistance(a, lat, lon) - squaredDistance(b, lat, lon));
  return nearest.slice(0, 1);
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakePhoton(): Promise<FakePhoton> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://photon');
    photon.requests.push(`${url.pathname}${url.search}`);
    const answer = () => {
      if (photon.failWith !== null) return send(response, photon.failWith, { message: 'failing on purpose' });
      const number = (name: string) => Number(url.searchParams.get(name) ?? Number.NaN);
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 15) || 15, 1), 50);
      if (url.pathname === '/api') {
        const q = url.searchParams.get('q');
        // Photon answers 400 to a search without text.
        if (!q) return send(response, 400, { message: "missing search term 'q': /?q=berlin" });
        return send(response, 200, {
          type: 'FeatureCollection',
          features: search(q, number('lat'), number('lon'), limit),
        });
      }
      if (url.pathname === '/reverse') {
        const lat = number('lat');
        const lon = number('lon');
        if (!Number.isFinite(lat) || !Number.isFinite(lon)) return send(response, 400, { message: 'missing lat/lon' });
        return send(response, 200, { type: 'FeatureCollection', features: reverse(lat, lon) });
      }
      return send(response, 404, { message: 'unknown endpoint' });
    };
    if (photon.delayMs > 0) setTimeout(answer, photon.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const photon: FakePhoton = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    delayMs: 0,
    failWith: null,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return photon;
}
