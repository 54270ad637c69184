import fp from 'fastify-plugin';
import { sendDueReminders, type RemindersSent } from '../modules/reservations/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      /** Queues every reminder due at `now` that no process has sent; resolves with how many this call queued. */
      sendDue(now?: Date): Promise<RemindersSent>;
    };
  }
}

export interface RemindersOptions {
  /** How often to look for due reminders; 0: never by itself (tests call `app.reminders.sendDue`). */
  pollMs: number;
}

/**
 * The reminders' worker (issue 24, decision 058): in every API process, every `pollMs`, the customers whose pickup
 * is within 24 hours and the drivers whose is within 2 hours. `trip_reminders` makes each leave once, whichever
 * processes run at once; the outbox sends them.
 */
export default fp<RemindersOptions>(
  async (app, options) => {
    let running: Promise<RemindersSent> | null = null;
    const sendDue = (now = new Date()) =>
      sendDueReminders(
        app.db,
        { publicUrl: app.mail.publicUrl, timeZone: app.businessTimeZone, statusSecret: app.tripStatusSecret },
        now,
      );
    app.decorate('reminders', { sendDue });

    if (options.pollMs > 0) {
      const timer = setInterval(() => {
        // One run at a time in a process: a slow one is not overtaken.
        running ??= sendDue()
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'reminders worker failed');
            return { customers: 0, drivers: 0 };
          })
          .finally(() => {
            running = null;
          });
      }, options.pollMs);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'reminders', dependencies: ['database', 'mail-outbox'] },
);
