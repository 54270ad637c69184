import { APP_NAME } from '@livery/domain';
import type { SignInForm } from '../auth/index.js';
import { escapeHtml as e } from './html-text.js';

interface FieldSpec {
  name: 'email' | 'password';
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error: string | undefined;
  autoFocus: boolean;
}

/** An outlined text field as MUI draws it: the label inside, floating onto the outline once focused or filled. */
function field({ name, label, type, autoComplete, value, error, autoFocus }: FieldSpec): string {
  const helper = error ? `<p id="${name}-error" class="helper">${e(error)}</p>` : '';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return (
    `<div class="field${error ? ' error' : ''}">` +
    `<input id="${name}" name="${name}" type="${type}" autocomplete="${autoComplete}" required placeholder=" "` +
    `${value ? ` value="${e(value)}"` : ''}${invalid}${autoFocus ? ' autofocus' : ''}>` +
    `<label for="${name}">${e(label)}<span aria-hidden="true"> *</span></label>${helper}</div>`
  );
}

const withRedirect = (path: string, redirect: string | null) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

/**
 * `/login` for someone without a session (decision 067): the SPA's sign-in card (apps/web/src/app/routes/login.tsx)
 * as a plain form, which `POST /login` answers. No script: it works before, and without, the dashboard's JavaScript.
 * The first field at fault, else the email (else the password, once an email is typed), has the focus.
 */
export function signInBody({ email, redirect, message, fieldErrors = {} }: SignInForm): string {
  const focusPassword = fieldErrors.email === undefined && (fieldErrors.password !== undefined || email !== '');
  const alert = message ? `<div class="alert" role="alert">${e(message)}</div>` : '';
  return (
    '<div class="signed-out"><section class="paper sign-in" aria-labelledby="sign-in-heading">' +
    `<h1 id="sign-in-heading">Sign in</h1><p class="intro">Welcome back to ${e(APP_NAME)}.</p>` +
    `<form method="post" action="${e(withRedirect('/login', redirect))}" novalidate>${alert}` +
    field({
      name: 'email',
      label: 'Email',
      type: 'email',
      autoComplete: 'email',
      value: email,
      error: fieldErrors.email,
      autoFocus: !focusPassword,
    }) +
    field({
      name: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'current-password',
      value: '',
      error: fieldErrors.password,
      autoFocus: focusPassword,
    }) +
    '<button class="button contained" type="submit">Sign in</button></form>' +
    '<p class="below"><a href="/forgot-password">Forgot your password?</a></p>' +
    `<p class="below">New to ${e(APP_NAME)}? <a href="${e(withRedirect('/signup', redirect))}">Create an account</a></p>` +
    '</section></div>'
  );
}
