import { describe, expect, it } from 'vitest';
import {
  bookingWidgetSchema,
  WIDGET_PAGE_PATH,
  WIDGET_SCRIPT_PATH,
  widgetOrigin,
  widgetSnippet,
} from './booking-widget.js';
import { canEditConfigurationSection, CONFIGURATION_EDIT_PERMISSIONS, CONFIGURATION_LIMITS } from './configuration.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const notAnOrigin = (entry: string) =>
  `“${entry}” is not an origin. Enter an origin such as https://www.example.com (scheme and host, no path)`;

describe('the websites allowed to show the booking widget (issue 27)', () => {
  it('saves each as its origin: lower-case host, no default port, no trailing slash, each once', () => {
    expect(
      bookingWidgetSchema.parse({
        allowedOrigins: [
          ' HTTPS://WWW.Example.com:443/ ',
          'https://www.example.com',
          'http://localhost:5173',
          'https://book.example.com:8443',
          'https://Bücher.example',
        ],
      }),
    ).toEqual({
      allowedOrigins: [
        'https://www.example.com',
        'http://localhost:5173',
        'https://book.example.com:8443',
        'https://xn--bcher-kva.example',
      ],
    });
  });

  it('takes an empty list: then no other website may frame the form', () => {
    expect(bookingWidgetSchema.parse({ allowedOrigins: [] })).toEqual({ allowedOrigins: [] });
  });

  it('refuses what is not an http or https origin, naming the entry', () => {
    const refused = [
      'https://www.example.com/book',
      'https://www.example.com?ref=1',
      'https://www.example.com/?',
      'https://www.example.com#form',
      'https://user:secret@www.example.com',
      'javascript:alert(1)',
      'ftp://x',
      'data:text/html,hi',
      'www.example.com',
      'https://',
      // Hosts a CSP source cannot name: a wildcard would widen the list, `;` or `,` would end it.
      'https://*.example.com',
      'https://a;b.example.com',
      'https://a,b.example.com',
      'https://a.com;script-src *',
      'https://a.com https://b.com',
      "https://a.com'",
      '*',
      'http://[::1]',
    ];
    for (const entry of refused) {
      expect(widgetOrigin(entry), entry).toBeNull();
      expect(messagesOf(bookingWidgetSchema.safeParse({ allowedOrigins: [entry] })), entry).toEqual({
        'allowedOrigins.0': notAnOrigin(entry),
      });
    }
  });

  it('refuses controls, which the URL parser would drop, and shows them as �', () => {
    for (const entry of ['https://www.example.com\u0000', 'https://www.exa\u0000mple.com', 'https://www.\u001bx.com']) {
      expect(widgetOrigin(entry), JSON.stringify(entry)).toBeNull();
    }
    expect(messagesOf(bookingWidgetSchema.safeParse({ allowedOrigins: ['https://a.com\u0000'] }))).toEqual({
      'allowedOrigins.0': notAnOrigin('https://a.com\uFFFD'),
    });
  });

  it('names a long entry by its first 40 characters, and refuses one longer than an origin can be', () => {
    const long = `https://${'a'.repeat(4_992)}`;
    expect(long).toHaveLength(5_000);
    expect(messagesOf(bookingWidgetSchema.safeParse({ allowedOrigins: [long] }))).toEqual({
      'allowedOrigins.0': `“${long.slice(0, 40)}…” is not an origin. Enter an origin such as https://www.example.com (scheme and host, no path)`,
    });
    const atTheLimit = `https://${'a'.repeat(CONFIGURATION_LIMITS.widgetOriginLength - 8)}`;
    expect(bookingWidgetSchema.safeParse({ allowedOrigins: [atTheLimit] }).success).toBe(true);
    expect(bookingWidgetSchema.safeParse({ allowedOrigins: [`${atTheLimit}a`] }).success).toBe(false);
  });

  it('refuses an empty entry, one that is not text, a list that is not one, and more than 20', () => {
    expect(messagesOf(bookingWidgetSchema.safeParse({ allowedOrigins: ['https://a.com', '  ', 7] }))).toEqual({
      'allowedOrigins.1':
        'Enter an origin such as https://www.example.com (scheme and host, no path), or remove the empty one',
      'allowedOrigins.2': 'Enter each origin as text, such as https://www.example.com (scheme and host, no path)',
    });
    expect(messagesOf(bookingWidgetSchema.safeParse({ allowedOrigins: 'https://a.com' }))).toEqual({
      allowedOrigins: 'Allowed websites must be a list of origins, such as https://www.example.com',
    });
    const many = Array.from({ length: CONFIGURATION_LIMITS.widgetOrigins + 1 }, (_, i) => `https://s${i}.example.com`);
    expect(messagesOf(bookingWidgetSchema.safeParse({ allowedOrigins: many }))).toEqual({
      allowedOrigins: 'Allowed websites may have at most 20 origins',
    });
    expect(bookingWidgetSchema.safeParse({ allowedOrigins: many.slice(1) }).success).toBe(true);
    expect(bookingWidgetSchema.safeParse({ allowedOrigins: [], colour: 'red' }).success).toBe(false);
  });

  it('is saved by administrators only', () => {
    const everything = { isAdmin: false, permissions: [...CONFIGURATION_EDIT_PERMISSIONS] };
    expect(canEditConfigurationSection(everything, 'bookingWidget')).toBe(false);
    expect(canEditConfigurationSection({ isAdmin: true, permissions: [] }, 'bookingWidget')).toBe(true);
  });
});

describe('the booking widget’s snippet', () => {
  it('names the script and the page under Livery’s address, without a doubled slash', () => {
    const expected = {
      script: '<script src="https://book.example.com/embed.js" async></script>',
      iframe:
        '<iframe src="https://book.example.com/embed/book" title="Book a trip" ' +
        'style="width:100%;min-height:640px;border:0" allow="payment"></iframe>',
    };
    expect(widgetSnippet('https://book.example.com')).toEqual(expected);
    expect(widgetSnippet('https://book.example.com/')).toEqual(expected);
    expect([WIDGET_SCRIPT_PATH, WIDGET_PAGE_PATH]).toEqual(['/embed.js', '/embed/book']);
  });
});
