import {
  businessDate,
  CONFIGURATION_SECTION_PERMISSIONS,
  PAGE_HTML_POLICY,
  toPricingConfiguration,
  type Configuration,
  type Permission,
} from '@livery/domain';
import { XSS_PAYLOADS } from '@livery/domain/testing';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, configurations } from '../../db/schema.js';
import { expectPermissions, expectRejected } from '../../test/catalogue.js';
import { ADMIN, bearer, caller, DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../test/helper.js';
import { sanitizePageHtml } from '../static-pages/page-html.js';
import { businessTimeFormat, writtenPickUp } from '../../lib/business-clock.js';
import { DEFAULT_CONFIGURATION } from './configuration-defaults.js';
import { findWidgetOrigins } from './index.js';
import { seedConfiguration } from './configurations-service.js';
import { readPricingInputs } from './pricing-inputs.js';

// Not New York, so the test shows the first seed takes BUSINESS_TIME_ZONE.
const ctx = useTestApp({ businessTimeZone: 'America/Chicago' });
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const nobody = {};

async function current(): Promise<Configuration> {
  const response = await call('GET', '/configurations', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Configuration;
}

/** Saves one section as the admin with the current version and answers the saved record. */
async function save(section: object, headers = admin): Promise<Configuration> {
  const { version } = await current();
  const response = await call('PUT', '/configurations/1', headers, { version, ...section });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Configuration;
}

const auditRows = () =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'configuration'), eq(auditLog.entityId, 1)))
    .orderBy(desc(auditLog.id));

