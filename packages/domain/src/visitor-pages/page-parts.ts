/**
 * The pieces the visitor's first pages are described with (decision 076): texts, links inside a line, and form fields.
 * The server's templates (apps/api/src/modules/public-site) and the SPA's screens render the same description.
 */

/** A link inside a line of text: a path of the app (`/signup`) or a `tel:` address. */
export interface TextLink {
  text: string;
  href: string;
}

/** A line of text with links in it, in reading order: `['Call ', { text: '+1 …', href: 'tel:…' }, '.']`. */
export type TextLine = readonly (string | TextLink)[];

/** One input of a form, as both renderers draw it: its name, label, type, autocomplete and whether it is required. */
export interface FormFieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  type: 'email' | 'password' | 'text' | 'date' | 'time' | 'number';
  autoComplete?: string;
  required: boolean;
}

/** `/login` or `/signup` keeping where the person was going (`?redirect=`), so switching between them loses nothing. */
export const withRedirect = (path: string, redirect: string | null) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

/** A phone number's `tel:` address: the digits and a leading `+`, nothing else. */
export const telOf = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Whether a link goes to a page of the app (the SPA follows it without a load) rather than out (`tel:`). */
export const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');
