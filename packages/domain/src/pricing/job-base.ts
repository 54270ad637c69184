/**
 * A leg's base lines (decision 088), one per car class, by the leg's service: a transfer by distance (decision
 * 036's car line), hourly by billed time, flat by the zones (or by distance when the card has no flat rate), per
 * seat by passengers. Each is whole cents per car before × cars, so the line is exact.
 */
import { assertExact, isRounded, mulDivHalfUp } from './cents.js';
import { count, formatCents, formatMinutes } from './format.js';
import type { JobLine, JobService } from './job-types.js';
import { maxMilesSurgeOf, priceCarLine } from './price-car-line.js';
import type { HourlyRates, RateCard, RateCardClass } from './rate-card.js';
import type { TenthsOfMile } from './types.js';
import { flatRateFor } from './zones.js';

/**
 * The minutes an hourly job bills: the booked minutes, plus the garage minutes when the card bills them, rounded
 * up to the increment, and at least the minimum hours. 2 h 10 min at 15-minute steps with a 3-hour minimum is 3 h.
 */
export function billedHourlyMinutes(booked: number, rates: HourlyRates): number {
  const stepped = steppedMinutes(workedMinutes(booked, rates), rates.incrementMinutes);
  const minimum = rates.minimumHours * 60;
  return stepped < minimum ? minimum : stepped;
}

const workedMinutes = (booked: number, rates: HourlyRates) =>
  booked + (rates.billGarage ? rates.garageMinutesBefore + rates.garageMinutesAfter : 0);

/** `minutes` rounded up to a whole number of steps. */
function steppedMinutes(minutes: number, step: number): number {
  const over = minutes % step;
  return over === 0 ? minutes : minutes - over + step;
}

function hourlyLine(carClass: RateCardClass, cars: number, booked: number): JobLine {
  const rates = carClass.hourly;
  if (!rates) throw new RangeError(`${carClass.name} has no hourly rates`);
  const billed = billedHourlyMinutes(booked, rates);
  const perCar = mulDivHalfUp(billed, rates.perHour, 60);
  const amount = assertExact(perCar * cars, 'hourly line', carClass.name);

  const worked = workedMinutes(booked, rates);
  const workedText =
    worked > booked
      ? `${formatMinutes(booked)} booked + ${formatMinutes(worked - booked)} garage time = ${formatMinutes(worked)}`
      : `${formatMinutes(booked)} booked`;
  const minimum = `${formatMinutes(rates.minimumHours * 60)} minimum`;
  const steps = `in ${rates.incrementMinutes}-min steps`;
  const stepped = steppedMinutes(worked, rates.incrementMinutes);
  const billing =
    stepped < billed
      ? `${formatMinutes(stepped)} ${steps}, below the ${minimum}, so`
      : `${formatMinutes(stepped)} ${steps}, ${stepped === billed && billed === rates.minimumHours * 60 ? 'equal to' : 'above'} the ${minimum}:`;
  const rounded = isRounded(billed, rates.perHour, 60) ? ' (rounded to the cent)' : '';
  return {
    kind: 'base',
    item: 'hourly',
    label: `${carClass.name} × ${cars}`,
    amount,
    explanation: `${workedText}, ${billing} ${formatMinutes(billed)} × ${formatCents(rates.perHour)} an hour = ${formatCents(perCar)}${rounded}, × ${count(cars, 'car')} = ${formatCents(amount)}`,
    carId: carClass.carId,
  };
}

function transferLine(
  card: RateCard,
  carClass: RateCardClass,
  cars: number,
  miles: TenthsOfMile,
  isRoundTrip: boolean,
  prefix = '',
): JobLine {
  const rates = carClass.transfer;
  if (!rates) throw new RangeError(`${carClass.name} has no transfer rates to price the leg by distance`);
  const surge = maxMilesSurgeOf(card.configuration, miles, isRoundTrip);
  const { carId, name } = carClass;
  const { toMultiply, toAdd, minimumRate } = rates;
  const line = priceCarLine({ carId, name, cars, toMultiply, toAdd, minimumRate }, miles, surge);
  return {
    kind: 'base',
    item: 'transfer',
    label: line.label,
    amount: line.amount,
    explanation: prefix + line.explanation,
    carId,
  };
}

const zoneName = (card: RateCard, id: number | null) =>
  card.zones.find((zone) => zone.id === id)?.name ?? 'a place in no zone';

function flatLine(
  card: RateCard,
  carClass: RateCardClass,
  cars: number,
  service: Extract<JobService, { type: 'flat' }>,
  isRoundTrip: boolean,
): JobLine {
  const from = zoneName(card, service.fromZone);
  const to = zoneName(card, service.toZone);
  const price = flatRateFor(card, service.fromZone, service.toZone, carClass.carId);
  if (price === null)
    return transferLine(
      card,
      carClass,
      cars,
      service.miles,
      isRoundTrip,
      `No flat rate from ${from} to ${to}: priced by distance, `,
    );
  const amount = assertExact(price * cars, 'flat line', carClass.name);
  return {
    kind: 'base',
    item: 'flat',
    label: `${carClass.name} × ${cars}`,
    amount,
    explanation: `Flat rate from ${from} to ${to}: ${formatCents(price)} a car, × ${count(cars, 'car')} = ${formatCents(amount)}`,
    carId: carClass.carId,
  };
}

function perSeatLine(carClass: RateCardClass, cars: number, passengers: number): JobLine {
  const rates = carClass.perSeat;
  if (!rates) throw new RangeError(`${carClass.name} has no seat price`);
  const amount = assertExact(passengers * rates.perSeat, 'per-seat line', carClass.name);
  return {
    kind: 'base',
    item: 'per-seat',
    label: `${carClass.name}, ${count(passengers, 'seat')}`,
    amount,
    explanation: `${count(passengers, 'passenger')} × ${formatCents(rates.perSeat)} a seat = ${formatCents(amount)} (a shared ride, ${count(rates.seats, 'seat')} a car)`,
    carId: carClass.carId,
  };
}

/** The base line of one class on a leg of this service. */
export function baseLine(
  card: RateCard,
  carClass: RateCardClass,
  cars: number,
  service: JobService,
  isRoundTrip: boolean,
): JobLine {
  switch (service.type) {
    case 'transfer':
      return transferLine(card, carClass, cars, service.miles, isRoundTrip);
    case 'hourly':
      return hourlyLine(carClass, cars, service.minutes);
    case 'flat':
      return flatLine(card, carClass, cars, service, isRoundTrip);
    case 'per-seat':
      return perSeatLine(carClass, cars, service.passengers);
  }
}
