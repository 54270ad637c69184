import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTypedTime, readTripStart } from '@livery/domain';
import { ADMIN, caller, signedIn, useTestApp } from '../../test/helper.js';

/** A build with both entries: the dashboard's index.html and the booking entry's book.html. */
const webDist = mkdtempSync(path.join(tmpdir(), 'livery-trip-start-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>DASHBOARD</title><div id="root"></div>');
writeFileSync(
  path.join(webDist, 'book.html'),
  '<!doctype html><html><head><title>BOOK</title>' +
    '<script type="module" crossorigin src="/assets/book-abc.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/book-libraries-def.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/book-ghi.css"></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const ctx = useTestApp({ webDist });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);

/** Saves the business's clock as an administrator does (the "Time format" card). */
async function saveTimeFormat(timeFormat: '12h' | '24h') {
  const { version } = (await call('GET', '/configurations', admin)).json().data as { version: number };
  const saved = await call('PUT', '/configurations/1', admin, { version, display: { timeFormat } });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The attributes of the form's input named `name`. */
const inputOf = (html: string, name: string) =>
  new RegExp(`<input id="${name}" name="${name}"([^>]*)>`).exec(html)?.[1] ?? '';

/** The form's `name=value` pairs as a browser would send them with every field at its first value. */
function defaults(html: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input [^>]*name="([^"]+)"[^>]*value="([^"]*)"[^>]*(?:checked)?/g)) {
    if (name !== 'tripType' || !params.has('tripType')) params.set(name!, value!);
  }
  return params;
}

describe("a visitor's /reservation/create", () => {
  it("is the wizard's first step as a form, with every airport's terminals, and no script but its own", async () => {
    const response = await get('/reservation/create');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('cookie');
    const html = response.body;
    expect(html).toContain('<title>Livery - Create Reservation</title>');
    expect(html).toMatch(/<h1>Get a quote<\/h1>/);
    expect(html).toContain('<h2 id="wizard-step-heading">Step 1 of 5: Trip</h2>');
    expect(html).toContain('<form class="trip" method="get" action="/reservation/create" novalidate>');
    // The seeded JFK with its terminals, as one choice each of airport and terminal.
    const airports = (await get('/api/v1/airports?includeLocations=true')).json().dataItems as {
      id: number;
      name: string;
      terminals: { id: number; name: string }[];
    }[];
    const jfk = airports.find((airport) => airport.name.includes('(JFK)'))!;
    const terminal = jfk.terminals[0]!;
    expect(html).toContain(`<optgroup label="${jfk.name}">`);
    expect(html).toContain(`<option value="${jfk.id}:${terminal.id}">${terminal.name}</option>`);
    expect(html).toContain('<button class="button contained" type="submit" name="start" value="next">Next</button>');
    expect(html).toContain('name="start" value="add-stop"');
    expect(html).toContain('<li>Choose at least one car</li>');
    // The visitor's "Sign in" comes back here.
    expect(html).toContain('href="/login?redirect=%2Freservation%2Fcreate"');
    // No script file; one inline script, allowed by its hash: the theme, and the booking entry for a trip under way.
    expect(html).not.toMatch(/<script[^>]*src=/);
    const inline = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('sessionStorage.getItem("livery.booking-wizard")');
    expect(inline).toContain('"/assets/book-abc.js"');
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(response.headers['content-security-policy']).toContain(hash);
  });

  it('asks for dates year-month-day as text, as the wizard does, never by the browser’s date input (issue 38)', async () => {
    const html = (await get('/reservation/create')).body;
    expect(html).not.toContain('type="date"');
    for (const name of ['pickUpDate', 'returnDate']) {
      const input = new RegExp(`<input id="${name}" name="${name}"([^>]*)>`).exec(html)?.[1] ?? '';
      expect(input, name).toContain('type="text"');
      expect(input, name).toContain('inputmode="numeric"');
      expect(input, name).toContain('placeholder="YYYY-MM-DD"');
      expect(input, name).toContain(`aria-describedby="${name}-help"`);
      expect(html).toContain(`<p id="${name}-help" class="helper muted">Year-month-day, e.g. 2030-12-31</p>`);
    }
  });

  it('asks for times as text on the business’s clock, with an example on it, never by the browser’s time input', async () => {
    const html = (await get('/reservation/create')).body;
    expect(html).not.toContain('type="time"');
    for (const name of ['pickUpTime', 'returnTime']) {
      const input = inputOf(html, name);
      expect(input, name).toContain('type="text"');
      // The 12-hour clock (the default) needs the letters of AM and PM.
      expect(input, name).toContain('inputmode="text"');
      expect(input, name).toContain('autocomplete="off"');
      expect(input, name).toContain('placeholder="h:mm AM/PM"');
      expect(input, name).toContain(`aria-describedby="${name}-help"`);
      expect(html).toContain(`<p id="${name}-help" class="helper muted">Hours and minutes, e.g. 9:30 PM</p>`);
    }
  });

  it('follows a saved 24-hour clock at once, and the 12-hour one again (decision 089)', async () => {
    await saveTimeFormat('24h');
    try {
      const html = (await get('/reservation/create')).body;
      const input = inputOf(html, 'pickUpTime');
      expect(input).toContain('inputmode="numeric"');
      expect(input).toContain('placeholder="HH:MM"');
      expect(html).toContain('<p id="pickUpTime-help" class="helper muted">Hours and minutes, e.g. 21:30</p>');
    } finally {
      await saveTimeFormat('12h');
    }
    expect((await get('/reservation/create')).body).toContain('Hours and minutes, e.g. 9:30 PM');
  });

  it('sends a time as typed, which the wizard reads on the business’s clock: 9:30 pm is 21:30 on the 12-hour one', async () => {
    const html = (await get('/reservation/create')).body;
    const params = defaults(html);
    params.set('start', 'next');
    params.set('pickUpTime', ' 9:30 pm ');
    params.set('returnTime', '9:30');
    const start = readTripStart(params);
    expect(start).toMatchObject({ pickUpTime: '9:30 pm', returnTime: '9:30' });
    expect(parseTypedTime(start!.pickUpTime, '12h')).toEqual({ ok: true, time: '21:30' });
    // "9:30" could be either on this clock: the wizard keeps it as typed on its field, with this under it.
    expect(parseTypedTime(start!.returnTime, '12h', 'the return time')).toEqual({
      ok: false,
      message: 'Add AM or PM to the return time: 9:30 AM or 9:30 PM',
    });
  });

  it('sends what the wizard reads: the form with its first values is a trip start', async () => {
    const html = (await get('/reservation/create')).body;
    const params = defaults(html);
    params.set('start', 'next');
    expect(readTripStart(params)).toMatchObject({ tripType: 'from-airport', passengers: 1, action: 'next' });
  });

  it("answers the form's request, or any other query, with the booking entry", async () => {
    for (const url of [
      '/reservation/create?start=next&tripType=to-airport&address=350+5th+Ave',
      '/reservation/create?isGettingAQuote=false',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>BOOK</title>');
    }
  });

  it('answers someone with a session with the dashboard', async () => {
    const response = await get('/reservation/create', { cookie: 'livery.token=abc' });
    expect(response.body).toContain('<title>DASHBOARD</title>');
  });

  it("leaves out the opener policy on the server's pages for a visitor, and keeps it wherever the app runs", async () => {
    const policy = async (url: string, headers: Record<string, string> = {}) =>
      (await get(url, headers)).headers['cross-origin-opener-policy'];
    // No script of the app, nothing of anyone's: nothing for the header to guard (decision 067).
    expect(await policy('/reservation/create')).toBeUndefined();
    expect(await policy('/login')).toBeUndefined();
    expect(await policy('/')).toBeUndefined();
    // The app's own pages, and home loading the dashboard for a session.
    expect(await policy('/reservation/create?start=next')).toBe('same-origin');
    expect(await policy('/reservation/create', { cookie: 'livery.token=abc' })).toBe('same-origin');
    expect(await policy('/', { cookie: 'livery.token=abc' })).toBe('same-origin');
    expect(await policy('/api/v1/airports')).toBe('same-origin');
  });
});
