import { APP_NAME } from '@livery/domain';
import type { OutgoingMail } from './mail-queries.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMail(to: string, subject: string, greeting: string, lines: string[], action: string, url: string) {
  const text = [`Hello ${greeting},`, '', ...lines, '', `${action}: ${url}`, '', `— ${APP_NAME}`].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(greeting)},</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>— ${APP_NAME}</p>`,
  ].join('\n');
  return { to, subject: `${APP_NAME} — ${subject}`, text, html } satisfies OutgoingMail;
}

export const resetPasswordMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Reset your password',
    name,
    [
      'Someone asked to reset the password of your account. The link works once, for one hour.',
      'If it was not you, ignore this e-mail.',
    ],
    'Reset your password',
    url,
  );

export const setPasswordMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Set your password',
    name,
    [`An account was created for you at ${APP_NAME}. Choose a password to sign in. The link works once, for 3 days.`],
    'Set your password',
    url,
  );

export const verifyEmailMail = (to: string, name: string, url: string) =>
  linkMail(to, 'Verify your e-mail', name, ['Please confirm this is your e-mail address.'], 'Verify your e-mail', url);

export const changeEmailMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Confirm your new e-mail',
    name,
    ['You asked to use this address for your account. It changes only when you follow the link (valid for one day).'],
    'Confirm your new e-mail',
    url,
  );
