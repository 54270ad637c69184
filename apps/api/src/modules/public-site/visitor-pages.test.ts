import { describe, expect, it } from 'vitest';
import { NEW_TRIP_TODO, SIGN_IN_PAGE, type Airport } from '@livery/domain';
import {
  missingInOrder,
  SAMPLE_HOME,
  signInTexts,
  tripStepControls,
  tripStepFrameTexts,
  tripStepTexts,
  visitorHomeTexts,
} from '@livery/domain/testing';
import { textOfHtml } from './html-text.js';
import { homeBody } from './page-template.js';
import { signInBody } from './sign-in-page.js';
import { tripStartBody } from './trip-start-page.js';

/*
 * The server's renderings of the visitor's first pages hold exactly the domain's description of them (decision 076);
 * the web's tests hold the SPA's screens to the same (public-home.test.tsx, login.test.tsx, trip-step.test.tsx).
 */

/**
 * The texts a reader meets in our own markup, in order: what is `aria-hidden` (icons, asterisks) left out, and what CSS
 * hides while the first trip type is chosen (the labels' `.to` words).
 */
function textsOf(html: string): string[] {
  const shown = html
    .replace(/<(\w+)[^>]*\baria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<span class="to">[^<]*<\/span>/g, '');
  return shown
    .split(/<[^>]*>/)
    .map((text) => textOfHtml(text).trim())
    .filter((text) => text !== '');
}

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** Each input, select and button in order, with its label (its `<label for>`, the label around it, or its text). */
function controlsOf(html: string) {
  const found = html.matchAll(
    /<label[^>]*>\s*<input([^>]*)>([\s\S]*?)<\/label>|<(?:input|select)([^>]*)>|<button([^>]*)>([\s\S]*?)<\/button>/g,
  );
  return [...found].map(([, wrapped, wrappedLabel, own, button, buttonText]) => {
    const attributes = wrapped ?? own ?? button ?? '';
    const id = attribute(attributes, 'id');
    const forId = id && new RegExp(`<label for="${id}">([\\s\\S]*?)</label>`).exec(html)?.[1];
    const label = textsOf(wrappedLabel ?? buttonText ?? forId ?? '').join(' ');
    return {
      label,
      name: attribute(attributes, 'name'),
      type: attribute(attributes, 'type'),
      autoComplete: attribute(attributes, 'autocomplete'),
      required: / required[ >]| aria-required="true"/.test(`${attributes}>`),
    };
  });
}

const home = SAMPLE_HOME;
const airports: Airport[] = [
  { id: 1, code: 'JFK', name: 'John F. Kennedy', address: 'Queens, NY', lat: 40.6, lng: -73.8, terminals: [] },
];

describe('the visitor’s first pages from the server, from their one description (decision 076)', () => {
  it('draws home with exactly the description’s texts, in order, and its cards and FAQ only when written', () => {
    expect(textsOf(homeBody(home))).toEqual(visitorHomeTexts(home));
    const bare = { ...home, services: '', satisfaction: '', payment: '', faq: [] };
    expect(textsOf(homeBody(bare))).toEqual(visitorHomeTexts(bare));
    expect(homeBody(bare)).not.toContain('class="cards"');
    expect(homeBody(bare)).not.toContain('class="faq"');
  });

  it('draws the sign-in page with exactly the description’s texts and fields, in order', () => {
    const html = signInBody({ email: '', redirect: '/cars' });
    expect(textsOf(html)).toEqual(signInTexts('/cars'));
    expect(controlsOf(html)).toEqual([
      ...SIGN_IN_PAGE.fields.map(({ name, label, type, autoComplete, required }) => ({
        label,
        name,
        type,
        autoComplete,
        required,
      })),
      { label: SIGN_IN_PAGE.submit, name: undefined, type: 'submit', autoComplete: undefined, required: false },
    ]);
    expect(html).toContain('href="/signup?redirect=%2Fcars"');
  });

  it('draws the first step with exactly the description’s controls, in order, in the wizard’s frame', () => {
    const html = tripStartBody(airports, '12h');
    expect(controlsOf(html).map(({ label, name }) => ({ label, name }))).toEqual(tripStepControls('form'));
    expect(missingInOrder(textsOf(html), tripStepTexts('form'))).toEqual([]);
    // A time's example on the business's clock, whichever it is (decision 089).
    const html24 = tripStartBody(airports, '24h');
    expect(missingInOrder(textsOf(html24), tripStepTexts('form', { timeFormat: '24h' }))).toEqual([]);
    expect(missingInOrder(textsOf(html), tripStepFrameTexts())).toEqual([]);
    const todo = /<section class="paper price"[\s\S]*?<ul>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(textsOf(todo)).toEqual(NEW_TRIP_TODO);
  });
});
