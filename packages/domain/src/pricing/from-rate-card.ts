/**
 * A checked rate card (`rateCardSchema`: dollars with two decimals, percentages 0–100) in the engine's units:
 * cents, basis points and a tax's thousandths of a percent, converted exactly by `toCents` as every other record is (from-catalogue.ts).
 */
import { toCents, toThousandths } from '../money.js';
import type { RateCardRecord } from '../schemas/rate-card.js';
import { toBasisPoints, toPricingConfiguration } from './from-catalogue.js';
import type { RateCard, RateCardClass } from './rate-card.js';

type ClassRecord = RateCardRecord['classes'][number];

function toRateCardClass(record: ClassRecord): RateCardClass {
  const { carId, name, transfer, hourly, perSeat, wait } = record;
  return {
    carId,
    name,
    transfer: transfer && {
      toMultiply: toCents(transfer.toMultiply),
      toAdd: toCents(transfer.toAdd),
      minimumRate: toCents(transfer.minimumRate),
    },
    hourly: hourly && { ...hourly, perHour: toCents(hourly.perHour) },
    perSeat: perSeat && { perSeat: toCents(perSeat.perSeat), seats: perSeat.seats },
    wait: wait && { perMinute: toCents(wait.perMinute) },
  };
}

export function toPricingRateCard(id: number, record: RateCardRecord): RateCard {
  return {
    id,
    name: record.name,
    services: record.services,
    classes: record.classes.map(toRateCardClass),
    zones: record.zones,
    flatRates: record.flatRates.map((rate) => ({ ...rate, price: toCents(rate.price) })),
    waitGrace: record.waitGrace,
    taxes: record.taxes.map((tax) => ({ name: tax.name, rate: toThousandths(tax.percentage), taxable: tax.taxable })),
    fees: {
      airports: record.fees.airports.map((fee) => ({ airport: fee.airport, amount: toCents(fee.amount) })),
      fuelSurcharge: toBasisPoints(record.fees.fuelSurcharge),
      serviceCharge: toBasisPoints(record.fees.serviceCharge),
    },
    gratuityBase: record.gratuityBase,
    configuration: toPricingConfiguration(record.configuration),
  };
}
