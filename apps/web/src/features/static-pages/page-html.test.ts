import { PAGE_HTML_POLICY } from '@livery/domain';
import { XSS_PAYLOADS } from '@livery/domain/testing';
import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './page-html';

/** Every element of the sanitised HTML, as the browser parsed it. */
function elementsOf(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')];
}

describe('the browser’s page sanitiser', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2>Who we are</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote><p>q</p></blockquote>' +
      '<p><a href="https://example.com">web</a> <a href="mailto:a@b.test">mail</a> <a href="/terms">terms</a></p>' +
      '<img src="https://example.com/car.png" alt="A car">' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>';
    expect(sanitizePageHtml(html)).toBe(html);
  });

  it('gives a link opening a new tab our rel', () => {
    expect(sanitizePageHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizePageHtml('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it(`lets none of ${XSS_PAYLOADS.length} known XSS payloads through`, () => {
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizePageHtml(`<p>before</p>${payload}<p>after</p>`);
      for (const element of elementsOf(clean)) {
        const tag = element.tagName.toLowerCase();
        expect(PAGE_HTML_POLICY.tags, `${payload} → ${clean}`).toContain(tag);
        for (const { name, value } of element.attributes) {
          expect(PAGE_HTML_POLICY.attributes[tag] ?? [], `${payload} → ${clean}`).toContain(name);
          if (name === 'href' || name === 'src') expect(value, payload).toMatch(/^(https?:|mailto:|tel:|\/[^/]|#)/);
        }
      }
      expect(clean, payload).not.toMatch(/<script|javascript:|vbscript:|\son\w+=/i);
    }
  });
});
