import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { serverDataDir } from './constants';

/** The folder this worker's server writes its mail to (its DATA_DIR/mail, see playwright.config.ts). */
const mailDir = () => path.join(serverDataDir(), 'mail');

/** Bytes written as `=XX` (quoted-printable) read back as UTF-8. */
const unescapeQuoted = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

/**
 * Undoes quoted-printable soft breaks and escapes, and a header's encoded words (RFC 2047's
 * `=?UTF-8?Q?Trip_A1_changed?=`), enough to read a subject and a link.
 */
const decode = (text: string) =>
  unescapeQuoted(
    text.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => word.replaceAll('_', ' ')).replace(/=\r?\n/g, ''),
  );

/** Every message written to this address so far, oldest first, decoded. */
export function messagesTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return []; // no mail written yet
  }
  return files
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((f) => decode(readFileSync(path.join(mailDir(), f), 'utf8')))
    .filter((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

/** Waits for a mail to this address with a link to `linkPath` and returns the link (relative). */
export async function waitForLink(address: string, linkPath: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const messages = messagesTo(address);
        const match = new RegExp(`https?://[^\\s"<>]+(${linkPath}\\?token=[A-Za-z0-9_-]+)`).exec(messages.at(-1) ?? '');
        link = match?.[1] ?? '';
        return link;
      },
      { timeout: 10_000, message: `a ${linkPath} link mailed to ${address}` },
    )
    .not.toBe('');
  return link;
}
