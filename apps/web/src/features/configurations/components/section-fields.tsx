import {
  bookingWidgetSchema,
  type BookingWidget,
  dayOfTripSchema,
  TRIP_EXTRAS,
  type DayOfTrip,
  TIME_FORMAT_LABELS,
  TIME_FORMATS,
  timezoneSchema,
  type customerPolicySchema,
  type displaySchema,
  QUOTE_ACCEPTANCES,
  type bookingConfigurationSchema,
  type quotesConfigurationSchema,
  type extraStopChargesSchema,
  type homeSchema,
  type maxMilesSurgeSchema,
  type meetAndGreetSchema,
  type messagesSchema,
} from '@livery/domain';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import type { FormFieldConfig, FormSchema } from '../../../components/form-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { FaqField } from './faq-field';
import { TimeZoneField } from './time-zone-field';

/** The editor is a large chunk of its own (decision 034): the cards draw first, the editor when it came. */
const ReservationAlertField = lazy(async () => ({
  default: (await import('./reservation-alert-field')).ReservationAlertField,
}));

/** The time zone is one value; its card's form holds it under a name. */
export const timezoneFormSchema = z.strictObject({ timezone: timezoneSchema });

/**
 * The day of the trip's card: the extras drivers report are switches, saved as the section's list. Waiting is not
 * one: the steps measure it (decision 094), so saving the card drops an older `waiting` from the list.
 */
export const dayOfTripFormSchema = dayOfTripSchema.omit({ tripExtras: true }).extend({
  tolls: z.boolean(),
  parking: z.boolean(),
});
export type DayOfTripForm = z.infer<typeof dayOfTripFormSchema>;
export const dayOfTripForm = ({ tripExtras, ...rest }: DayOfTrip): DayOfTripForm => ({
  ...rest,
  tolls: tripExtras.includes('tolls'),
  parking: tripExtras.includes('parking'),
});
export const dayOfTripValue = ({ tolls, parking, ...rest }: DayOfTripForm): DayOfTrip => ({
  ...rest,
  tripExtras: TRIP_EXTRAS.filter((extra) => ({ waiting: false, tolls, parking })[extra]),
});

/**
 * The booking widget's card: the websites one a line, saved as the section's list (empty lines dropped). The list's
 * messages go on the one field: each names its entry ("“ftp://x” is not an origin…").
 */
