import { describe, expect, it } from 'vitest';
import { loginSchema } from '../schemas/auth.js';
import type { Home } from '../schemas/configuration.js';
import { CHECK_MESSAGES, readTripStart, TRIP_START_FIELDS } from '../schemas/trip-start.js';
import { tripStepControls, tripStepTexts, visitorHomeTexts } from '../testing/index.js';
import { SIGN_IN_PAGE, signInLinks } from './sign-in-page.js';
import { NEW_TRIP_TODO, TRIP_STEP_PARTS } from './trip-step.js';
import { visitorStaticPage } from './static-page.js';
import { visitorHome } from './visitor-home.js';

const HOME: Home = {
  contactNumber: '+1 (212) 555-0100',
  welcome: 'Welcome.',
  services: 'Transfers.',
  coreValues: '  ',
  satisfaction: '',
  payment: 'Cards.',
  workingHours: 'Always.',
  faq: [{ question: 'Do you wait?', answer: 'Yes.' }],
};

describe('the visitor’s first pages, described once (decision 076)', () => {
  it('describes home as its sections in order, a card per text written, the FAQ when it has questions', () => {
    const sections = visitorHome(HOME);
    expect(sections.map(({ kind }) => kind)).toEqual(['hero', 'cards', 'hours', 'faq']);
    expect(sections[1]).toMatchObject({ cards: [{ key: 'services' }, { key: 'payment' }] });
    expect(sections[0]).toMatchObject({
      actions: [
        { text: 'Get a quote', href: '/reservation/create', isMain: true },
        { text: 'Call +1 (212) 555-0100', href: 'tel:+12125550100', isMain: false },
      ],
    });
    const bare = visitorHome({ ...HOME, services: '', payment: '', faq: [] });
    expect(bare.map(({ kind }) => kind)).toEqual(['hero', 'hours']);
    expect(visitorHomeTexts(HOME)).toContain('get a quote online');
  });

  it('describes a static page: its title once, its body, then how to book or call (issue 38)', () => {
    const page = visitorStaticPage(
      { title: 'About us', content: '<h2>About  <strong>Us</strong></h2>\n<p>We drive.</p><h2>About us</h2>' },
      HOME,
    );
    expect(page.title).toBe('About us');
    // The first heading repeated the title: gone. A later one, or a first heading that says more, stays.
    expect(page.html).toBe('<p>We drive.</p><h2>About us</h2>');
    expect(page.contact).toEqual({
      heading: 'Book a ride',
      actions: [
        { text: 'Get a quote', href: '/reservation/create', isMain: true },
        { text: 'Call +1 (212) 555-0100', href: 'tel:+12125550100', isMain: false, icon: 'phone' },
      ],
    });
  });

  it('describes the sign-in form with the fields of the schema that checks it, in its order', () => {
    expect(SIGN_IN_PAGE.fields.map(({ name }) => name)).toEqual(Object.keys(loginSchema.shape));
    const [forgot, signUp] = signInLinks('/cars?page=2');
    expect(forgot).toEqual([{ text: 'Forgot your password?', href: '/forgot-password' }]);
    expect(signUp?.[1]).toEqual({ text: 'Create an account', href: '/signup?redirect=%2Fcars%3Fpage%3D2' });
    expect(signInLinks(null)[1]?.[1]).toMatchObject({ href: '/signup' });
  });

  it('describes a first form that sends every field the wizard reads, and nothing else', () => {
    const names = new Set(tripStepControls('form').map(({ name }) => name));
    expect([...names].sort()).toEqual(Object.values(TRIP_START_FIELDS).sort());
    const sent = new URLSearchParams({
      tripType: 'to-airport',
      airport: '1:2',
      address: '350 5th Ave, New York, NY 10118',
      pickUpDate: '2030-12-01',
      pickUpTime: '07:15',
      passengers: '2',
      isRoundTrip: 'on',
      returnDate: '2030-12-08',
      returnTime: '18:30',
      start: 'next',
    });
    expect([...sent.keys()].sort()).toEqual([...names].sort());
    expect(readTripStart(sent)).toEqual({
      tripType: 'to-airport',
      airportId: 1,
      terminalId: 2,
      address: '350 5th Ave, New York, NY 10118',
      pickUpDate: '2030-12-01',
      pickUpTime: '07:15',
      passengers: 2,
      isRoundTrip: true,
      returnDate: '2030-12-08',
      returnTime: '18:30',
      action: 'next',
    });
  });

  it('keeps staff’s fields and the return’s stops off the visitor’s form, and on the wizard', () => {
    const fields = TRIP_STEP_PARTS.flatMap((part) =>
      part.kind === 'row'
        ? part.fields
        : part.kind === 'round-trip'
          ? part.parts.flatMap((p) => (p.kind === 'row' ? p.fields : []))
          : [],
    );
    expect(fields.filter((field) => field.isStaffs).map(({ key }) => key)).toEqual(['miles', 'returnMiles']);
    expect(tripStepTexts('form')).not.toContain('Add a return stop');
    expect(tripStepTexts('wizard', { isRoundTrip: true })).toContain('Add a return stop');
    expect(tripStepTexts('wizard')).not.toContain('Return date');
  });

  it('lists for a new trip’s price the wizard’s own messages', () => {
    expect(NEW_TRIP_TODO.every((message) => Object.values(CHECK_MESSAGES).includes(message))).toBe(true);
  });
});
