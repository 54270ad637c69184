import type { Executor } from '../../db/client.js';
import { administratorEmails } from '../people/index.js';
import { enqueueMail } from './mail-queries.js';
import { findOfficeEmail } from './office-address-queries.js';

export interface OfficeNotice {
  subject: string;
  text: string;
  html?: string;
}

/**
 * Tells the office something a customer did or could not do (a cancellation, a payment that could not be made
 * online): queued in the caller's transaction, so it is sent only if the change commits (decision 022). It goes to
 * the customer policy's office e-mail, or, when the office has set none, to every administrator, one message each
 * (decision 052). Answers the addresses it was queued to.
 */
export async function notifyOffice(tx: Executor, notice: OfficeNotice): Promise<string[]> {
  const officeEmail = await findOfficeEmail(tx);
  const recipients = officeEmail ? [officeEmail] : await administratorEmails(tx);
  for (const to of recipients) await enqueueMail(tx, { to, ...notice });
  return recipients;
}
