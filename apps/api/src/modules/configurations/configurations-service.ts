import {
  canEditConfigurationSection,
  sectionsIn,
  type Configuration,
  type ConfigurationSection,
  type PublicConfiguration,
  type UpdateConfigurationInput,
} from '@livery/domain';
import type { Broadcast } from '../../db/broadcast.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { forbidden } from '../../lib/permission-checks.js';
import { recordAudit } from '../audit/index.js';
import { type AuthUser } from '../auth/index.js';
import { sanitizePageHtml } from '../static-pages/index.js';
import { TIME_FORMAT_CHANNEL } from '../../lib/business-clock.js';
import { TIME_ZONE_CHANNEL } from './business-time-zone.js';
import { DEFAULT_CONFIGURATION } from './configuration-defaults.js';
import * as queries from './configurations-queries.js';

const ENTITY = 'configuration';

export function toConfiguration(row: queries.ConfigurationRow): Configuration {
  return {
    id: row.id,
    meetAndGreet: { amount: row.meetAndGreetAmount, percentage: row.meetAndGreetPercentage },
    maxMilesSurge: { maxMiles: row.maxMilesSurgeMiles, amount: row.maxMilesSurgeAmount },
    extraStopCharges: { amount: row.extraStopAmount },
    home: row.home,
    messages: { reservationAlert: row.reservationAlert },
    timezone: row.timeZone,
    customerPolicy: {
      cancelCutoffHours: row.cancelCutoffHours,
      cancelFeePercentage: row.cancelFeePercentage,
      officeEmail: row.officeEmail,
    },
    display: { timeFormat: row.timeFormat },
    dayOfTrip: {
      averageSpeedMph: row.averageSpeedMph,
      tripExtras: row.tripExtras,
      waitingMinuteAmount: row.waitingMinuteAmount,
    },
    bookingWidget: { allowedOrigins: row.widgetOrigins },
    quotes: { validDays: row.quoteValidDays, acceptance: row.quoteAcceptance },
    booking: { pointToPointForEveryone: row.pointToPointForEveryone },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Sections = Pick<Configuration, ConfigurationSection>;

/** The columns of the sections given; the reservation alert through the static pages' allowlist (DESIGN §6). */
function columnsOf(sections: Partial<Sections>): queries.ConfigurationValues {
  const {
    meetAndGreet,
    maxMilesSurge,
    extraStopCharges,
    home,
    messages,
    timezone,
    customerPolicy,
    display,
    dayOfTrip,
    bookingWidget,
    quotes,
    booking,
  } = sections;
  return {
    ...(meetAndGreet && {
      meetAndGreetAmount: meetAndGreet.amount,
      meetAndGreetPercentage: meetAndGreet.percentage,
    }),
    ...(maxMilesSurge && { maxMilesSurgeMiles: maxMilesSurge.maxMiles, maxMilesSurgeAmount: maxMilesSurge.amount }),
    ...(extraStopCharges && { extraStopAmount: extraStopCharges.amount }),
    ...(home && { home }),
    ...(messages && { reservationAlert: sanitizePageHtml(messages.reservationAlert) }),
    ...(timezone !== undefined && { timeZone: timezone }),
    ...(customerPolicy && {
      cancelCutoffHours: customerPolicy.cancelCutoffHours,
      cancelFeePercentage: customerPolicy.cancelFeePercentage,
      officeEmail: customerPolicy.officeEmail,
    }),
    ...(display && { timeFormat: display.timeFormat }),
    ...(dayOfTrip && {
      averageSpeedMph: dayOfTrip.averageSpeedMph,
      tripExtras: dayOfTrip.tripExtras,
      waitingMinuteAmount: dayOfTrip.waitingMinuteAmount,
    }),
    ...(bookingWidget && { widgetOrigins: bookingWidget.allowedOrigins }),
    ...(quotes && { quoteValidDays: quotes.validDays, quoteAcceptance: quotes.acceptance }),
    ...(booking && { pointToPointForEveryone: booking.pointToPointForEveryone }),
  };
}

/**
 * The record, created with the defaults on the first start (`timeZone`: BUSINESS_TIME_ZONE then). Idempotent: a
 * restart or a second process finds it and changes nothing.
 */
export async function seedConfiguration(db: Executor, timeZone: string): Promise<boolean> {
  const home = DEFAULT_CONFIGURATION.home;
  const columns = columnsOf({ ...DEFAULT_CONFIGURATION, timezone: timeZone });
  return queries.insertConfigurationIfMissing(db, { ...columns, home, timeZone });
}

async function readRecord(db: Executor): Promise<Configuration> {
  const row = await queries.findConfiguration(db);
  if (!row) throw AppError.notFound('The configuration');
  return toConfiguration(row);
}

export const getConfiguration = (db: Database): Promise<Configuration> => readRecord(db);

/**
 * What visitors and the booking flow read: prices, home page, time zone and format and the cancellation policy, never
 * the staff's messages nor the office's e-mail address.
 */
export async function getPublicConfiguration(db: Database): Promise<PublicConfiguration> {
  const { meetAndGreet, maxMilesSurge, extraStopCharges, home, timezone, display, customerPolicy, quotes, booking } =
    await readRecord(db);
  const { cancelCutoffHours, cancelFeePercentage } = customerPolicy;
  return {
    meetAndGreet,
    maxMilesSurge,
    extraStopCharges,
    home,
    timezone,
    display,
    customerPolicy: { cancelCutoffHours, cancelFeePercentage },
    quotes: { validDays: quotes.validDays },
    booking,
  };
}

const SECTION_NAMES: Record<ConfigurationSection, string> = {
  meetAndGreet: 'meet & greet',
  maxMilesSurge: 'maximum miles surge',
  extraStopCharges: 'extra stop charges',
  home: 'home page',
  messages: 'messages',
  timezone: 'time zone',
  customerPolicy: 'customer policy',
  display: 'time format',
  dayOfTrip: 'day of the trip',
  bookingWidget: 'booking widget',
  quotes: 'quotes',
  booking: 'booking',
};

const staleConfiguration = (section: ConfigurationSection) =>
  new AppError(
    'CONFLICT',
    `Someone else saved the configuration since you opened it, so your ${SECTION_NAMES[section]} change was not ` +
      'saved. Reload it, check their change and make yours again.',
  );

export interface ConfigurationDeps {
  db: Database;
  broadcast: Broadcast;
}

/**
 * Saves one section (the schema lets exactly one through) if the record is still at the version the person read,
 * auditing the section before and after in the same transaction. A new time zone or time format is broadcast to
 * every process.
 */
export async function updateConfiguration(
  deps: ConfigurationDeps,
  actor: AuthUser,
  id: number,
  input: UpdateConfigurationInput,
): Promise<Configuration> {
  const [section] = sectionsIn(input);
  if (!section) throw AppError.validation({}, 'Send exactly one section to save.');
  // Each section's permission was checked before validation (`permissionOf`); the time zone and the customer
  // policy have none: administrators only.
  if (!canEditConfigurationSection(actor, section)) {
    const what = section === 'timezone' ? 'business time zone' : SECTION_NAMES[section];
    throw forbidden(`Only an administrator may change the ${what}. Ask an administrator.`);
  }
  if (id !== queries.CONFIGURATION_ID) throw AppError.notFound('This configuration');
  const after = await deps.db.transaction(async (tx) => {
    const before = await readRecord(tx);
    const row = await queries.updateConfiguration(tx, input.version, columnsOf(input));
    if (!row) throw staleConfiguration(section);
    const saved = toConfiguration(row);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: { version: before.version, [section]: before[section] },
      after: { version: saved.version, [section]: saved[section] },
    });
    return saved;
  });
  if (section === 'timezone') await deps.broadcast.notify(TIME_ZONE_CHANNEL, after.timezone);
  if (section === 'display') await deps.broadcast.notify(TIME_FORMAT_CHANNEL, after.display.timeFormat);
  return after;
}
