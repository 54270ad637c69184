import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_PREFIX, TOKEN_COOKIE } from '@livery/domain';
import { jsonForScript } from './html-text.js';

/** What the built SPA's index.html loads: its module entry and the links beside it (preloads, styles, manifest). */
export interface SpaEntry {
  script: string;
  links: { rel: string; href: string }[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * Read once at start from `webDist/index.html` (the build names its files by hash, so they change only with a new
 * build, which restarts the server). Null when the web is not built or its entry cannot be found.
 */
export function readSpaEntry(webDist: string | undefined, page = 'index.html'): SpaEntry | null {
  const file = webDist ? path.join(path.resolve(webDist), page) : undefined;
  if (!file || !existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const scriptTag = /<script\b[^>]*\btype="module"[^>]*>/i.exec(html)?.[0];
  const script = scriptTag && attribute(scriptTag, 'src');
  if (!script) return null;
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) => {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    return rel && href && ['modulepreload', 'stylesheet', 'manifest'].includes(rel) ? [{ rel, href }] : [];
  });
  return { script, links };
}

/** The key the SPA keeps the theme choice under (apps/web/src/lib/storage.ts). */
const THEME_KEY = `${STORAGE_PREFIX}theme`;

/** Dark when the remembered choice says so, set on `<html>` before the body paints (no flash of light). */
const themeLine =
  `try{localStorage.getItem(${JSON.stringify(THEME_KEY)})==="dark"&&d.setAttribute("data-theme","dark")}` +
  'catch(e){}';

/** With a session: the SPA keeps its token in a cookie (SPEC §7). */
const hasSession = `/${new RegExp(`(?:^|; ?)${TOKEN_COOKIE.replace('.', '\\.')}=[^;]`).source}/.test(document.cookie)`;

/** The key the booking wizard keeps a trip under in this tab (apps/web/src/features/booking/wizard/wizard-storage.ts). */
const WIZARD_KEY = `${STORAGE_PREFIX}booking-wizard`;

/** A trip under way in this tab (storage refused: none). */
const hasTripUnderWay = `(function(){try{return sessionStorage.getItem(${JSON.stringify(WIZARD_KEY)})!==null}catch(e){return false}})()`;

/**
 * When `condition` holds, the page hides its own content (`html.app`) and loads the app, which mounts in `#root`:
 * on home for someone signed in, their home; on the visitor's booking page, the trip they were booking.
 */
function takeoverLine(entry: SpaEntry, condition: string): string {
  const links = jsonForScript(entry.links.map(({ rel, href }) => [rel, href]));
  return (
    `if(${condition}){d.className="app";var h=document.head;` +
    `${links}.forEach(function(l){var e=document.createElement("link");e.rel=l[0];e.href=l[1];` +
    'if(l[0]!=="manifest")e.crossOrigin="";h.appendChild(e)});' +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${jsonForScript(entry.script)};` +
    'h.appendChild(s)}'
  );
}

/** An inline script with its CSP source (`'sha256-…'`): the policy allows this exact script and no other. */
export interface HeadScript {
  code: string;
  hash: string;
}

const headScript = (code: string): HeadScript => ({
  code,
  hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
});

/**
 * The head's script: the theme always; on home, the SPA for someone signed in; on the visitor's booking page, the
 * booking entry for a trip under way in this tab (each when built).
 */
export function headScripts(
  entry: SpaEntry | null,
  bookEntry: SpaEntry | null,
): { home: HeadScript; page: HeadScript; tripStart: HeadScript } {
  const wrap = (body: string) => `(function(){var d=document.documentElement;${body}})()`;
  return {
    home: headScript(wrap(themeLine + (entry ? takeoverLine(entry, hasSession) : ''))),
    page: headScript(wrap(themeLine)),
    tripStart: headScript(wrap(themeLine + (bookEntry ? takeoverLine(bookEntry, hasTripUnderWay) : ''))),
  };
}
