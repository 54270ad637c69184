import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import {
  claimDueMail,
  markAttemptFailed,
  markSent,
  releaseMail,
  type MailRow,
} from '../modules/notifications/mail-queries.js';

export const MAIL_MAX_ATTEMPTS = 8;
const BATCH = 20;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Sends every due message now; resolves with how many were sent. */
      drainOutbox(): Promise<number>;
      publicUrl: string;
    };
  }
}

export interface MailOutboxOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  dataDir: string;
  pollMs: number;
}

/** Sends through SMTP_URL, or writes `<dataDir>/mail/<id>.eml` (DESIGN.md §5). */
function deliveryFor(options: MailOutboxOptions): (row: MailRow) => Promise<void> {
  const message = (row: MailRow) => ({
    from: options.mailFrom,
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
  });
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return async (row) => {
      await transport.sendMail(message(row));
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = options.dataDir === 'memory://' ? null : path.join(options.dataDir, 'mail');
  return async (row) => {
    const info = await transport.sendMail(message(row));
    if (!folder) return;
    // A message holds sign-up and reset links: the owner's only (decision 069).
    await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeFile(path.join(folder, `${row.id}.eml`), info.message, { mode: PRIVATE_FILE_MODE });
  };
}

export default fp<MailOutboxOptions>(
  async (app, options) => {
    const deliver = deliveryFor(options);
    let running: Promise<number> | null = null;
    // The app is closing: the message being sent is finished, the rest of the batch left to another process.
    let stopping = false;

    async function drainOnce(): Promise<number> {
      let sent = 0;
      for (;;) {
        if (stopping) return sent;
        const batch = await claimDueMail(app.db, BATCH);
        if (!batch.length) return sent;
        for (const [index, row] of batch.entries()) {
          if (stopping) {
            await releaseMail(
              app.db,
              batch.slice(index).map((unsent) => unsent.id),
            );
            return sent;
          }
          try {
            await deliver(row);
            await markSent(app.db, row.id);
            sent += 1;
          } catch (error) {
            const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
            const reason = error instanceof Error ? error.message : String(error);
            app.log.warn({ event: 'mail-failed', mailId: row.id, attempts: row.attempts, giveUp }, reason);
            await markAttemptFailed(
              app.db,
              row.id,
              reason,
              giveUp ? null : new Date(Date.now() + retryDelayMs(row.attempts)),
            );
          }
        }
      }
    }

    // One drain at a time per process; others share its result.
    const drainOutbox = () => {
      running ??= drainOnce().finally(() => {
        running = null;
      });
      return running;
    };

    app.decorate('mail', { drainOutbox, publicUrl: options.publicUrl });
    // At the start of a graceful shutdown (decision 061); the database closes after the send in progress.
    app.addHook('preClose', async () => {
      stopping = true;
    });
    app.addHook('onClose', async () => {
      await running?.catch(() => 0);
    });

    if (options.pollMs > 0) {
      const timer = setInterval(() => {
        drainOutbox().catch((error: unknown) => app.log.error({ err: error }, 'outbox worker failed'));
      }, options.pollMs);
      timer.unref();
      app.addHook('preClose', async () => clearInterval(timer));
    }
  },
  { name: 'mail-outbox', dependencies: ['database'] },
);
