/**
 * The texts a reader meets under `root`, in document order: each text trimmed, empty ones and whatever is inside an
 * `aria-hidden` part (icons, a required field's asterisk, MUI's notched outline) left out. The API's tests read the
 * server's pages the same way, so both renderings of a visitor's page are held to one list (decision 076).
 */
export function visibleTexts(root: Node): string[] {
  if (root instanceof Element && root.getAttribute('aria-hidden') === 'true') return [];
  if (root.nodeType === Node.TEXT_NODE) {
    const text = root.textContent?.trim() ?? '';
    return text === '' ? [] : [text];
  }
  return [...root.childNodes].flatMap(visibleTexts);
}

/** A label's text as written in the description: `Email` for MUI's `Email *` (its asterisk is aria-hidden). */
export const labelOf = (element: Element) => visibleTexts(element).join(' ');
