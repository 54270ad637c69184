import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The folder the e2e server writes its mail to (DATA_DIR/mail, see playwright.config.ts). */
const mailDir = () => path.join(process.env['E2E_DATA_DIR'] ?? '', 'mail');

/** Undoes quoted-printable soft breaks and escapes, enough to read a link. */
const decode = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

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
