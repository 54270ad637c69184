import {
  AIRPORT_END,
  airportChoice,
  DATE_PLACEHOLDER,
  isVisitorField,
  NEW_TRIP_TODO,
  STOP_TEXTS,
  TIME_INPUT_MODE,
  TIME_PLACEHOLDER,
  TIME_TEXT_MAX,
  timeHelper,
  TRIP_END_FIELDS,
  TRIP_END_NAMES,
  TRIP_START_FIELDS as F,
  TRIP_START_TYPES,
  TRIP_STEP_PARTS,
  TRIP_TYPE_LABELS,
  WIZARD_FRAME,
  WIZARD_STEP_LABELS,
  WIZARD_STEPS,
  type Airport,
  type TimeFormat,
  type TripEnd,
  type VisitorTripField,
  type TripStepPart,
} from '@livery/domain';
import { escapeHtml as e } from './html-text.js';

/** Material Design Icons path (@mdi/js, Apache-2.0), the SPA's "Add a stop" plus. */
const PLUS = 'M19,13H13V19H11V13H5V11H11V5H13V11H19V13Z';
const REQUIRED = '<span aria-hidden="true"> *</span>';
const FIRST_TYPE = TRIP_START_TYPES[0];

/**
 * An end's label for either trip type, as the form is sent with either: "Pickup airport" from an airport, "Drop-off
 * airport" to one. CSS shows the one of the type chosen (`.from`, `.to`).
 */
function endLabelHtml(isAirport: boolean, what: string): string {
  const [from, to] = TRIP_START_TYPES.map((type) => {
    const airportEnd = AIRPORT_END[type];
    return e(TRIP_END_NAMES[isAirport ? airportEnd : airportEnd === 'pickUp' ? 'dropOff' : 'pickUp']);
  });
  return `<span class="from">${from}</span><span class="to">${to}</span> ${e(what)}${REQUIRED}`;
}

/** The stepper as the wizard draws it: numbered steps, the current one named (the others' names from 600 px). */
function stepper(): string {
  const steps = WIZARD_STEPS.map(
    (step, i) =>
      `<li${i === 0 ? ' aria-current="step" class="current"' : ''}><span class="dot" aria-hidden="true">${i + 1}</span>` +
      `<span class="step-name">${e(WIZARD_STEP_LABELS[step])}</span>` +
      (WIZARD_FRAME.quoteSkips.includes(step) ? `<span class="step-note">${e(WIZARD_FRAME.skippedNote)}</span>` : '') +
      '</li>',
  ).join('');
  return `<ol class="stepper" aria-label="${e(WIZARD_FRAME.stepsLabel)}">${steps}</ol>`;
}

/**
 * One choice for the airport and its terminal: an airport with terminals is a group of its terminals, one without
 * is itself (the wizard's picker: the terminal, else the airport itself).
 */
function airportOptions(airports: readonly Airport[]): string {
  return airports
    .map(({ id, name, terminals = [] }) =>
      terminals.length === 0
        ? `<option value="${airportChoice(id)}">${e(name)}</option>`
        : `<optgroup label="${e(name)}">${terminals
            .map((terminal) => `<option value="${airportChoice(id, terminal.id)}">${e(terminal.name)}</option>`)
            .join('')}</optgroup>`,
    )
    .join('');
}

/** The end that is the airport for the type checked first, the other an address; the labels follow the type. */
function endHtml(end: TripEnd, airports: readonly Airport[]): string {
  if (AIRPORT_END[FIRST_TYPE] === end) {
    const { what, name, prompt } = TRIP_END_FIELDS.airportAndTerminal;
    return (
      `<div class="field shrunk"><select id="${name}" name="${name}" aria-required="true">` +
      `<option value="">${e(prompt)}</option>${airportOptions(airports)}</select>` +
      `<label for="${name}">${endLabelHtml(true, what)}</label></div>`
    );
  }
  const { what, name, autoComplete, maxLength, helper } = TRIP_END_FIELDS.address;
  return (
    `<div class="field"><input id="${name}" name="${name}" type="text" autocomplete="${autoComplete}" ` +
    `maxlength="${maxLength}" placeholder=" " aria-required="true" aria-describedby="${name}-help">` +
    `<label for="${name}">${endLabelHtml(false, what)}</label>` +
    `<p id="${name}-help" class="helper muted">${e(helper)}</p></div>`
  );
}

/**
 * A date as the wizard's field takes it (decision 084): text written year-month-day, whatever the browser's locale —
 * its own date input would show mm/dd/yyyy in an American browser. The page has no script, so no calendar: the
 * wizard's field, where Next leads, has one.
 */
const DATE_INPUT = ` type="text" inputmode="numeric" maxlength="10" autocomplete="off" placeholder="${e(DATE_PLACEHOLDER)}"`;

/**
 * A time as the wizard's field takes it (decision 089): text on the business's 12- or 24-hour clock, with an example on
 * it — the browser's own time input shows the browser's clock. The wizard reads it (`parseTypedTime`) when the form
 * is sent, and shows one it cannot read on its field, as typed, with how to type it.
 */
const timeInput = (format: TimeFormat) =>
  ` type="text" inputmode="${TIME_INPUT_MODE[format]}" maxlength="${TIME_TEXT_MAX}" autocomplete="off"` +
  ` placeholder="${e(TIME_PLACEHOLDER[format])}"`;

