import { DEFAULT_TIME_FORMAT, EDIT_CUTOFF_HOURS, type Configuration } from '@livery/domain';

// A customer cancels online up to a day before pickup, refunded in full; the administrators hear of it.
const customerPolicy = { cancelCutoffHours: 24, cancelFeePercentage: 0, officeEmail: '' };

/**
 * What a new installation starts with (decision 037): a New York airport-transfer company's usual prices and home
 * page, every value editable on /settings/configurations. The time zone comes from BUSINESS_TIME_ZONE at the first
 * start; from then on the record is its source.
 *
 * The home page promises only what a new installation offers (issue 38, decision 083): online, a visitor books a trip
 * from or to an airport (point to point is the office's, `reservations:point-to-point`) and pays with PayPal; the
 * office books anything else by phone. The cut-offs in the FAQ are the policy's own.
 */
export const DEFAULT_CONFIGURATION: Omit<Configuration, 'id' | 'timezone' | 'version' | 'updatedAt'> = {
  // A flat fee for the chauffeur waiting in arrivals with a name sign; the percentage applies only at amount 0.
  meetAndGreet: { amount: 25, percentage: 0 },
  // Beyond 100 miles one way (Philadelphia, the Hamptons) a flat $50 per car class covers the empty drive back.
  maxMilesSurge: { maxMiles: 100, amount: 50 },
  extraStopCharges: { amount: 15 },
  home: {
    contactNumber: '+1 212 555 0100',
    welcome:
      'Welcome to Livery. Chauffeured rides to and from JFK, LaGuardia and Newark — priced before you book, ' +
      'booked online in a minute.',
    services:
      'Airport transfers to and from JFK, LaGuardia and Newark: choose the car, see the price and book online in a ' +
      'minute. For any other ride, call us and the office books it for you.',
    coreValues: 'On time, every time. Licensed and insured chauffeurs. A clear price, shown before you book.',
    satisfaction:
      'If your ride was not what we promised, call us within 48 hours and we will make it right or refund it.',
    payment: 'Pay online with PayPal when you book. For a ride booked by phone, the office tells you how to pay.',
    workingHours: 'Open 24 hours a day, 7 days a week, holidays included.',
    faq: [
      {
        question: 'What happens if my flight is delayed?',
        answer: 'We track your flight and adjust the pickup time. Waiting for a delayed flight costs nothing extra.',
      },
      {
        question: 'Where will my chauffeur meet me?',
        answer:
          'At the curb outside arrivals, or with meet & greet inside the terminal at baggage claim, holding a sign ' +
          'with your name.',
      },
      {
        question: 'Can I cancel or change my reservation?',
        answer:
          `Yes. Change a trip online up to ${EDIT_CUTOFF_HOURS} hours before pickup, and cancel it online up to ` +
          `${customerPolicy.cancelCutoffHours} hours before; after that, call the office.`,
      },
      {
        question: 'Do you provide child seats?',
        answer: 'Yes, on request. Tell us the child’s age in the comments when you book.',
      },
    ],
  },
  customerPolicy,
  // Times on the 12-hour clock most US customers read (decision 056).
  display: { timeFormat: DEFAULT_TIME_FORMAT },
  // A city's average door-to-door speed; no extras until the office turns them on (issue 24).
  dayOfTrip: { averageSpeedMph: 30, tripExtras: [], waitingMinuteAmount: 0 },
  // No other website may frame the booking form until the office names its own (issue 27).
  bookingWidget: { allowedOrigins: [] },
  // A quote stays open a week, and accepting it pays the quoted total online (decision 090).
  quotes: { validDays: 7, acceptance: 'pay-online' },
  booking: { pointToPointForEveryone: false },
  messages: {
    reservationAlert:
      '<p><strong>Booking within 24 hours?</strong> Please call the office at ' +
      '<a href="tel:+12125550100">+1 212 555 0100</a> after booking so we can confirm your driver.</p>',
  },
};
