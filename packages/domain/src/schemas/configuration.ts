/**
 * The configuration (SPEC §3: one record, id 1; DESIGN §6): the pricing inputs, the public home page's texts, the
 * staff's messages and the business time zone, each a section saved on its own with its own permission
 * (decision 037).
 */
import { z } from 'zod';
import { isTimeZone } from '../dates.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { can, type Grantee, type Permission } from '../permissions.js';
import { TIME_FORMATS } from '../time-format.js';
import { TRIP_EXTRAS } from '../trip-progress.js';
import { bookingWidgetSchema } from './booking-widget.js';
import { moneySchema, whenAnObject } from './catalogue-rules.js';
import { isoDateTime, versionSchema } from './common.js';
import { CONFIGURATION_LIMITS } from './configuration-limits.js';
import { QUOTE_ACCEPTANCES, quotesConfigurationSchema } from './quote-offer.js';

// The limits have a file of their own so that booking-widget.ts reads them without importing this one back.
export { CONFIGURATION_LIMITS };

/** The sections, in the order the settings screen shows them. */
export const CONFIGURATION_SECTIONS = [
  'meetAndGreet',
  'maxMilesSurge',
  'extraStopCharges',
  'home',
  'messages',
  'timezone',
  'customerPolicy',
  'display',
  'dayOfTrip',
  'bookingWidget',
  'quotes',
  'booking',
] as const;
export type ConfigurationSection = (typeof CONFIGURATION_SECTIONS)[number];

/**
 * What saving each section needs (SPEC §6's catalogue has none for the time zone: it changes how every date of the
 * business reads, so only an administrator may change it — `null` here, `canEditConfigurationSection` says so).
 */
export const CONFIGURATION_SECTION_PERMISSIONS = {
  meetAndGreet: 'configurations:meet-and-greet',
  maxMilesSurge: 'configurations:max-miles-surge',
  extraStopCharges: 'configurations:extra-stop',
  home: 'configurations:home',
  messages: 'configurations:messages',
  timezone: null,
  // What a customer's cancellation costs them and who in the office hears of it: a money policy, and no
  // configurations:* permission names it, so administrators only, like the time zone (decision 052).
  customerPolicy: null,
  // How every time reads, on every screen and in every e-mail, text and CSV: like the time zone (decision 056).
  display: null,
  // How drop-offs are estimated and which extras drivers may report, charged once approved (issue 24): money and
  // the drivers' work, which no configurations:* permission names, so administrators only.
  dayOfTrip: null,
  // Which websites may show the booking form in a frame (issue 27): a security setting, which no configurations:*
  // permission names, so administrators only.
  bookingWidget: null,
  // How long a sent quote stays open and whether accepting it pays online or books unpaid (issue 39, decision 090):
  // money and how the office is paid, which no configurations:* permission names, so administrators only.
  quotes: null,
  // Who may book a trip between two addresses (issue 39, decision 092): what the company sells, which no
  // configurations:* permission names, so administrators only.
  booking: null,
} as const satisfies Record<ConfigurationSection, Permission | null>;

/** The section permissions; holding any one of them is what opens the save call at all. */
export const CONFIGURATION_EDIT_PERMISSIONS: readonly Permission[] = Object.values(
  CONFIGURATION_SECTION_PERMISSIONS,
).filter((p): p is NonNullable<typeof p> => p !== null);

/** Whether the user may save this section: its permission, or for those without one being an administrator. */
export function canEditConfigurationSection(user: Grantee | null | undefined, section: ConfigurationSection): boolean {
  const permission = CONFIGURATION_SECTION_PERMISSIONS[section];
  if (permission === null) return user?.isAdmin ?? false;
  return can(user, permission);
}

/** A required number ≥ 0 (a missing one says so, not "must be a number"). */
const requiredNumber = (label: string) =>
  z.number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) });

/** A percentage 0–100 with at most 2 decimals (numeric(5,2)), required: 0 is "none". */
const requiredPercentage = (label: string) =>
  requiredNumber(label)
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimals`);

/** Miles with at most one decimal (numeric(7,1)), as staff type them. */
const milesSchema = (label: string) =>
  requiredNumber(label)
    .min(0, `${label} must be 0 or more`)
    .max(
      CONFIGURATION_LIMITS.maxMiles,
      `${label} must be at most ${CONFIGURATION_LIMITS.maxMiles.toLocaleString('en')}`,
    )
    .refine((value) => /^\d+(\.\d)?$/.test(String(value)), `${label} must have at most 1 decimal`);

/** A text of at most `max` characters, trimmed; `required` refuses an empty one. */
const text = (label: string, max: number, required = false) => {
  const base = z
    .string({ error: required ? `${label} is required` : `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en')} characters`);
  return required ? base.min(1, `${label} is required`) : base.default('');
};

/**
 * What visitors and customers may book (issue 39, decision 092): point-to-point trips (between two addresses) too,
 * not only trips from or to an airport. Staff with `reservations:point-to-point` always may.
 */
export const bookingConfigurationSchema = z.strictObject({
  pointToPointForEveryone: z.boolean({ error: 'Point-to-point for everyone must be true or false' }),
});

