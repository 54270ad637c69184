import type { Home } from '../schemas/configuration.js';
import { TRIP_START_FIELDS, TRIP_START_TYPES, WIZARD_STEP_LABELS, WIZARD_STEPS } from '../schemas/trip-start.js';
import { TRIP_TYPE_LABELS } from '../schemas/trip.js';
import type { TextLine } from '../visitor-pages/page-parts.js';
import { SIGN_IN_PAGE, signInLinks } from '../visitor-pages/sign-in-page.js';
import {
  AIRPORT_END,
  endLabel,
  isVisitorField,
  NEW_TRIP_TODO,
  STOP_TEXTS,
  TRIP_END_FIELDS,
  TRIP_STEP_PARTS,
  WIZARD_FRAME,
  type TripStepPart,
} from '../visitor-pages/trip-step.js';
import { visitorHome, type VisitorHomeSection } from '../visitor-pages/visitor-home.js';
import { DEFAULT_TIME_FORMAT, type TimeFormat } from '../time-format.js';
import { timeHelper } from '../typed-time.js';

/** A home with one text left empty, markup-like characters and two questions: what both renderings are given. */
export const SAMPLE_HOME: Home = {
  contactNumber: '+1 212 555 0100',
  welcome: 'Welcome to Livery. <Chauffeured> & on time.',
  services: 'Airport transfers.',
  coreValues: '',
  satisfaction: 'Ask us.',
  payment: 'Cards.',
  workingHours: 'Every day, 24 hours.',
  faq: [
    { question: 'Do you wait?', answer: 'Yes, an hour.' },
    { question: 'Child seats?', answer: 'On request.' },
  ],
};

/*
 * What each rendering of the visitor's first pages must show, from their one description (decision 076). The API's
 * tests hold the server's HTML to these, the web's tests the SPA's screens, so the two cannot drift apart. A text is
 * as a reader meets it: trimmed, outside any `aria-hidden` part (icons, a required field's asterisk).
 */

const lineTexts = (line: TextLine) =>
  line.map((part) => (typeof part === 'string' ? part : part.text).trim()).filter((text) => text !== '');

const SECTION_TEXTS: {
  [Kind in VisitorHomeSection['kind']]: (section: Extract<VisitorHomeSection, { kind: Kind }>) => string[];
} = {
  hero: ({ heading, welcome, actions }) => [heading, welcome, ...actions.map(({ text }) => text)],
  cards: ({ cards }) => cards.flatMap(({ title, text }) => [title, text]),
  hours: ({ heading, hours, line }) => [heading, hours, ...lineTexts(line)],
  faq: ({ heading, items }) => [heading, ...items.flatMap(({ question, answer }) => [question, answer])],
};

/** The visitor's home, every text in order: exactly what the server's `/` and the SPA's `PublicHome` show. */
export const visitorHomeTexts = (home: Home): string[] =>
  visitorHome(home).flatMap((section) =>
    (SECTION_TEXTS[section.kind] as (section: VisitorHomeSection) => string[])(section),
  );

/** The sign-in card, every text in order: heading, welcome, the fields' labels, the button and the lines under it. */
export const signInTexts = (redirect: string | null): string[] => [
  SIGN_IN_PAGE.heading,
  SIGN_IN_PAGE.intro,
  ...SIGN_IN_PAGE.fields.map(({ label }) => label),
  SIGN_IN_PAGE.submit,
  ...signInLinks(redirect).flatMap(lineTexts),
];

/** A control of step 1 as a visitor meets it: its accessible name and, on the server's form, the name it is sent as. */
export interface TripStepControl {
  label: string;
  /** The form's field name (`TRIP_START_FIELDS`); the wizard binds its own (`trip.…`). */
  name?: string;
}

type Rendering = 'form' | 'wizard';

