import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.js';
import type { AppConfig } from '../config.js';
import { createTestApp } from './helper.js';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded body (quoted-printable undone), text and HTML parts together. */
  body: string;
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links in the message. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim() ?? '';
  // =?UTF-8?Q?…?= encoded words (subjects with a dash); white space between two of them is not text (RFC 2047 §6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?q\?(.*?)\?=/gi, (_, q: string) =>
      Buffer.from(decodeQuotedPrintable(q.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

/** A real SMTP server on a free local port that keeps what it receives (issue 4: tests speak real SMTP). */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headerOf(raw, 'subject'),
          body: decodeQuotedPrintable(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mail sent to this address, newest last. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message to this path, e.g. `/reset-password`; returns its token. */
export function tokenFromLink(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match?.[1]) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[1];
}

/**
 * The file's app, sending its mail to an SMTP sink of its own (the account tests' preamble, written once).
 * Mail goes out when a test calls `app.mail.drainOutbox()`.
 */
export function useMailTestApp(overrides: Partial<AppConfig> = {}): {
  readonly app: App;
  readonly smtp: Awaited<ReturnType<typeof startSmtpSink>>;
} {
  const holder = {} as { app: App; close: () => Promise<void>; smtp: Awaited<ReturnType<typeof startSmtpSink>> };
  beforeAll(async () => {
    holder.smtp = await startSmtpSink();
    Object.assign(
      holder,
      await createTestApp({
        smtpUrl: holder.smtp.url,
        mailPollMs: 0,
        publicUrl: 'http://livery.example',
        ...overrides,
      }),
    );
  });
  afterAll(async () => {
    await holder.close?.();
    await holder.smtp?.close();
  });
  return {
    get app() {
      return holder.app;
    },
    get smtp() {
      return holder.smtp;
    },
  };
}