/** Meet & greet: its amount when it is not 0, else its percentage of the trip's base (DESIGN §5, step 4). */
export const meetAndGreetSchema = z.strictObject({
  amount: moneySchema('Amount'),
  percentage: requiredPercentage('Percentage'),
});
export type MeetAndGreet = z.infer<typeof meetAndGreetSchema>;

/** A one-way trip longer than `maxMiles` adds `amount` to each car class's line (DESIGN §5, step 1). */
export const maxMilesSurgeSchema = z.strictObject({
  maxMiles: milesSchema('Maximum miles'),
  amount: moneySchema('Amount'),
});
export type MaxMilesSurge = z.infer<typeof maxMilesSurgeSchema>;

/** Each extra stop of a leg costs `amount` (DESIGN §5, step 6). */
export const extraStopChargesSchema = z.strictObject({ amount: moneySchema('Amount') });
export type ExtraStopCharges = z.infer<typeof extraStopChargesSchema>;

export const faqItemSchema = z.strictObject({
  question: text('Question', CONFIGURATION_LIMITS.faqQuestion, true),
  answer: text('Answer', CONFIGURATION_LIMITS.faqAnswer, true),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/**
 * The public home page's texts (DESIGN §6), plain text (line breaks kept, no HTML). The contact number, welcome and
 * working hours are always shown; an empty services, core values, satisfaction or payment text hides its part.
 */
export const homeSchema = z.strictObject({
  contactNumber: z
    .string({ error: 'Contact number is required' })
    .trim()
    .min(1, 'Contact number is required')
    .regex(/^\+?[0-9 ().-]{7,20}$/, 'Enter a phone number, such as +1 212 555 0100'),
  welcome: text('Welcome', CONFIGURATION_LIMITS.welcome, true),
  services: text('Services', CONFIGURATION_LIMITS.homeText),
  coreValues: text('Core values', CONFIGURATION_LIMITS.homeText),
  satisfaction: text('Satisfaction', CONFIGURATION_LIMITS.homeText),
  payment: text('Payment', CONFIGURATION_LIMITS.homeText),
  workingHours: text('Working hours', CONFIGURATION_LIMITS.workingHours, true),
  faq: z
    .array(faqItemSchema, { error: 'FAQ must be a list of questions and answers' })
    .max(CONFIGURATION_LIMITS.faqItems, `FAQ may have at most ${CONFIGURATION_LIMITS.faqItems} questions`)
    .default([]),
});
export type Home = z.infer<typeof homeSchema>;

/** The home page's texts that may be left empty, in their order, each a card with this heading when written. */
export const HOME_SECTIONS = [
  { key: 'services', title: 'Our services' },
  { key: 'coreValues', title: 'Our values' },
  { key: 'satisfaction', title: 'Your satisfaction' },
  { key: 'payment', title: 'Payment' },
] as const satisfies readonly { key: keyof Home; title: string }[];

/** Messages to the office's staff and customers. `reservationAlert` is HTML, sanitised on the server when saved. */
export const messagesSchema = z.strictObject({
  reservationAlert: z
    .string({ error: 'Reservation alert must be text (HTML)' })
    .max(
      CONFIGURATION_LIMITS.reservationAlert,
      `Reservation alert must be at most ${CONFIGURATION_LIMITS.reservationAlert.toLocaleString('en')} characters`,
    )
    .default(''),
});
export type Messages = z.infer<typeof messagesSchema>;

/**
 * What a customer may do with their own trip (decision 052): cancel it themselves up to `cancelCutoffHours` before
 * pickup, a PayPal payment refunded less `cancelFeePercentage` of what was paid; the office hears of it at
 * `officeEmail`, or when it is empty every administrator does.
 */
export const customerPolicySchema = z.strictObject({
  cancelCutoffHours: requiredNumber('Cancel cut-off')
    .int('Cancel cut-off must be a whole number of hours')
    .min(0, `Cancel cut-off must be between 0 and ${CONFIGURATION_LIMITS.cancelCutoffHours} hours`)
    .max(
      CONFIGURATION_LIMITS.cancelCutoffHours,
      `Cancel cut-off must be between 0 and ${CONFIGURATION_LIMITS.cancelCutoffHours} hours`,
    ),
  cancelFeePercentage: requiredPercentage('Cancellation fee'),
  officeEmail: z
    .string({ error: 'Office e-mail must be text' })
    .trim()
    .toLowerCase()
    .max(254, 'Office e-mail must be at most 254 characters')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter an e-mail address, or leave it empty')
    .default(''),
});
export type CustomerPolicy = z.infer<typeof customerPolicySchema>;

/** How times read everywhere (decision 056): the business's 12- or 24-hour clock. */
export const displaySchema = z.strictObject({
  timeFormat: z.enum(TIME_FORMATS, { error: 'Choose the 12-hour or the 24-hour clock' }),
});
export type Display = z.infer<typeof displaySchema>;

/** The day of the trip (issue 24, decision 058): the speed that estimates a drop-off, and the extras drivers report. */
export const dayOfTripSchema = z.strictObject({
  averageSpeedMph: z
    .number({ error: 'Average speed must be a whole number of miles per hour' })
    .int('Average speed must be a whole number of miles per hour')
    .min(5, 'Average speed must be at least 5 mph')
    .max(120, 'Average speed must be at most 120 mph'),
  tripExtras: z
    .array(z.enum(TRIP_EXTRAS, { error: `Extras are ${TRIP_EXTRAS.join(', ')}` }))
    .max(TRIP_EXTRAS.length)
    .transform((extras) => TRIP_EXTRAS.filter((extra) => extras.includes(extra))),
  waitingMinuteAmount: moneySchema('Price of a waiting minute').max(1_000, 'Price of a waiting minute is too large'),
});
export type DayOfTrip = z.infer<typeof dayOfTripSchema>;

/** The IANA name a time zone is known by (`america/new_york` → `America/New_York`). */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/** The business time zone (DESIGN §3): an IANA name, saved in its canonical spelling. */
export const timezoneSchema = z
  .string({ error: 'Time zone is required' })
  .trim()
  .min(1, 'Time zone is required')
  .max(64, 'Time zone must be at most 64 characters')
  .refine(isTimeZone, 'Choose a time zone from the list, such as America/New_York')
  .transform(canonicalTimeZone);

/** The configuration as `GET /configurations` answers it. */
export const configurationSchema = z.object({
  id: z.number().int(),
  meetAndGreet: z.object({ amount: z.number(), percentage: z.number() }),
  maxMilesSurge: z.object({ maxMiles: z.number(), amount: z.number() }),
  extraStopCharges: z.object({ amount: z.number() }),
  home: z.object({
    contactNumber: z.string(),
    welcome: z.string(),
    services: z.string(),
    coreValues: z.string(),
    satisfaction: z.string(),
    payment: z.string(),
    workingHours: z.string(),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  messages: z.object({ reservationAlert: z.string() }),
  timezone: z.string(),
  customerPolicy: z.object({ cancelCutoffHours: z.number(), cancelFeePercentage: z.number(), officeEmail: z.string() }),
  display: z.object({ timeFormat: z.enum(TIME_FORMATS) }),
  dayOfTrip: z.object({
    averageSpeedMph: z.number().int(),
    tripExtras: z.array(z.enum(TRIP_EXTRAS)),
    waitingMinuteAmount: z.number(),
  }),
  bookingWidget: z.object({ allowedOrigins: z.array(z.string()) }),
  quotes: z.object({ validDays: z.number().int(), acceptance: z.enum(QUOTE_ACCEPTANCES) }),
  booking: z.object({ pointToPointForEveryone: z.boolean() }),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type Configuration = z.infer<typeof configurationSchema>;

/** Each section's body schema (what the section's card edits). */
export const CONFIGURATION_SECTION_SCHEMAS = {
  meetAndGreet: meetAndGreetSchema,
  maxMilesSurge: maxMilesSurgeSchema,
  extraStopCharges: extraStopChargesSchema,
  home: homeSchema,
  messages: messagesSchema,
  timezone: timezoneSchema,
  customerPolicy: customerPolicySchema,
  display: displaySchema,
  dayOfTrip: dayOfTripSchema,
  bookingWidget: bookingWidgetSchema,
  quotes: quotesConfigurationSchema,
  booking: bookingConfigurationSchema,
} as const;

const ONE_SECTION = `Send exactly one section to save, with the version you read: ${CONFIGURATION_SECTIONS.join(', ')}.`;

/**
 * `PUT /configurations/1`: the version read and exactly one section, `{ "version": 3, "meetAndGreet": { … } }`.
 * Strict: anything else is refused.
 */
export const updateConfigurationSchema = z
  .strictObject({
    version: versionSchema,
    meetAndGreet: meetAndGreetSchema.optional(),
    maxMilesSurge: maxMilesSurgeSchema.optional(),
    extraStopCharges: extraStopChargesSchema.optional(),
    home: homeSchema.optional(),
    messages: messagesSchema.optional(),
    timezone: timezoneSchema.optional(),
    customerPolicy: customerPolicySchema.optional(),
    display: displaySchema.optional(),
    dayOfTrip: dayOfTripSchema.optional(),
    bookingWidget: bookingWidgetSchema.optional(),
    quotes: quotesConfigurationSchema.optional(),
    booking: bookingConfigurationSchema.optional(),
  })
  .superRefine(
    (value, ctx) => {
      const sent = CONFIGURATION_SECTIONS.filter((section) => section in value);
      if (sent.length !== 1) ctx.addIssue({ code: 'custom', message: ONE_SECTION });
    },
    { when: whenAnObject },
  );
export type UpdateConfigurationInput = z.infer<typeof updateConfigurationSchema>;

/** The sections a raw body names (before validation: anything may be in it). */
export function sectionsIn(body: unknown): ConfigurationSection[] {
  if (typeof body !== 'object' || body === null) return [];
  return CONFIGURATION_SECTIONS.filter((section) => Object.hasOwn(body, section));
}
