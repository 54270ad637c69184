import { SIGN_IN_PAGE, signInLinks, withRedirect, type FormFieldSpec } from '@livery/domain';
import type { SignInForm } from '../auth/index.js';
import { escapeHtml as e, lineHtml } from './html-text.js';

type SignInField = (typeof SIGN_IN_PAGE.fields)[number];

interface FieldState {
  value: string;
  error: string | undefined;
  autoFocus: boolean;
}

/** An outlined text field as MUI draws it: the label inside, floating onto the outline once focused or filled. */
function field({ name, label, type, autoComplete, required }: FormFieldSpec, { value, error, autoFocus }: FieldState) {
  const helper = error ? `<p id="${name}-error" class="helper">${e(error)}</p>` : '';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return (
    `<div class="field${error ? ' error' : ''}">` +
    `<input id="${name}" name="${name}" type="${type}"${autoComplete ? ` autocomplete="${autoComplete}"` : ''}` +
    `${required ? ' required' : ''} placeholder=" "${value ? ` value="${e(value)}"` : ''}${invalid}` +
    `${autoFocus ? ' autofocus' : ''}><label for="${name}">${e(label)}` +
    `${required ? '<span aria-hidden="true"> *</span>' : ''}</label>${helper}</div>`
  );
}

/**
 * `/login` for someone without a session (decision 067): the domain's `SIGN_IN_PAGE`, which the SPA's sign-in
 * screen draws too (decision 076), as a plain form that `POST /login` answers. No script: it works before, and
 * without, the dashboard's JavaScript. The first field at fault, else the email (else the password, once an email is
 * typed), has the focus; the password is never sent back.
 */
export function signInBody({ email, redirect, message, fieldErrors = {} }: SignInForm): string {
  const focusPassword = fieldErrors.email === undefined && (fieldErrors.password !== undefined || email !== '');
  const alert = message ? `<div class="alert" role="alert">${e(message)}</div>` : '';
  const stateOf = ({ name }: SignInField): FieldState => ({
    value: name === 'email' ? email : '',
    error: fieldErrors[name],
    autoFocus: (name === 'password') === focusPassword,
  });
  const { heading, intro, fields, submit } = SIGN_IN_PAGE;
  return (
    '<div class="signed-out"><section class="paper sign-in" aria-labelledby="sign-in-heading">' +
    `<h1 id="sign-in-heading">${e(heading)}</h1><p class="intro">${e(intro)}</p>` +
    `<form method="post" action="${e(withRedirect('/login', redirect))}" novalidate>${alert}` +
    fields.map((spec) => field(spec, stateOf(spec))).join('') +
    `<button class="button contained" type="submit">${e(submit)}</button></form>` +
    signInLinks(redirect)
      .map((line) => `<p class="below">${lineHtml(line)}</p>`)
      .join('') +
    '</section></div>'
  );
}
