import {
  APP_NAME,
  drawHomeSection,
  visitorHome,
  type Home,
  type HomeAction,
  type HomeSectionDrawers,
  type VisitorHomeSection,
  type VisitorStaticPage,
} from '@livery/domain';
import { escapeHtml as e, lineHtml } from './html-text.js';
import { PAGE_STYLES, type PageKind } from './page-styles.js';

/** Material Design Icons paths (@mdi/js, Apache-2.0), the SPA's: phone, clock, chevron. */
const ICONS = {
  phone:
    'M6.62,10.79C8.06,13.62 10.38,15.94 13.21,17.38L15.41,15.18C15.69,14.9 16.08,14.82 16.43,14.93C17.55,15.3 ' +
    '18.75,15.5 20,15.5A1,1 0 0,1 21,16.5V20A1,1 0 0,1 20,21A17,17 0 0,1 3,4A1,1 0 0,1 4,3H7.5A1,1 0 0,1 8.5,4C8.5,' +
    '5.25 8.7,6.45 9.07,7.57C9.18,7.92 9.1,8.31 8.82,8.59L6.62,10.79Z',
  clock:
    'M12,20A8,8 0 0,0 20,12A8,8 0 0,0 12,4A8,8 0 0,0 4,12A8,8 0 0,0 12,20M12,2A10,10 0 0,1 22,12A10,10 0 0,1 12,22C6.47,' +
    '22 2,17.5 2,12A10,10 0 0,1 12,2M12.5,7V12.25L17,14.92L16.25,16.15L11,13V7H12.5Z',
  chevron: 'M7.41,8.58L12,13.17L16.59,8.58L18,10L12,16L6,10L7.41,8.58Z',
};
const icon = (path: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

export interface FooterLink {
  title: string;
  slug: string;
}

export interface PageShell {
  /** Which page it is: it is sent only that page's style rules. */
  kind: PageKind;
  /** The tab's title, as every screen of the app has it (SPEC §2: "Livery - About"; decision 044). */
  tabTitle: string;
  /** Link previews' title (SPEC §9's SEO title: "About – Livery", the site alone on home; decision 044). */
  title: string;
  description: string;
  /** Absolute: the canonical link and og:url. */
  url: string;
  /** The inline head script (theme, and on home the SPA for someone signed in); its hash is in the CSP. */
  headScript: string;
  /** JSON-LD blocks, already escaped for a script element. */
  structuredData: readonly string[];
  footer: readonly FooterLink[];
  body: string;
  /** The top bar's "Sign in" link (`/login`, or where it comes back to); left out (false) on the sign-in page. */
  signInLink?: string | false;
  /**
   * The page posts a form the server accepts only from this site (`POST /login`): its Origin must be sent. The
   * security headers' `Referrer-Policy: no-referrer` makes a browser send `Origin: null` with a form, and over plain
   * HTTP to another PC of the office it sends no `Sec-Fetch-Site` either (issue 38, item 11): `same-origin` sends the
   * page's origin to this site and nothing to another.
   */
  sendsOrigin?: boolean;
}

function footerOf(pages: readonly FooterLink[]): string {
  // The SPA draws no footer while no page is active.
  if (pages.length === 0) return '';
  const links = pages.map((p) => `<li><a href="/${e(p.slug)}">${e(p.title)}</a></li>`).join('');
  return (
    `<footer class="foot"><div class="foot-in"><span>© ${e(APP_NAME)}</span>` +
    `<nav aria-label="Site pages"><ul>${links}</ul></nav></div></footer>`
  );
}

/** The whole document: head (title, description, canonical, Open Graph, styles), top bar, main, footer. */
export function renderDocument(shell: PageShell): string {
  const jsonLd = shell.structuredData.map((json) => `<script type="application/ld+json">${json}</script>`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${e(shell.tabTitle)}</title>` +
    `<meta name="description" content="${e(shell.description)}">` +
    `<link rel="canonical" href="${e(shell.url)}">` +
    `<meta property="og:type" content="website"><meta property="og:site_name" content="${e(APP_NAME)}">` +
    `<meta property="og:title" content="${e(shell.title)}">` +
    `<meta property="og:description" content="${e(shell.description)}">` +
    `<meta property="og:url" content="${e(shell.url)}">` +
    '<meta name="theme-color" content="#00796B">' +
    (shell.sendsOrigin ? '<meta name="referrer" content="same-origin">' : '') +
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">' +
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">' +
    `<script>${shell.headScript}</script><style>${PAGE_STYLES[shell.kind]}</style>${jsonLd}</head>` +
    '<body><div id="site"><a class="skip" href="#main">Skip to content</a>' +
    `<header class="bar"><div class="bar-in"><a class="brand" href="/">${e(APP_NAME)}</a>` +
    `${shell.signInLink === false ? '' : `<a class="signin" href="${e(shell.signInLink ?? '/login')}">Sign in</a>`}` +
    '</div></header>' +
    `<main id="main" tabindex="-1">${shell.body}</main>${footerOf(shell.footer)}</div>` +
    '<div id="root"></div></body></html>'
  );
}

/** "Get a quote" and "Call …" as MUI's contained and outlined buttons (the SPA's `ContactActions`). */
const actionsHtml = (actions: readonly HomeAction[]) =>
  '<div class="actions">' +
  actions
    .map(
      ({ text, href, isMain, icon: name }) =>
        `<a class="button ${isMain ? 'contained' : 'outlined'}" href="${e(href)}">` +
        `${name ? icon(ICONS[name]) : ''}${e(text)}</a>`,
    )
    .join('') +
  '</div>';

/** Each section of the visitor's home (the domain's `visitorHome`), as the SPA's `PublicHome` draws it, in HTML. */
const HOME_SECTION_HTML: HomeSectionDrawers<string> = {
  hero: ({ heading, welcome, actions }) =>
    `<section class="hero" aria-labelledby="home-heading"><h1 id="home-heading">${e(heading)}</h1>` +
    `<p class="welcome written">${e(welcome)}</p>${actionsHtml(actions)}</section>`,
  cards: ({ label, cards }) =>
    `<ul class="cards" aria-label="${e(label)}">` +
    cards
      .map(({ title, text }) => `<li class="paper"><h2>${e(title)}</h2><p class="written">${e(text)}</p></li>`)
      .join('') +
    '</ul>',
  hours: ({ heading, hours, line }) =>
    '<section class="paper hours" aria-labelledby="hours-heading">' +
    `<div class="hours-head">${icon(ICONS.clock)}<h2 id="hours-heading" class="h6">${e(heading)}</h2></div>` +
    `<p class="written">${e(hours)}</p><p>${lineHtml(line)}</p></section>`,
  // <details> opens without JavaScript; each question is a heading, its answer a region named by it.
  faq: ({ heading, items }) =>
    `<section class="faq" aria-labelledby="faq-heading"><h2 id="faq-heading">${e(heading)}</h2>` +
    items
      .map(
        (item, i) =>
          `<details><summary><h3 id="faq-${i}-question">${e(item.question)}</h3>${icon(ICONS.chevron)}</summary>` +
          `<div class="answer written" role="region" aria-labelledby="faq-${i}-question">${e(item.answer)}</div>` +
          '</details>',
      )
      .join('') +
    '</section>',
};

const sectionHtml = (section: VisitorHomeSection) => drawHomeSection(section, HOME_SECTION_HTML);

/** `/` for visitors: the domain's description of the home (`visitorHome`), which the SPA's public home draws too. */
export function homeBody(home: Home): string {
  return `<div class="home">${visitorHome(home).map(sectionHtml).join('')}</div>`;
}

/**
 * `/{slug}` (the domain's `visitorStaticPage`, which the SPA's `PublishedPage` draws too): the page's title as its one
 * heading, its body — HTML sanitised on save and again before it comes here — then, outside the page's own text,
 * how to book or call.
 */
export function staticPageBody({ title, html, contact }: VisitorStaticPage): string {
  return (
    `<article><h1>${e(title)}</h1><div class="content">${html}</div></article>` +
    '<section class="page-contact" aria-labelledby="page-contact-heading">' +
    `<h2 id="page-contact-heading">${e(contact.heading)}</h2>${actionsHtml(contact.actions)}</section>`
  );
}
