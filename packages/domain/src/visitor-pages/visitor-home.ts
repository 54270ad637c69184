import { HOME_SECTIONS, type Home } from '../schemas/configuration.js';
import { telOf, type TextLine } from './page-parts.js';

/** "Get a quote": the booking wizard in quote mode, its link and its page's heading. */
export const QUOTE_PAGE = { path: '/reservation/create', title: 'Get a quote' } as const;

/** A button-like link of the home's first screen; the main one is filled, the others outlined. */
export interface HomeAction {
  text: string;
  href: string;
  isMain: boolean;
  icon?: 'phone';
}

/**
 * "Get a quote" and "Call …": the home's first screen, and the foot of every static page (issue 38: About said to call
 * and showed no number).
 */
export const contactActions = ({ contactNumber }: Pick<Home, 'contactNumber'>): HomeAction[] => [
  { text: QUOTE_PAGE.title, href: QUOTE_PAGE.path, isMain: true },
  { text: `Call ${contactNumber}`, href: telOf(contactNumber), isMain: false, icon: 'phone' },
];

/** One section of the visitor's home, in its order on the page. */
export type VisitorHomeSection =
  | { kind: 'hero'; heading: string; welcome: string; actions: readonly HomeAction[] }
  | {
      kind: 'cards';
      label: string;
      cards: readonly { key: (typeof HOME_SECTIONS)[number]['key']; title: string; text: string }[];
    }
  | { kind: 'hours'; heading: string; hours: string; line: TextLine }
  | { kind: 'faq'; heading: string; items: Home['faq'] };

export type VisitorHomeSectionKind = VisitorHomeSection['kind'];

/** How a renderer draws each kind of section: one function per kind, so a new kind fails to compile until drawn. */
export type HomeSectionDrawers<Drawn> = {
  [Kind in VisitorHomeSectionKind]: (section: Extract<VisitorHomeSection, { kind: Kind }>) => Drawn;
};

/** A section drawn by the renderer's function for its kind (the server's HTML, the SPA's React). */
export function drawHomeSection<Drawn>(section: VisitorHomeSection, draw: HomeSectionDrawers<Drawn>): Drawn {
  switch (section.kind) {
    case 'hero':
      return draw.hero(section);
    case 'cards':
      return draw.cards(section);
    case 'hours':
      return draw.hours(section);
    case 'faq':
      return draw.faq(section);
  }
}

/**
 * `/` for a visitor (DESIGN §6, decisions 044 and 064), from the configuration's home texts: the heading, the welcome,
 * "Get a quote" and "Call …"; a card per text written; "When to reach us" with the working hours; the FAQ when it has
 * questions. The server's page and the SPA's `PublicHome` draw these sections, in this order, and nothing else.
 */
export function visitorHome(home: Home): VisitorHomeSection[] {
  const tel = telOf(home.contactNumber);
  const cards = HOME_SECTIONS.filter(({ key }) => home[key].trim() !== '').map(({ key, title }) => ({
    key,
    title,
    text: home[key],
  }));
  const sections: VisitorHomeSection[] = [
    {
      kind: 'hero',
      heading: 'Chauffeured rides and airport transfers',
      welcome: home.welcome,
      actions: contactActions(home),
    },
  ];
  if (cards.length > 0) sections.push({ kind: 'cards', label: 'About us', cards });
  sections.push({
    kind: 'hours',
    heading: 'When to reach us',
    hours: home.workingHours,
    line: [
      'Call ',
      { text: home.contactNumber, href: tel },
      ', or ',
      { text: 'get a quote online', href: QUOTE_PAGE.path },
      '.',
    ],
  });
  if (home.faq.length > 0) sections.push({ kind: 'faq', heading: 'Questions we are asked', items: home.faq });
  return sections;
}
