/**
 * `priceJob`'s impossible inputs (decision 088): a RangeError whose sentence names the field, as for `priceTrip`.
 * The card is checked where the quote reads it (the chosen classes, the grace, taxes and fees), so a large card
 * costs a quote nothing for the classes it does not use. The API checks cards with `rateCardSchema` when they are
 * saved; one reaching here wrong is a bug.
 */
import { PICKUP_KINDS, SERVICE_TYPES, TAXABLE_KINDS, GRATUITY_BASES } from '../schemas/rate-card.js';
import { WHOLE_TAX_RATE } from './cents.js';
import type { JobLegInput, PriceJobInput } from './job-types.js';
import type { RateCard, RateCardClass } from './rate-card.js';
import {
  amountOrPercentage,
  date,
  fail,
  MAX_CARS_PER_TRIP,
  percentage,
  validateCharges,
  validateConfiguration,
  whole,
} from './validate-price-input.js';

const SERVICES: ReadonlySet<string> = new Set(SERVICE_TYPES);
const PICKUPS: ReadonlySet<string> = new Set(PICKUP_KINDS);
const TAXABLE: ReadonlySet<string> = new Set(TAXABLE_KINDS);
const GRATUITY_OF: ReadonlySet<string> = new Set(GRATUITY_BASES);

function atLeastOne(value: unknown, what: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    fail(`${what} must be a whole number, at least 1 (got ${String(value)})`);
}

function zone(card: RateCard, id: number | null, what: string): void {
  if (id === null) return;
  if (!card.zones.some((z) => z.id === id)) fail(`${what} ${String(id)} is not a zone of rate card ${card.name}`);
}

function leg(card: RateCard, value: JobLegInput, name: string, seats: number): void {
  date(value.date, 'The ', name, ' pickup date');
  whole(value.stops, 'The ', name, ' extra stops');
  whole(value.waitedMinutes, 'The ', name, ' minutes waited');
  whole(value.tolls, 'The ', name, ' tolls (cents)');
  if (!PICKUPS.has(value.pickupKind))
    fail(`The ${name} pickup kind must be one of ${PICKUP_KINDS.join(', ')} (got ${String(value.pickupKind)})`);
  for (const airport of value.airports)
    if (typeof airport !== 'string' || airport.trim() === '') fail(`The ${name} airports must be IATA codes`);

  const service = value.service;
  const type: unknown = service.type;
  if (!SERVICES.has(String(type))) fail(`Unknown service type ${String(type)} on the ${name}`);
  if (!card.services.includes(service.type)) fail(`Rate card ${card.name} does not offer the ${service.type} service`);
  if (service.type === 'transfer') whole(service.miles, 'The ', name, ' miles (tenths of a mile)');
  else if (service.type === 'hourly') atLeastOne(service.minutes, `The ${name} booked minutes`);
  else if (service.type === 'flat') {
    whole(service.miles, 'The ', name, ' miles (tenths of a mile)');
    zone(card, service.fromZone, `The ${name} pickup's zone`);
    zone(card, service.toZone, `The ${name} drop-off's zone`);
  } else {
    atLeastOne(service.passengers, `The ${name} passengers`);
    if (service.passengers > seats)
      fail(`The ${name} passengers must be at most the ${seats} seats the cars offer (got ${service.passengers})`);
  }
}