function partControls(part: TripStepPart, rendering: Rendering, isRoundTrip: boolean): TripStepControl[] {
  const type = TRIP_START_TYPES[0];
  switch (part.kind) {
    case 'trip-type':
      return TRIP_START_TYPES.map((t) => ({ label: TRIP_TYPE_LABELS[t], name: TRIP_START_FIELDS[part.key] }));
    case 'end': {
      if (AIRPORT_END[type] !== part.end)
        return [{ label: endLabel(part.end, TRIP_END_FIELDS.address.what), name: TRIP_END_FIELDS.address.name }];
      if (rendering === 'wizard')
        return [
          { label: endLabel(part.end, TRIP_END_FIELDS.airport) },
          { label: endLabel(part.end, TRIP_END_FIELDS.terminal) },
        ];
      const { what, name } = TRIP_END_FIELDS.airportAndTerminal;
      return [{ label: endLabel(part.end, what), name }];
    }
    case 'stops':
      return part.isWizards && rendering === 'form' ? [] : [{ label: part.add, name: TRIP_START_FIELDS.action }];
    case 'row':
      return part.fields.filter(isVisitorField).map(({ key, label }) => ({ label, name: TRIP_START_FIELDS[key] }));
    case 'round-trip': {
      // The form sends the return with the rest (CSS shows it once the switch is on); the wizard draws it then.
      const inner =
        rendering === 'form' || isRoundTrip ? part.parts.flatMap((p) => partControls(p, rendering, isRoundTrip)) : [];
      return [{ label: part.label, name: TRIP_START_FIELDS[part.key] }, ...inner];
    }
  }
}

/**
 * Step 1's controls in order, for a visitor with the first trip type chosen (from an airport), ending with "Next":
 * the server's form (every field, the return's too) or the wizard's step (the return's once it is a round trip).
 */
export function tripStepControls(rendering: Rendering, { isRoundTrip = false } = {}): TripStepControl[] {
  const controls = TRIP_STEP_PARTS.flatMap((part) => partControls(part, rendering, isRoundTrip));
  const named = controls.map((control) => (rendering === 'form' ? control : { label: control.label }));
  return [
    ...named,
    rendering === 'form' ? { label: WIZARD_FRAME.next, name: TRIP_START_FIELDS.action } : { label: WIZARD_FRAME.next },
  ];
}

interface TextOptions {
  isRoundTrip?: boolean;
  /** The business's clock, whose example a time's helper gives (decision 089). */
  timeFormat?: TimeFormat;
}

function partTexts(part: TripStepPart, rendering: Rendering, options: Required<TextOptions>): string[] {
  const { isRoundTrip, timeFormat } = options;
  switch (part.kind) {
    case 'trip-type':
      return [part.legend];
    case 'end':
      // The wizard's address suggests places and says so under it (`ADDRESS_HINT`), the form's says what to type.
      return rendering === 'form' && AIRPORT_END[TRIP_START_TYPES[0]] !== part.end
        ? [TRIP_END_FIELDS.address.helper]
        : [];
    case 'stops':
      return part.isWizards && rendering === 'form' ? [] : [STOP_TEXTS.title(part.title, 0), part.add];
    case 'row':
      return part.fields
        .filter(isVisitorField)
        .flatMap(({ label, helper, format, type }) => [
          label,
          ...[rendering === 'wizard' ? format : undefined, type === 'time' ? timeHelper(timeFormat) : helper].filter(
            (text) => text !== undefined,
          ),
        ]);
    case 'round-trip':
      return [
        part.label,
        ...(rendering === 'form' || isRoundTrip ? part.parts.flatMap((p) => partTexts(p, rendering, options)) : []),
      ];
  }
}

/**
 * Step 1's texts that are not a control's name, in order with the fields' labels: the legend, the stops' titles and
 * buttons, the helpers under the fields (a date's format only under the wizard's typed date, a time's example on the
 * business's clock).
 */
export const tripStepTexts = (
  rendering: Rendering,
  { isRoundTrip = false, timeFormat = DEFAULT_TIME_FORMAT }: TextOptions = {},
): string[] => TRIP_STEP_PARTS.flatMap((part) => partTexts(part, rendering, { isRoundTrip, timeFormat }));

/** The wizard's frame around step 1 for a visitor getting a quote, in order: heading, stepper, step heading, price. */
export const tripStepFrameTexts = (): string[] => [
  WIZARD_FRAME.quoteTitle,
  ...WIZARD_STEPS.flatMap((step) => [
    WIZARD_STEP_LABELS[step],
    ...(WIZARD_FRAME.quoteSkips.includes(step) ? [WIZARD_FRAME.skippedNote] : []),
  ]),
  WIZARD_FRAME.stepHeading(0, WIZARD_STEPS.length, 'trip'),
  WIZARD_FRAME.priceHeading,
  WIZARD_FRAME.priceTodo,
  ...NEW_TRIP_TODO,
];

/** What of `expected` is not in `actual` in its order (other entries between allowed): none when all of it is. */
export function missingInOrder(actual: readonly string[], expected: readonly string[]): string[] {
  let at = 0;
  for (const text of actual) if (text === expected[at]) at += 1;
  return expected.slice(at);
}
