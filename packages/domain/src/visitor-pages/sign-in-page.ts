import { APP_NAME } from '../app.js';
import type { LoginInput } from '../schemas/auth.js';
import { withRedirect, type FormFieldSpec, type TextLine } from './page-parts.js';

/**
 * `/login` (decision 067): the signed-out card's heading and welcome, its fields (the domain's `loginSchema`, whose
 * messages both show), its button, and the lines under it. The server's form and the SPA's sign-in screen draw it.
 */
export const SIGN_IN_PAGE = {
  heading: 'Sign in',
  intro: `Welcome back to ${APP_NAME}.`,
  fields: [
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', required: true },
  ],
  submit: 'Sign in',
  /** The button while the SPA's request runs (the server's form has no such moment). */
  submitting: 'Signing in…',
} as const satisfies {
  heading: string;
  intro: string;
  fields: readonly FormFieldSpec<keyof LoginInput>[];
  submit: string;
  submitting: string;
};

/** The lines under the form; the sign-up link keeps `?redirect=`, so switching pages loses nothing. */
export const signInLinks = (redirect: string | null): readonly TextLine[] => [
  [{ text: 'Forgot your password?', href: '/forgot-password' }],
  [`New to ${APP_NAME}? `, { text: 'Create an account', href: withRedirect('/signup', redirect) }],
];
