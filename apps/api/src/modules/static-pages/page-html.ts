import { isAllowedUrl, PAGE_HTML_POLICY } from '@livery/domain';
import sanitizeHtml from 'sanitize-html';

const { tags, attributes, linkSchemes, imageSchemes, externalLinkRel } = PAGE_HTML_POLICY;

/** Attributes whose value must be a whole number (table spans, image sizes, a list's start). */
const NUMERIC = new Set(['colspan', 'rowspan', 'colwidth', 'width', 'height', 'start', 'span']);

/** The tag's attributes with every value the policy refuses removed, before sanitize-html applies its allowlist. */
function checkedAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (NUMERIC.has(name) && !/^\d{1,5}(,\d{1,5})*$/.test(value.trim())) continue;
    if (name === 'href' && !isAllowedUrl(value, linkSchemes)) continue;
    if (name === 'src' && !isAllowedUrl(value, imageSchemes)) continue;
    if (name === 'target' && value !== '_blank') continue;
    kept[name] = value;
  }
  // A link leaving in a new tab gets no window.opener nor referrer; `rel` is ours, never the author's.
  if (tagName === 'a') {
    delete kept['rel'];
    if (kept['target']) kept['rel'] = externalLinkRel;
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...tags],
  allowedAttributes: Object.fromEntries(Object.entries(attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...linkSchemes],
  allowedSchemesByTag: { img: [...imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Disallowed tags go, their text stays; the text of script, style, textarea, noscript… goes with them.
  disallowedTagsMode: 'discard',
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: checkedAttributes(tagName, attribs) }) },
  // An image whose address was refused is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/**
 * A page's HTML reduced to PAGE_HTML_POLICY (DESIGN §6): what is saved is what may be shown. The browser
 * sanitises again before rendering (DOMPurify), so neither side alone stands between a payload and a visitor.
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
