/**
 * The longest texts and lists the configuration's sections take (decision 037). In a file of their own so that a
 * section's rules kept beside it (`booking-widget.ts`) read them without importing the configuration back.
 */
export const CONFIGURATION_LIMITS = {
  welcome: 1_000,
  homeText: 2_000,
  workingHours: 200,
  faqItems: 30,
  faqQuestion: 200,
  faqAnswer: 2_000,
  reservationAlert: 20_000,
  maxMiles: 10_000,
  /** A month: a cut-off further ahead than that would forbid nearly every cancellation. */
  cancelCutoffHours: 720,
  /** The websites that may frame the booking form: a company's site or two, a few test ones, never a directory. */
  widgetOrigins: 20,
  /** An origin as typed: a host name has at most 253 characters, with room for the scheme, the port and a slash. */
  widgetOriginLength: 300,
} as const;
