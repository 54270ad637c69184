import { describe, expect, it } from 'vitest';
import { visitorStaticPage, type Airport, type Home } from '@livery/domain';
import { PAGE_STYLES, type PageKind } from './page-styles.js';
import { homeBody, renderDocument, staticPageBody } from './page-template.js';
import { signInBody } from './sign-in-page.js';
import { tripStartBody } from './trip-start-page.js';

const home: Home = {
  contactNumber: '+1 212 555 0100',
  welcome: 'Welcome aboard.',
  services: 'Airport transfers.',
  coreValues: 'On time.',
  satisfaction: 'Ask us.',
  payment: 'Cards.',
  workingHours: 'Every day.',
  faq: [{ question: 'Do you wait?', answer: 'Yes.' }],
};
const airports: Airport[] = [
  { id: 1, code: 'JFK', name: 'John F. Kennedy', address: 'Queens, NY', lat: 40.6, lng: -73.8, terminals: [] },
];

/** Each kind of page as the server draws it, with every optional part shown (a footer, errors, an alert). */
const BODIES: Record<PageKind, string> = {
  home: homeBody(home),
  page: staticPageBody(visitorStaticPage({ title: 'About', content: '<p>We drive.</p>' }, home)),
  signIn: signInBody({
    email: 'a@b.test',
    redirect: null,
    message: 'The email or password is incorrect.',
    fieldErrors: { email: 'Enter an email', password: 'Password is required' },
  }),
  tripStart: tripStartBody(airports, '12h'),
};

const page = (kind: PageKind) =>
  renderDocument({
    kind,
    tabTitle: 'Livery',
    title: 'Livery',
    description: 'Livery.',
    url: 'https://livery.test/',
    headScript: '',
    structuredData: [],
    footer: [{ title: 'About', slug: 'about' }],
    body: BODIES[kind],
  });

/** The classes a document uses, from its markup (a page's own content, user HTML, uses none). */
const classesOf = (html: string) =>
  new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names!.split(' ')));

/** Classes a page sets only for its markup's sake, with no rule of their own. */
const UNSTYLED = new Set(['book-head']);

describe('the server pages’ style sheets (decision 067)', () => {
  it.each(Object.keys(BODIES) as PageKind[])('%s has a rule for every class it uses', (kind) => {
    const html = page(kind);
    const sheet = PAGE_STYLES[kind];
    expect(html).toContain(`<style>${sheet}</style>`);
    const missing = [...classesOf(html)].filter((name) => !UNSTYLED.has(name) && !sheet.includes(`.${name}`));
    expect(missing).toEqual([]);
  });

  it('sends each page only its own rules', () => {
    expect(PAGE_STYLES.page).not.toContain('.field');
    expect(PAGE_STYLES.page).not.toContain('.faq');
    expect(PAGE_STYLES.home).not.toContain('.stepper');
    expect(PAGE_STYLES.signIn).not.toContain('.stepper');
    expect(PAGE_STYLES.tripStart).not.toContain('.sign-in');
    for (const sheet of Object.values(PAGE_STYLES)) expect(sheet).not.toContain('\n');
  });
});