export const bookingWidgetFormSchema = z.strictObject({
  allowedOrigins: z.string().transform((text, ctx) => {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const parsed = bookingWidgetSchema.shape.allowedOrigins.safeParse(lines);
    if (parsed.success) return parsed.data;
    for (const { message } of parsed.error.issues) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
});
export const bookingWidgetForm = ({ allowedOrigins }: BookingWidget) => ({ allowedOrigins: allowedOrigins.join('\n') });

type Fields<S extends FormSchema> = readonly FormFieldConfig<z.input<S>>[];

export const MEET_AND_GREET_FIELDS: Fields<typeof meetAndGreetSchema> = [
  {
    name: 'amount',
    label: 'Amount',
    kind: 'number',
    adornment: '$',
    required: true,
    helperText: 'Charged on each trip that asks for it; 0 charges the percentage instead',
  },
  {
    name: 'percentage',
    label: 'Percentage',
    kind: 'number',
    adornment: '%',
    required: true,
    helperText: 'Of the trip’s base price, used when the amount is 0',
  },
];

export const MAX_MILES_SURGE_FIELDS: Fields<typeof maxMilesSurgeSchema> = [
  {
    name: 'maxMiles',
    label: 'Maximum miles',
    kind: 'number',
    required: true,
    helperText: 'One-way trips longer than this pay the surge',
  },
  {
    name: 'amount',
    label: 'Amount',
    kind: 'number',
    adornment: '$',
    required: true,
    helperText: 'Added to each car class’s price; 0 for no surge',
  },
];

export const EXTRA_STOP_FIELDS: Fields<typeof extraStopChargesSchema> = [
  { name: 'amount', label: 'Amount per stop', kind: 'number', adornment: '$', required: true },
];

export const TIME_ZONE_FIELDS: Fields<typeof timezoneFormSchema> = [
  {
    name: 'timezone',
    label: 'Time zone',
    required: true,
    helperText: 'Type part of a name: “New_York”, “Chicago”, “Los_Angeles”',
    render: (props) => <TimeZoneField {...props} />,
  },
];

export const CUSTOMER_POLICY_FIELDS: Fields<typeof customerPolicySchema> = [
  {
    name: 'cancelCutoffHours',
    label: 'Cancel cut-off (hours before pickup)',
    kind: 'number',
    required: true,
    helperText: 'Customers may cancel their own trip online up to this many hours before pickup; 0 until pickup',
  },
  {
    name: 'cancelFeePercentage',
    label: 'Cancellation fee',
    kind: 'number',
    adornment: '%',
    required: true,
    helperText: 'Kept from a PayPal payment refunded when the customer cancels; 0 refunds it in full',
  },
  {
    name: 'officeEmail',
    label: 'Office e-mail',
    kind: 'email',
    helperText: 'Where cancellations and payment problems are reported; empty sends them to every administrator',
  },
];

export const DISPLAY_FIELDS: Fields<typeof displaySchema> = [
  {
    name: 'timeFormat',
    label: 'Clock',
    kind: 'select',
    required: true,
    options: TIME_FORMATS.map((format) => ({ value: format, label: TIME_FORMAT_LABELS[format] })),
    helperText: 'Dates stay year-month-day; a pickup also names its weekday',
  },
];

export const DAY_OF_TRIP_FIELDS: Fields<typeof dayOfTripFormSchema> = [
  {
    name: 'averageSpeedMph',
    label: 'Average speed (mph)',
    kind: 'number',
    required: true,
    helperText: 'The dispatch board estimates each drop-off from the trip’s miles at this speed',
  },
  {
    name: 'waitingMinuteAmount',
    label: 'Price of a waiting minute',
    kind: 'number',
    adornment: '$',
    required: true,
    helperText:
      'For every car class when no rate card gives one. The wait is measured from On location to On board; the ' +
      'grace by kind of pickup comes from the rate card (15, 30 and 60 minutes without one)',
  },
  { name: 'tolls', label: 'Drivers report tolls', kind: 'switch' },
  { name: 'parking', label: 'Drivers report parking', kind: 'switch' },
];

/** What Accept of a sent quote does (decision 090). */
const QUOTE_ACCEPTANCE_LABELS = {
  'pay-online': 'The customer pays online with PayPal',
  'book-unpaid': 'Booked unpaid: the office takes the payment',
} as const satisfies Record<(typeof QUOTE_ACCEPTANCES)[number], string>;

export const QUOTES_FIELDS: Fields<typeof quotesConfigurationSchema> = [
  {
    name: 'validDays',
    label: 'Valid for (days)',
    kind: 'number',
    required: true,
    helperText: 'How long a quote’s link may be accepted, 1 to 60 days; never past the pickup',
  },
  {
    name: 'acceptance',
    label: 'When the customer accepts',
    kind: 'select',
    options: QUOTE_ACCEPTANCES.map((value) => ({ value, label: QUOTE_ACCEPTANCE_LABELS[value] })),
    helperText: 'Without PayPal on the server, paying online becomes a request the office confirms',
  },
];

export const BOOKING_FIELDS: Fields<typeof bookingConfigurationSchema> = [
  {
    name: 'pointToPointForEveryone',
    label: 'Visitors and customers may book point-to-point trips',
    kind: 'switch',
    helperText: 'Trips between two addresses, with no airport; staff with the permission always may',
  },
];

export const BOOKING_WIDGET_FIELDS: Fields<typeof bookingWidgetFormSchema> = [
  {
    name: 'allowedOrigins',
    label: 'Allowed websites',
    kind: 'multiline',
    helperText: 'One per line, such as https://www.example.com. Only these sites may show the booking form.',
  },
];

export const homeFields = (readOnly: boolean): Fields<typeof homeSchema> => [
  { name: 'contactNumber', label: 'Contact number', kind: 'tel', required: true },
  { name: 'workingHours', label: 'Working hours', kind: 'multiline', required: true },
  { name: 'welcome', label: 'Welcome', kind: 'multiline', required: true },
  { name: 'services', label: 'Services', kind: 'multiline' },
  { name: 'coreValues', label: 'Core values', kind: 'multiline' },
  { name: 'satisfaction', label: 'Satisfaction', kind: 'multiline' },
  { name: 'payment', label: 'Payment', kind: 'multiline' },
  { name: 'faq', label: 'Frequently asked questions', render: (props) => <FaqField {...props} readOnly={readOnly} /> },
];

export const messagesFields = (readOnly: boolean): Fields<typeof messagesSchema> => [
  {
    name: 'reservationAlert',
    label: 'Reservation alert',
    render: (props) => (
      <Suspense fallback={<PageLoader label="Loading the editor" />}>
        <ReservationAlertField {...props} readOnly={readOnly} />
      </Suspense>
    ),
  },
];
