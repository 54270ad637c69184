import { DEFAULT_TIME_FORMAT, type Configuration } from '@livery/domain';

/**
 * What a new installation starts with (decision 037): a New York airport-transfer company's usual prices and home
 * page, every value editable on /settings/configurations. The time zone comes from BUSINESS_TIME_ZONE at the first
 * start; from then on the record is its source.
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
      'Welcome to Livery. Chauffeured sedans, SUVs and vans to and from JFK, LaGuardia and Newark, and anywhere ' +
      'in the New York area — booked in a minute, priced before you book.',
    services:
      'Airport transfers with flight tracking, point-to-point rides, hourly service for meetings and events, and ' +
      'group transport in vans and Sprinters.',
    coreValues: 'On time, every time. Licensed and insured chauffeurs. A clear price, with nothing added later.',
    satisfaction:
      'If your ride was not what we promised, call us within 48 hours and we will make it right or refund it.',
    payment: 'We accept all major credit cards and PayPal. Corporate accounts can be invoiced monthly.',
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
        answer: 'Yes. Call us or change it online; changes less than 6 hours before pickup need a call to the office.',
      },
      {
        question: 'Do you provide child seats?',
        answer: 'Yes, on request and at no charge. Tell us the child’s age in the comments when you book.',
      },
    ],
  },
  // A customer cancels online up to a day before pickup, refunded in full; the administrators hear of it.
  customerPolicy: { cancelCutoffHours: 24, cancelFeePercentage: 0, officeEmail: '' },
  // Times on the 12-hour clock most US customers read (decision 056).
  display: { timeFormat: DEFAULT_TIME_FORMAT },
  // A city's average door-to-door speed; no extras until the office turns them on (issue 24).
  dayOfTrip: { averageSpeedMph: 30, tripExtras: [], waitingMinuteAmount: 0 },
  // No other website may frame the booking form until the office names its own (issue 27).
  bookingWidget: { allowedOrigins: [] },
  messages: {
    reservationAlert:
      '<p><strong>Booking within 24 hours?</strong> Please call the office at ' +
      '<a href="tel:+12125550100">+1 212 555 0100</a> after booking so we can confirm your driver.</p>',
  },
};