function carClass(rates: RateCardClass): void {
  const { name, transfer, hourly, perSeat, wait } = rates;
  if (transfer) {
    whole(transfer.toMultiply, '', name, "'s rate per mile (cents)");
    whole(transfer.toAdd, '', name, "'s amount to add (cents)");
    whole(transfer.minimumRate, '', name, "'s minimum rate (cents)");
  }
  if (hourly) {
    whole(hourly.perHour, '', name, "'s rate an hour (cents)");
    atLeastOne(hourly.minimumHours, `${name}'s minimum hours`);
    const step = hourly.incrementMinutes;
    if (!Number.isInteger(step) || step < 1 || step > 60 || 60 % step !== 0)
      fail(`${name}'s billing increment must divide an hour: 5, 10, 15, 20, 30 or 60 minutes (got ${String(step)})`);
    whole(hourly.garageMinutesBefore, '', name, "'s garage minutes before");
    whole(hourly.garageMinutesAfter, '', name, "'s garage minutes after");
  }
  if (perSeat) {
    whole(perSeat.perSeat, '', name, "'s seat price (cents)");
    atLeastOne(perSeat.seats, `${name}'s seats offered`);
  }
  if (wait) whole(wait.perMinute, '', name, "'s wait rate a minute (cents)");
}

function card(value: RateCard): void {
  for (const kind of PICKUP_KINDS) whole(value.waitGrace[kind], `The ${kind} grace minutes`);
  for (const tax of value.taxes) {
    if (!Number.isInteger(tax.rate) || tax.rate < 0 || tax.rate > WHOLE_TAX_RATE)
      fail(
        `Tax ${tax.name}'s rate must be a whole number of thousandths of a percent from 0 to ${WHOLE_TAX_RATE} (got ${String(tax.rate)})`,
      );
    for (const kind of tax.taxable)
      if (!TAXABLE.has(kind)) fail(`Tax ${tax.name} is taken of ${TAXABLE_KINDS.join(', ')} lines (got ${kind})`);
  }
  for (const fee of value.fees.airports) whole(fee.amount, 'The ', fee.airport, ' airport fee (cents)');
  percentage(value.fees.fuelSurcharge, 'The fuel surcharge');
  percentage(value.fees.serviceCharge, 'The service charge');
  if (!GRATUITY_OF.has(value.gratuityBase)) fail(`Unknown gratuity base ${String(value.gratuityBase)}`);
  validateConfiguration(value.configuration);
}

/** The card's class for each car chosen, in the order chosen. */
export function chosenClasses(input: PriceJobInput): RateCardClass[] {
  const classes: RateCardClass[] = [];
  for (const car of input.cars) {
    const found = input.card.classes.find((c) => c.carId === car.carId);
    if (!found) fail(`Car class ${car.carId} is not on rate card ${input.card.name}`);
    classes.push(found);
  }
  return classes;
}

export function validatePriceJobInput(input: PriceJobInput): RateCardClass[] {
  card(input.card);
  if (input.cars.length === 0) fail('A job needs at least one car class');
  const classes = chosenClasses(input);
  let cars = 0;
  let seats = 0;
  for (const [i, car] of input.cars.entries()) {
    for (let j = 0; j < i; j++)
      if (input.cars[j]?.carId === car.carId)
        fail(`Car class ${car.carId} appears twice; give its number of cars once`);
    const rates = classes[i];
    if (!rates) continue;
    atLeastOne(car.cars, `The number of ${rates.name} cars`);
    cars += car.cars;
    seats += car.cars * (rates.perSeat?.seats ?? 0);
    carClass(rates);
  }
  if (cars > MAX_CARS_PER_TRIP) fail(`A job may have at most ${MAX_CARS_PER_TRIP} cars (got ${cars})`);

  const type = input.outbound.service.type;
  if (type === 'per-seat' && input.cars.length > 1)
    fail(`A per-seat ride is one car class: the seats are sold on it (got ${input.cars.length})`);
  leg(input.card, input.outbound, 'outbound', seats);
  if (input.returnLeg) {
    if (type === 'hourly') fail('An hourly job has no return leg: book the hours the car is needed');
    if (input.returnLeg.service.type !== type)
      fail(`The return is priced as the outbound is (${type}), not as ${input.returnLeg.service.type}`);
    leg(input.card, input.returnLeg, 'return', seats);
  }

  validateCharges(input);
  for (const addon of input.addons) amountOrPercentage(addon, 'Addon ', addon.name);
  return classes;
}