const HELPERS: Record<VisitorTripField['type'], (field: VisitorTripField, format: TimeFormat) => string | undefined> = {
  date: (field) => field.format,
  time: (_field, format) => timeHelper(format),
  number: (field) => field.helper,
};

/**
 * An outlined field whose label always sits on the outline (a date and a time show their placeholder, numbers their
 * value). A field the round trip asks for is not marked required to assistive technology: it is hidden until the
 * switch is on.
 */
function fieldHtml(field: VisitorTripField, isAlwaysAsked: boolean, format: TimeFormat): string {
  const { key, label, type, required, min, max, step, initial } = field;
  const helper = HELPERS[type](field, format);
  const name = F[key];
  const help = helper ? ` aria-describedby="${name}-help"` : '';
  const bounds = Object.entries({ value: initial, min, max, step })
    .filter(([, value]) => value !== undefined)
    .map(([attribute, value]) => ` ${attribute}="${value}"`)
    .join('');
  const number =
    type === 'number'
      ? `${bounds} inputmode="${step !== undefined && Number.isInteger(step) ? 'numeric' : 'decimal'}"`
      : '';
  return (
    `<div class="field shrunk"><input id="${name}" name="${name}"` +
    `${type === 'date' ? DATE_INPUT : type === 'time' ? timeInput(format) : ` type="${type}"`}` +
    `${help}${number}` +
    `${required && isAlwaysAsked ? ' aria-required="true"' : ''}>` +
    `<label for="${name}">${e(label)}${required ? REQUIRED : ''}</label>` +
    `${helper ? `<p id="${name}-help" class="helper muted">${e(helper)}</p>` : ''}</div>`
  );
}

/** A visitor's form has neither staff's fields nor what needs the wizard's script. */
const isOnForm = (part: TripStepPart) => part.kind !== 'stops' || !part.isWizards;

function partHtml(part: TripStepPart, airports: readonly Airport[], format: TimeFormat): string {
  switch (part.kind) {
    case 'trip-type': {
      const types = TRIP_START_TYPES.map(
        (type, i) =>
          `<label class="radio"><input type="radio" id="trip-type-${type}" name="${F[part.key]}" value="${type}"` +
          `${i === 0 ? ' checked' : ''}>${e(TRIP_TYPE_LABELS[type])}</label>`,
      ).join('');
      return `<fieldset class="radios"><legend>${e(part.legend)}</legend><div class="radio-row">${types}</div></fieldset>`;
    }
    case 'end':
      return endHtml(part.end, airports);
    case 'stops':
      return (
        `<div class="stops"><p class="stops-title">${e(STOP_TEXTS.title(part.title, 0))}</p>` +
        `<button class="button outlined small" type="submit" name="${F.action}" value="add-stop">` +
        `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${PLUS}"/></svg>${e(part.add)}</button></div>`
      );
    case 'row': {
      const fields = part.fields.filter(isVisitorField).map((field) => fieldHtml(field, true, format));
      return fields.length > 1 ? `<div class="pair">${fields.join('')}</div>` : fields.join('');
    }
    case 'round-trip': {
      // The return's one row is the section itself, shown by CSS once the switch is on.
      const fields = part.parts
        .filter(isOnForm)
        .flatMap((inner) => (inner.kind === 'row' ? inner.fields.filter(isVisitorField) : []))
        .map((field) => fieldHtml(field, false, format));
      return (
        `<label class="switch"><input type="checkbox" role="switch" id="${F[part.key]}" name="${F[part.key]}">` +
        `${e(part.label)}</label><section class="return pair" aria-label="${e(part.section)}">${fields.join('')}</section>`
      );
    }
  }
}

/**
 * `/reservation/create` for a visitor (decision 067): the wizard's first step, the domain's `TRIP_STEP_PARTS` that the
 * wizard's `TripStep` draws too (decision 076), as a plain form, which sends its fields to the wizard
 * (`readTripStart`): "Next" goes on to the price once step 1's checks pass, "Add a stop" comes back to this step with
 * a stop. No script: a phone paints it at once, and the wizard's JavaScript loads only when the visitor goes on.
 */
export function tripStartBody(airports: readonly Airport[], timeFormat: TimeFormat): string {
  return (
    `<div class="book"><div class="book-head"><h1>${e(WIZARD_FRAME.quoteTitle)}</h1></div>` +
    stepper() +
    '<div class="book-grid"><section class="paper step" aria-labelledby="wizard-step-heading">' +
    `<h2 id="wizard-step-heading">${e(WIZARD_FRAME.stepHeading(0, WIZARD_STEPS.length, 'trip'))}</h2>` +
    '<form class="trip" method="get" action="/reservation/create" novalidate>' +
    TRIP_STEP_PARTS.filter(isOnForm)
      .map((part) => partHtml(part, airports, timeFormat))
      .join('') +
    `<div class="step-actions"><button class="button contained" type="submit" name="${F.action}" value="next">` +
    `${e(WIZARD_FRAME.next)}</button></div></form></section>` +
    '<section class="paper price" aria-labelledby="price-explainer-heading">' +
    `<h2 id="price-explainer-heading">${e(WIZARD_FRAME.priceHeading)}</h2><p class="muted">${e(WIZARD_FRAME.priceTodo)}</p>` +
    `<ul>${NEW_TRIP_TODO.map((message) => `<li>${e(message)}</li>`).join('')}</ul></section>` +
    '</div></div>'
  );
}
