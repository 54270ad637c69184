import { isAllowedUrl, PAGE_HTML_POLICY } from '@livery/domain';
import DOMPurify from 'dompurify';

const { tags, attributes, linkSchemes, imageSchemes, externalLinkRel } = PAGE_HTML_POLICY;

/** Attributes whose value must be a whole number (table spans, image sizes, a list's start). */
const NUMERIC = new Set(['colspan', 'rowspan', 'colwidth', 'width', 'height', 'start', 'span']);

/** Whether the policy lets this attribute stay on this element, with this value. */
function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  if (!attributes[tag]?.includes(name)) return false;
  if (NUMERIC.has(name)) return /^\d{1,5}(,\d{1,5})*$/.test(value.trim());
  if (name === 'href') return isAllowedUrl(value, linkSchemes);
  if (name === 'src') return isAllowedUrl(value, imageSchemes);
  if (name === 'target') return value === '_blank';
  return true;
}

/** An instance of its own, so these hooks never touch another use of DOMPurify. */
const purifier = DOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (node, event) => {
  if (!isAllowedAttribute(node.nodeName.toLowerCase(), event.attrName, event.attrValue)) event.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  // A link leaving in a new tab gets no window.opener nor referrer; an image without an address is no image.
  if (node.nodeName === 'A') {
    if (node.getAttribute('target')) node.setAttribute('rel', externalLinkRel);
    else node.removeAttribute('rel');
  }
  if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
});

const CONFIG = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: [...new Set(Object.values(attributes).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * A page's HTML reduced to the domain's PAGE_HTML_POLICY before it is rendered (DESIGN §6, decision 034): the
 * server sanitised it when it was saved; this holds even if it did not.
 */
export function sanitizePageHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}
