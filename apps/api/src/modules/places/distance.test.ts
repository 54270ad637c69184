import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import distancePlugin from '../../plugins/distance.js';
import { greatCircleDistance } from './distance.js';
import { osrmDistance } from './osrm-distance.js';

const JFK = { lat: 40.6413, lng: -73.7781 };
const LGA = { lat: 40.7769, lng: -73.874 };
const EWR = { lat: 40.6895, lng: -74.1745 };
const EMPIRE_STATE = { lat: 40.7484, lng: -73.9857 };

describe('the offline provider (great-circle × road factor)', () => {
  it('measures known airport pairs', async () => {
    const straight = greatCircleDistance(1);
    expect(await straight.route([JFK, LGA])).toEqual({ miles: 10.6, source: 'great-circle' });
    expect(await straight.route([JFK, EWR])).toEqual({ miles: 21, source: 'great-circle' });
    expect(await straight.route([LGA, EWR])).toEqual({ miles: 16.9, source: 'great-circle' });
  });

  it('multiplies by the road factor, goes through every stop in order, and rounds to one decimal', async () => {
    const roads = greatCircleDistance(1.25);
    expect(await roads.route([JFK, LGA])).toEqual({ miles: 13.3, source: 'great-circle' });
    const direct = (await roads.route([JFK, EMPIRE_STATE])).miles;
    const viaLga = (await roads.route([JFK, LGA, EMPIRE_STATE])).miles;
    expect(viaLga).toBeGreaterThan(direct);
    expect(await roads.route([JFK])).toEqual({ miles: 0, source: 'great-circle' });
    expect(await roads.route([JFK, JFK])).toEqual({ miles: 0, source: 'great-circle' });
  });

  it('refuses a point that is not a coordinate', async () => {
    await expect(greatCircleDistance(1.25).route([JFK, { lat: 95, lng: 0 }])).rejects.toThrow(RangeError);
  });
});

/** A stand-in for an OSRM server: answers like OSRM's route service, or fails, or is slow, as the test sets. */
let server: Server;
let baseUrl: string;
let requests: string[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void;

const ok = (metres: number) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code: 'Ok', routes: [{ distance: metres, duration: 1200, legs: [] }], waypoints: [] }));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  answer = ok(24_140); // 15.0 miles
});

function osrm(options: { timeoutMs?: number; base?: string } = {}) {
  const log = { warn: vi.fn() };
  const provider = osrmDistance({
    baseUrl: options.base ?? baseUrl,
    timeoutMs: options.timeoutMs ?? 2000,
    fallback: greatCircleDistance(1.25),
    log,
  });
  return { provider, log };
}

describe('the OSRM adapter', () => {
  it("asks the route service through every point in OSRM's lng,lat order and converts metres to miles", async () => {
    const { provider, log } = osrm({ base: `${baseUrl}/` });
    expect(await provider.route([JFK, LGA, EMPIRE_STATE])).toEqual({ miles: 15, source: 'osrm' });
    expect(requests).toEqual([
      '/route/v1/driving/-73.778100,40.641300;-73.874000,40.776900;-73.985700,40.748400?overview=false',
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('remembers an answer for the same points', async () => {
    const { provider } = osrm();
    await provider.route([JFK, LGA]);
    expect(await provider.route([JFK, LGA])).toEqual({ miles: 15, source: 'osrm' });
    expect(requests).toHaveLength(1);
  });

  it('falls back to great-circle miles, and says so, when OSRM answers an error', async () => {
    answer = (_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'NoRoute', message: 'Impossible route between points' }));
    };
    const { provider, log } = osrm();
    expect(await provider.route([JFK, LGA])).toEqual({ miles: 13.3, source: 'great-circle' });
    expect(log.warn).toHaveBeenCalledOnce();
    expect(String(log.warn.mock.calls[0]![0].err)).toMatch(/400 NoRoute/);

    answer = (_request, response) => {
      response.writeHead(502);
      response.end('<html>Bad gateway</html>');
    };
    expect(await provider.route([JFK, LGA])).toEqual({ miles: 13.3, source: 'great-circle' });
    // A failure is not remembered: the next quote asks OSRM again.
    answer = ok(24_140);
    expect(await provider.route([JFK, LGA])).toEqual({ miles: 15, source: 'osrm' });
  });

  it('falls back when OSRM answers Ok without a route', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'Ok', routes: [] }));
    };
    const { provider, log } = osrm();
    expect(await provider.route([JFK, LGA])).toEqual({ miles: 13.3, source: 'great-circle' });
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('falls back when OSRM is slower than the timeout, without waiting for it', async () => {
    answer = (_request, response) => {
      setTimeout(() => ok(24_140)(_request, response), 2000).unref();
    };
    const { provider, log } = osrm({ timeoutMs: 150 });
    const started = Date.now();
    expect(await provider.route([JFK, LGA])).toEqual({ miles: 13.3, source: 'great-circle' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('falls back when nothing listens at OSRM_URL', async () => {
    const { provider, log } = osrm({ base: 'http://127.0.0.1:1' });
    expect(await provider.route([JFK, LGA])).toEqual({ miles: 13.3, source: 'great-circle' });
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('answers 0 miles for fewer than two points without asking', async () => {
    const { provider } = osrm();
    expect(await provider.route([JFK])).toEqual({ miles: 0, source: 'osrm' });
    expect(requests).toEqual([]);
  });
});

describe('app.distance', () => {
  async function appWith(osrmUrl: string | undefined) {
    const app = Fastify({ logger: false });
    await app.register(distancePlugin, { roadFactor: 1.25, osrmUrl, osrmTimeoutMs: 2000 });
    await app.ready();
    return app;
  }

  it('is the offline provider without OSRM_URL, and OSRM with it', async () => {
    const offline = await appWith(undefined);
    expect(await offline.distance.route([JFK, LGA])).toEqual({ miles: 13.3, source: 'great-circle' });
    await offline.close();

    const routed = await appWith(baseUrl);
    expect(await routed.distance.route([JFK, LGA])).toEqual({ miles: 15, source: 'osrm' });
    expect(requests).toHaveLength(1);
    await routed.close();
  });
});

describe('the distance configuration', () => {
  it('reads ROAD_FACTOR (default 1.25), OSRM_URL and OSRM_TIMEOUT_MS, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ roadFactor: 1.25, osrmUrl: undefined, osrmTimeoutMs: 2000 });
    expect(
      loadConfig({ ROAD_FACTOR: '1.4', OSRM_URL: 'http://osrm.local:5000/', OSRM_TIMEOUT_MS: '500' }),
    ).toMatchObject({ roadFactor: 1.4, osrmUrl: 'http://osrm.local:5000', osrmTimeoutMs: 500 });
    expect(() => loadConfig({ ROAD_FACTOR: '0.8' })).toThrow(/ROAD_FACTOR must be at least 1/);
    expect(() => loadConfig({ ROAD_FACTOR: 'fast' })).toThrow(/ROAD_FACTOR/);
    expect(() => loadConfig({ OSRM_URL: 'osrm' })).toThrow(/OSRM_URL must be a URL/);
  });
});
