import {
  airportChoice,
  CHECK_MESSAGES,
  MAX_EXTRA_STOPS,
  MAX_PASSENGERS,
  TRIP_START_ADDRESS_MAX,
  TRIP_START_FIELDS as F,
  TRIP_TYPE_LABELS,
  WIZARD_STEP_LABELS,
  WIZARD_STEPS,
  type Airport,
} from '@livery/domain';
import { escapeHtml as e } from './html-text.js';

/** Material Design Icons path (@mdi/js, Apache-2.0), the SPA's "Add a stop" plus. */
const PLUS = 'M19,13H13V19H11V13H5V11H11V5H13V11H19V13Z';

/** A label naming either end: "Pickup airport" from an airport, "Drop-off airport" to one (CSS shows one word). */
const endLabel = (fromAirport: string, toAirport: string, rest: string) =>
  `<span class="from">${fromAirport}</span><span class="to">${toAirport}</span> ${rest}<span aria-hidden="true"> *</span>`;

/** The stepper as the wizard draws it: numbered steps, the current one named (the others' names from 600 px). */
function stepper(): string {
  const steps = WIZARD_STEPS.map((step, i) => {
    const current = i === 0;
    return (
      `<li${current ? ' aria-current="step" class="current"' : ''}><span class="dot" aria-hidden="true">${i + 1}</span>` +
      `<span class="step-name">${e(WIZARD_STEP_LABELS[step])}</span>` +
      (step === 'customer' ? '<span class="step-note">not needed for a quote</span>' : '') +
      '</li>'
    );
  }).join('');
  return `<ol class="stepper" aria-label="Booking steps">${steps}</ol>`;
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

interface InputSpec {
  name: string;
  label: string;
  type: string;
  helper?: string;
  attributes?: string;
}

/** An outlined field whose label always sits on the outline (dates, times and numbers show their own format). */
function shrunkField({ name, label, type, helper, attributes = '' }: InputSpec): string {
  const help = helper ? ` aria-describedby="${name}-help"` : '';
  return (
    `<div class="field shrunk"><input id="${name}" name="${name}" type="${type}"${help}${attributes}>` +
    `<label for="${name}">${label}</label>${helper ? `<p id="${name}-help" class="helper muted">${e(helper)}</p>` : ''}</div>`
  );
}

const required = '<span aria-hidden="true"> *</span>';

/**
 * `/reservation/create` for a visitor (decision 067): the wizard's first step (apps/web/src/features/booking/
 * components/trip-step.tsx) as a plain form, which sends its fields to the wizard (`readTripStart`): "Next" goes on
 * to the price once step 1's checks pass, "Add a stop" comes back to this step with a stop. No script: a phone paints
 * it at once, and the wizard's JavaScript loads only when the visitor goes on.
 */
export function tripStartBody(airports: readonly Airport[]): string {
  const types = (['from-airport', 'to-airport'] as const)
    .map(
      (type, i) =>
        `<label class="radio"><input type="radio" id="trip-type-${type}" name="${F.tripType}" value="${type}"` +
        `${i === 0 ? ' checked' : ''}>${e(TRIP_TYPE_LABELS[type])}</label>`,
    )
    .join('');
  const todo = [CHECK_MESSAGES.airport, CHECK_MESSAGES.address, CHECK_MESSAGES.date, CHECK_MESSAGES.time];
  return (
    '<div class="book"><div class="book-head"><h1>Get a quote</h1></div>' +
    stepper() +
    '<div class="book-grid"><section class="paper step" aria-labelledby="wizard-step-heading">' +
    `<h2 id="wizard-step-heading">Step 1 of ${WIZARD_STEPS.length}: ${e(WIZARD_STEP_LABELS.trip)}</h2>` +
    '<form class="trip" method="get" action="/reservation/create" novalidate>' +
    `<fieldset class="radios"><legend>Trip type</legend><div class="radio-row">${types}</div></fieldset>` +
    `<div class="field shrunk"><select id="${F.airport}" name="${F.airport}" aria-required="true">` +
    `<option value="">Choose…</option>${airportOptions(airports)}</select>` +
    `<label for="${F.airport}">${endLabel('Pickup', 'Drop-off', 'airport and terminal')}</label></div>` +
    `<div class="stops"><p class="stops-title">Extra stops (0 of ${MAX_EXTRA_STOPS})</p>` +
    `<button class="button outlined small" type="submit" name="${F.action}" value="add-stop">` +
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${PLUS}"/></svg>Add a stop</button></div>` +
    `<div class="field"><input id="${F.address}" name="${F.address}" type="text" autocomplete="street-address" ` +
    `maxlength="${TRIP_START_ADDRESS_MAX}" placeholder=" " aria-required="true" aria-describedby="address-help">` +
    `<label for="${F.address}">${endLabel('Drop-off', 'Pickup', 'address')}</label>` +
    '<p id="address-help" class="helper muted">A street address with its ZIP code</p></div>' +
    '<div class="pair">' +
    shrunkField({
      name: F.pickUpDate,
      label: `Pickup date${required}`,
      type: 'date',
      attributes: ' aria-required="true"',
    }) +
    shrunkField({
      name: F.pickUpTime,
      label: `Pickup time${required}`,
      type: 'time',
      helper: 'Hours and minutes',
      attributes: ' aria-required="true"',
    }) +
    '</div>' +
    shrunkField({
      name: F.passengers,
      label: `Passengers${required}`,
      type: 'number',
      attributes: ` value="1" min="1" max="${MAX_PASSENGERS}" step="1" inputmode="numeric" aria-required="true"`,
    }) +
    `<label class="switch"><input type="checkbox" role="switch" id="${F.isRoundTrip}" name="${F.isRoundTrip}">` +
    'Round trip (we pick you up again where we dropped you off)</label>' +
    '<section class="return pair" aria-label="Return">' +
    shrunkField({ name: F.returnDate, label: `Return date${required}`, type: 'date' }) +
    shrunkField({ name: F.returnTime, label: `Return time${required}`, type: 'time', helper: 'Hours and minutes' }) +
    '</section>' +
    `<div class="step-actions"><button class="button contained" type="submit" name="${F.action}" value="next">Next` +
    '</button></div></form></section>' +
    '<section class="paper price" aria-labelledby="price-explainer-heading">' +
    '<h2 id="price-explainer-heading">Price</h2><p class="muted">To see the price:</p>' +
    `<ul>${[...todo, CHECK_MESSAGES.cars].map((message) => `<li>${e(message)}</li>`).join('')}</ul></section>` +
    '</div></div>'
  );
}