describe('configuration: the record and its defaults', () => {
  it('is seeded once with a New York company’s defaults and BUSINESS_TIME_ZONE as its zone', async () => {
    const record = await current();
    expect(record).toEqual({
      id: 1,
      ...DEFAULT_CONFIGURATION,
      timezone: 'America/Chicago',
      version: 1,
      updatedAt: expect.any(String),
    });
    // A restart, or another process starting, finds it and changes nothing.
    expect(await seedConfiguration(ctx.app.db, 'Europe/Paris')).toBe(false);
    expect(await current()).toEqual(record);
    expect(ctx.app.businessTimeZone).toBe('America/Chicago');
    const rows = await ctx.app.db.select().from(configurations);
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  it('refuses a second record in the database itself', async () => {
    await expect(
      ctx.app.db.insert(configurations).values({ id: 2, home: DEFAULT_CONFIGURATION.home, timeZone: 'UTC' }),
    ).rejects.toThrow();
  });

  it('gives visitors the prices, the home page, the time zone, the cancellation policy and a quote’s days, never the messages or the version', async () => {
    const response = await call('GET', '/configurations/public', nobody);
    expect(response.statusCode).toBe(200);
    const record = await current();
    expect(response.json()).toEqual({
      data: {
        meetAndGreet: record.meetAndGreet,
        maxMilesSurge: record.maxMilesSurge,
        extraStopCharges: record.extraStopCharges,
        home: record.home,
        timezone: record.timezone,
        display: { timeFormat: '12h' },
        customerPolicy: { cancelCutoffHours: 24, cancelFeePercentage: 0 },
        quotes: { validDays: record.quotes.validDays },
        booking: { pointToPointForEveryone: false },
      },
    });
  });

  it('reads the pricing inputs for the pricing engine', async () => {
    const record = await current();
    const inputs = await readPricingInputs(ctx.app.db);
    expect(inputs).toEqual({
      meetAndGreet: record.meetAndGreet,
      maxMilesSurge: record.maxMilesSurge,
      extraStopCharges: record.extraStopCharges,
      timezone: record.timezone,
      booking: record.booking,
    });
    const saved = await save({ meetAndGreet: { amount: 0, percentage: 12.5 } });
    expect((await readPricingInputs(ctx.app.db)).meetAndGreet).toEqual({ amount: 0, percentage: 12.5 });
    expect(toPricingConfiguration(await readPricingInputs(ctx.app.db)).meetAndGreet).toEqual({
      amount: 0,
      percentage: 1250,
    });
    await save({ meetAndGreet: record.meetAndGreet });
    expect(saved.version).toBeGreaterThan(record.version);
  });
});

describe('configuration: saving one section at a time', () => {
  it('saves each section alone, bumps the version and audits the section before and after', async () => {
    const before = await current();
    const sections = {
      meetAndGreet: { amount: 30.5, percentage: 10 },
      maxMilesSurge: { maxMiles: 120.5, amount: 75.25 },
      extraStopCharges: { amount: 20 },
      home: {
        ...before.home,
        welcome: '  Welcome aboard.  ',
        faq: [{ question: 'Do you take pets?', answer: 'Small pets in a carrier, yes.' }],
      },
      messages: { reservationAlert: '<p>Call us <strong>first</strong>.</p>' },
    } as const;
    let previous = before;
    for (const [section, value] of Object.entries(sections)) {
      const saved = await save({ [section]: value });
      expect(saved.version).toBe(previous.version + 1);
      // Only that section moved.
      for (const other of Object.keys(sections)) {
        if (other !== section)
          expect(saved[other as keyof Configuration]).toEqual(previous[other as keyof Configuration]);
      }
      const [audit] = await auditRows();
      expect(audit).toMatchObject({
        action: 'update',
        before: { version: previous.version, [section]: previous[section as keyof Configuration] },
        after: { version: saved.version, [section]: saved[section as keyof Configuration] },
      });
      previous = saved;
    }
    expect(previous.home.welcome).toBe('Welcome aboard.');
    expect(previous.maxMilesSurge).toEqual({ maxMiles: 120.5, amount: 75.25 });
    expect(await current()).toEqual(previous);
    // Put the defaults back for the other tests.
    for (const section of Object.keys(sections)) {
      await save({ [section]: before[section as keyof Configuration] });
    }
  });

  it('refuses a stale version with a 409 saying someone else saved it, and keeps their change', async () => {
    const { version } = await current();
    const first = await call('PUT', '/configurations/1', admin, { version, extraStopCharges: { amount: 18 } });
    expect(first.statusCode).toBe(200);
    const audits = (await auditRows()).length;
    const stale = await call('PUT', '/configurations/1', admin, { version, extraStopCharges: { amount: 22 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(stale.json().error.message).toMatch(/^Someone else saved the configuration since you opened it/);
    expect((await current()).extraStopCharges).toEqual({ amount: 18 });
    expect((await auditRows()).length).toBe(audits);
    await save({ extraStopCharges: DEFAULT_CONFIGURATION.extraStopCharges });
  });

  it('lets one of two saves made at once from the same version through, and refuses the other', async () => {
    const { version } = await current();
    const answers = await Promise.all(
      [26, 27].map((amount) =>
        call('PUT', '/configurations/1', admin, { version, meetAndGreet: { amount, percentage: 0 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await save({ meetAndGreet: DEFAULT_CONFIGURATION.meetAndGreet });
  });

  it('answers 404 for any record but id 1', async () => {
    const { version } = await current();
    const response = await call('PUT', '/configurations/2', admin, { version, extraStopCharges: { amount: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('configuration: bad input', () => {
  it('answers 400 with a message on each field at fault, and writes nothing', async () => {
    const { version } = await current();
    const put = (body: object) => () => call('PUT', '/configurations/1', admin, body);
    await expectRejected(ctx.app, put({ version }), ['_']);
    await expectRejected(ctx.app, put({ meetAndGreet: { amount: 1, percentage: 0 } }), ['version']);
    await expectRejected(
      ctx.app,
      put({ version, meetAndGreet: { amount: 1, percentage: 0 }, extraStopCharges: { amount: 1 } }),
      ['_'],
    );
    await expectRejected(ctx.app, put({ version, colours: {} }), ['colours', '_']);
    await expectRejected(ctx.app, put({ version, meetAndGreet: { amount: 1.234, percentage: 101 } }), [
      'meetAndGreet.amount',
      'meetAndGreet.percentage',
    ]);
    await expectRejected(ctx.app, put({ version, meetAndGreet: { amount: -1, percentage: 0, extra: 1 } }), [
      'meetAndGreet.amount',
      'meetAndGreet.extra',
    ]);
    await expectRejected(ctx.app, put({ version, maxMilesSurge: { maxMiles: 12.25, amount: 'ten' } }), [
      'maxMilesSurge.maxMiles',
      'maxMilesSurge.amount',
    ]);
    await expectRejected(ctx.app, put({ version, extraStopCharges: {} }), ['extraStopCharges.amount']);
    const home = (await current()).home;
    await expectRejected(ctx.app, put({ version, home: { ...home, contactNumber: 'call us', welcome: ' ' } }), [
      'home.contactNumber',
      'home.welcome',
    ]);
    await expectRejected(
      ctx.app,
      put({ version, home: { ...home, faq: [{ question: '', answer: 'x'.repeat(2001) }] } }),
      ['home.faq.0.question', 'home.faq.0.answer'],
    );
    const many = Array.from({ length: 31 }, (_, i) => ({ question: `Q${i}?`, answer: 'A.' }));
    await expectRejected(ctx.app, put({ version, home: { ...home, faq: many } }), ['home.faq']);
    await expectRejected(ctx.app, put({ version, messages: { reservationAlert: 'x'.repeat(20_001) } }), [
      'messages.reservationAlert',
    ]);
    await expectRejected(ctx.app, put({ version, timezone: 'Mars/Olympus' }), ['timezone']);

    const bad = await call('PUT', '/configurations/1', admin, {
      version,
      meetAndGreet: { amount: 1.234, percentage: 0 },
    });
    expect(bad.json().error.fields).toEqual({ 'meetAndGreet.amount': 'Amount must have at most 2 decimals' });
    const missing = await call('PUT', '/configurations/1', admin, { version, meetAndGreet: { amount: 1 } });
    expect(missing.json().error.fields).toEqual({ 'meetAndGreet.percentage': 'Percentage is required' });
    expect((await current()).version).toBe(version);
  });
});

describe('configuration: the reservation alert’s HTML', () => {
  it('is sanitised as static pages are: formatting and safe links stay, scripts and handlers go', async () => {
    const kept = '<p>Call <a href="tel:+12125550100">the office</a> <em>before</em> booking.</p><ul><li>a</li></ul>';
    expect((await save({ messages: { reservationAlert: kept } })).messages.reservationAlert).toBe(kept);
    for (const payload of XSS_PAYLOADS) {
      const saved = (await save({ messages: { reservationAlert: `<p>x</p>${payload}` } })).messages.reservationAlert;
      expect(saved, payload).toBe(sanitizePageHtml(`<p>x</p>${payload}`));
      expect(saved, payload).not.toMatch(/<script|javascript:|vbscript:|\son\w+=/i);
      for (const [, tag] of saved.matchAll(/<\/?([a-zA-Z][\w-]*)/g)) {
        expect(PAGE_HTML_POLICY.tags, payload).toContain(tag!.toLowerCase());
      }
    }
    await save({ messages: DEFAULT_CONFIGURATION.messages });
  });
});

describe('configuration: the business time zone', () => {
  it('is changed by an administrator, canonically spelled, and every date rule follows it at once', async () => {
    const saved = await save({ timezone: ' asia/tokyo ' });
    expect(saved.timezone).toBe('Asia/Tokyo');
    expect(ctx.app.businessTimeZone).toBe('Asia/Tokyo');
    const date = await call('GET', '/business-date', admin);
    expect(date.json().data).toEqual({
      today: businessDate(new Date(), 'Asia/Tokyo'),
      timeZone: 'Asia/Tokyo',
      timeFormat: '12h',
    });
    expect((await call('GET', '/configurations/public', nobody)).json().data.timezone).toBe('Asia/Tokyo');
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ before: { timezone: 'America/Chicago' }, after: { timezone: 'Asia/Tokyo' } });
    await save({ timezone: 'America/Chicago' });
    expect(ctx.app.businessTimeZone).toBe('America/Chicago');
  });

  it('is refused to anyone but an administrator, even one holding every configuration permission', async () => {
    const everything = Object.values(CONFIGURATION_SECTION_PERMISSIONS).filter((p): p is Permission => p !== null);
    const manager = await userWithPermissions(ctx.app, ['configurations:view', ...everything]);
    const { version } = await current();
    const refused = await call('PUT', '/configurations/1', bearer(manager.token), { version, timezone: 'UTC' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Only an administrator may change the business time zone/);
    expect((await current()).version).toBe(version);
    expect(ctx.app.businessTimeZone).toBe('America/Chicago');
  });
});

describe('configuration: permissions', () => {
  // A money policy and which sites may frame the booking form: no configurations:* permission names them.
  it.each([
    ['customer policy', { customerPolicy: DEFAULT_CONFIGURATION.customerPolicy }],
    ['booking widget', { bookingWidget: { allowedOrigins: ['https://www.example.com'] } }],
  ])(
    'refuses the %s to anyone but an administrator, even one holding every configuration permission',
    async (name, section) => {
      const everything = Object.values(CONFIGURATION_SECTION_PERMISSIONS).filter((p): p is Permission => p !== null);
      const manager = await userWithPermissions(ctx.app, ['configurations:view', ...everything]);
      const { version } = await current();
      const refused = await call('PUT', '/configurations/1', bearer(manager.token), { version, ...section });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain(`Only an administrator may change the ${name}`);
      expect((await current()).version).toBe(version);
      expect(await findWidgetOrigins(ctx.app.db)).toEqual([]);
    },
  );

  it('needs configurations:view to read the record and each section’s own permission to save it', async () => {
    let version = 0;
    const body = (section: object) => () => ({ version, ...section });
    await expectPermissions(
      ctx,
      [
        { permission: 'configurations:view', method: 'GET', url: () => '/configurations' },
        {
          permission: 'configurations:meet-and-greet',
          method: 'PUT',
          url: () => '/configurations/1',
          body: body({ meetAndGreet: DEFAULT_CONFIGURATION.meetAndGreet }),
        },
        {
          permission: 'configurations:max-miles-surge',
          method: 'PUT',
          url: () => '/configurations/1',
          body: body({ maxMilesSurge: DEFAULT_CONFIGURATION.maxMilesSurge }),
        },
        {
          permission: 'configurations:extra-stop',
          method: 'PUT',
          url: () => '/configurations/1',
          body: body({ extraStopCharges: DEFAULT_CONFIGURATION.extraStopCharges }),
        },
        {
          permission: 'configurations:home',
          method: 'PUT',
          url: () => '/configurations/1',
          body: body({ home: DEFAULT_CONFIGURATION.home }),
        },
        {
          permission: 'configurations:messages',
          method: 'PUT',
          url: () => '/configurations/1',
          body: body({ messages: DEFAULT_CONFIGURATION.messages }),
        },
      ],
      async () => {
        version = (await current()).version;
        return 1;
      },
    );
  });

  it('keeps dispatchers out, lets a viewer read but save nothing, and names the permission a save lacks', async () => {
    expect((await call('GET', '/configurations', dispatcher)).statusCode).toBe(403);
    const viewer = await userWithPermissions(ctx.app, ['configurations:view']);
    expect((await call('GET', '/configurations', bearer(viewer.token))).statusCode).toBe(200);
    const { version } = await current();
    const body = { version, extraStopCharges: { amount: 1 } };
    const refused = await call('PUT', '/configurations/1', bearer(viewer.token), body);
    expect(refused.statusCode).toBe(403);
    const homeEditor = await userWithPermissions(ctx.app, ['configurations:home']);
    const wrongSection = await call('PUT', '/configurations/1', bearer(homeEditor.token), body);
    expect(wrongSection.statusCode).toBe(403);
    expect(wrongSection.json().error.message).toContain('configurations:extra-stop');
    // Refused before validation: a caller without the right learns nothing of the body's shape.
    const malformed = await call('PUT', '/configurations/1', bearer(homeEditor.token), {
      extraStopCharges: { amount: 'x' },
    });
    expect(malformed.statusCode).toBe(403);
    expect((await current()).version).toBe(version);
  });

  it('answers 401 signed out, except on the public read', async () => {
    expect((await call('GET', '/configurations', nobody)).statusCode).toBe(401);
    expect((await call('PUT', '/configurations/1', nobody, { version: 1 })).statusCode).toBe(401);
    expect((await call('GET', '/configurations/public', nobody)).statusCode).toBe(200);
  });
});

describe('configuration: the customer policy (decision 052)', () => {
  it('starts at a 24-hour cut-off, no fee and no office address, and is saved by an administrator', async () => {
    expect((await current()).customerPolicy).toEqual({
      cancelCutoffHours: 24,
      cancelFeePercentage: 0,
      officeEmail: '',
    });
    const policy = { cancelCutoffHours: 48, cancelFeePercentage: 12.5, officeEmail: ' Office@Example.COM ' };
    const saved = await save({ customerPolicy: policy });
    expect(saved.customerPolicy).toEqual({
      cancelCutoffHours: 48,
      cancelFeePercentage: 12.5,
      officeEmail: 'office@example.com',
    });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ after: { customerPolicy: saved.customerPolicy } });
    // The policy a customer books under is public; the office's address is not for visitors.
    expect((await call('GET', '/configurations/public', nobody)).json().data.customerPolicy).toEqual({
      cancelCutoffHours: 48,
      cancelFeePercentage: 12.5,
    });
    await save({ customerPolicy: DEFAULT_CONFIGURATION.customerPolicy });
  });

  it('refuses a cut-off out of 0–720 whole hours, a fee out of 0–100 or with 3 decimals, and a bad address', async () => {
    const { version } = await current();
    const put = (customerPolicy: object) => () =>
      call('PUT', '/configurations/1', admin, {
        version,
        customerPolicy: { ...DEFAULT_CONFIGURATION.customerPolicy, ...customerPolicy },
      });
    await expectRejected(ctx.app, put({ cancelCutoffHours: 721 }), ['customerPolicy.cancelCutoffHours']);
    await expectRejected(ctx.app, put({ cancelCutoffHours: -1 }), ['customerPolicy.cancelCutoffHours']);
    await expectRejected(ctx.app, put({ cancelCutoffHours: 1.5 }), ['customerPolicy.cancelCutoffHours']);
    await expectRejected(ctx.app, put({ cancelFeePercentage: 100.01 }), ['customerPolicy.cancelFeePercentage']);
    await expectRejected(ctx.app, put({ cancelFeePercentage: 1.234 }), ['customerPolicy.cancelFeePercentage']);
    await expectRejected(ctx.app, put({ officeEmail: 'not an address' }), ['customerPolicy.officeEmail']);
    expect((await current()).version).toBe(version);
  });
});

describe('configuration: the time format (decision 056)', () => {
  it('starts on the 12-hour clock and is switched by an administrator, every process and writer following it', async () => {
    expect((await current()).display).toEqual({ timeFormat: '12h' });
    const saved = await save({ display: { timeFormat: '24h' } });
    expect(saved.display).toEqual({ timeFormat: '24h' });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      before: { display: { timeFormat: '12h' } },
      after: { display: { timeFormat: '24h' } },
    });
    // The screens read it from the business clock and the public configuration; e-mails, texts and CSV from this.
    expect((await call('GET', '/business-date', nobody)).json().data.timeFormat).toBe('24h');
    expect((await call('GET', '/configurations/public', nobody)).json().data.display).toEqual({ timeFormat: '24h' });
    expect(businessTimeFormat()).toBe('24h');
    expect(writtenPickUp(new Date('2026-11-24T03:30:00Z'), 'America/New_York')).toBe('Mon 2026-11-23 22:30');
    await save({ display: { timeFormat: '12h' } });
    expect(businessTimeFormat()).toBe('12h');
    expect(writtenPickUp(new Date('2026-11-24T03:30:00Z'), 'America/New_York')).toBe('Mon 2026-11-23 10:30 PM');
  });

  it('refuses anything but 12h or 24h, and anyone but an administrator', async () => {
    const { version } = await current();
    for (const timeFormat of ['12', 'am/pm', 24, null]) {
      await expectRejected(
        ctx.app,
        () => call('PUT', '/configurations/1', admin, { version, display: { timeFormat } }),
        ['display.timeFormat'],
      );
    }
    const everything = Object.values(CONFIGURATION_SECTION_PERMISSIONS).filter((p): p is Permission => p !== null);
    const manager = await userWithPermissions(ctx.app, ['configurations:view', ...everything]);
    const refused = await call('PUT', '/configurations/1', bearer(manager.token), {
      version,
      display: { timeFormat: '24h' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Only an administrator may change the time format/);
    expect((await current()).version).toBe(version);
    expect(businessTimeFormat()).toBe('12h');
  });
});

describe('configuration: the day of the trip (issue 24)', () => {
  it('starts at 30 mph without extras, is saved by an administrator only, and refuses what is out of range', async () => {
    expect((await current()).dayOfTrip).toEqual({ averageSpeedMph: 30, tripExtras: [], waitingMinuteAmount: 0 });
    const saved = await save({
      dayOfTrip: { averageSpeedMph: 25, tripExtras: ['tolls', 'waiting', 'tolls'], waitingMinuteAmount: 0.75 },
    });
    // Each extra once, in the catalogue's order.
    expect(saved.dayOfTrip).toEqual({
      averageSpeedMph: 25,
      tripExtras: ['waiting', 'tolls'],
      waitingMinuteAmount: 0.75,
    });
    const { version } = await current();
    const put = (dayOfTrip: object) => () =>
      call('PUT', '/configurations/1', admin, {
        version,
        dayOfTrip: { ...DEFAULT_CONFIGURATION.dayOfTrip, ...dayOfTrip },
      });
    await expectRejected(ctx.app, put({ averageSpeedMph: 4 }), ['dayOfTrip.averageSpeedMph']);
    await expectRejected(ctx.app, put({ averageSpeedMph: 30.5 }), ['dayOfTrip.averageSpeedMph']);
    await expectRejected(ctx.app, put({ tripExtras: ['fuel'] }), ['dayOfTrip.tripExtras.0']);
    await expectRejected(ctx.app, put({ waitingMinuteAmount: -1 }), ['dayOfTrip.waitingMinuteAmount']);
    const everything = Object.values(CONFIGURATION_SECTION_PERMISSIONS).filter((p): p is Permission => p !== null);
    const manager = await userWithPermissions(ctx.app, ['configurations:view', ...everything]);
    const refused = await call('PUT', '/configurations/1', bearer(manager.token), {
      version,
      dayOfTrip: DEFAULT_CONFIGURATION.dayOfTrip,
    });
    expect(refused.statusCode).toBe(403);
    await save({ dayOfTrip: DEFAULT_CONFIGURATION.dayOfTrip });
  });
});

describe('configuration: the booking widget (issue 27)', () => {
  it('starts with no website, and an administrator saves the origins, normalised and each once', async () => {
    expect((await current()).bookingWidget).toEqual({ allowedOrigins: [] });
    expect(await findWidgetOrigins(ctx.app.db)).toEqual([]);
    const saved = await save({
      bookingWidget: {
        allowedOrigins: [
          ' HTTPS://WWW.Example.com:443/ ',
          'https://www.example.com',
          'http://localhost:5173/',
          'https://book.example.org:8443',
        ],
      },
    });
    const origins = ['https://www.example.com', 'http://localhost:5173', 'https://book.example.org:8443'];
    expect(saved.bookingWidget).toEqual({ allowedOrigins: origins });
    expect((await current()).bookingWidget).toEqual({ allowedOrigins: origins });
    // What the widget's page reads for its frame-ancestors.
    expect(await findWidgetOrigins(ctx.app.db)).toEqual(origins);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      before: { bookingWidget: { allowedOrigins: [] } },
      after: { bookingWidget: { allowedOrigins: origins } },
    });
    // Which sites may frame the form is not for visitors.
    const publicRecord = (await call('GET', '/configurations/public', nobody)).json().data;
    expect(publicRecord).not.toHaveProperty('bookingWidget');
    expect(JSON.stringify(publicRecord)).not.toContain('example.org');
    await save({ bookingWidget: DEFAULT_CONFIGURATION.bookingWidget });
    expect(await findWidgetOrigins(ctx.app.db)).toEqual([]);
  });

  it('refuses what is not a website’s origin, naming the entry, and more than 20', async () => {
    const { version } = await current();
    const put = (allowedOrigins: unknown) => () =>
      call('PUT', '/configurations/1', admin, { version, bookingWidget: { allowedOrigins } });
    const good = 'https://www.example.com';
    for (const bad of [
      'https://www.example.com/book',
      'javascript:alert(1)',
      'ftp://x',
      'https://www.example.com\u0000',
      `https://${'a'.repeat(4_992)}`,
    ]) {
      await expectRejected(ctx.app, put([good, bad]), ['bookingWidget.allowedOrigins.1']);
    }
    const refused = await put([good, 'ftp://x'])();
    expect(refused.json().error.fields).toEqual({
      'bookingWidget.allowedOrigins.1':
        '“ftp://x” is not an origin. Enter an origin such as https://www.example.com (scheme and host, no path)',
    });
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.example.com`);
    await expectRejected(ctx.app, put(many), ['bookingWidget.allowedOrigins']);
    expect((await put(many)()).json().error.fields['bookingWidget.allowedOrigins']).toBe(
      'Allowed websites may have at most 20 origins',
    );
    await expectRejected(ctx.app, put('https://www.example.com'), ['bookingWidget.allowedOrigins']);
    expect((await current()).version).toBe(version);
  });
});
