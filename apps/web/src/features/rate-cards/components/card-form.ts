/**
 * The rate card as its page edits it: every number as the text typed, each service's rates with an on/off switch, a
 * zone's places as comma-separated text. `toCardForm` and `toCard` go between it and the card the API checks, and
 * `formPathOf` puts the API's field paths (`card.zones.1.zips.1`) on the field that shows them (`zones.1.zips`).
 */
import {
  SERVICE_TYPES,
  TAXABLE_KINDS,
  type GratuityBase,
  type PickupKind,
  type RateCardRecord,
  type ServiceType,
  type TaxableKind,
} from '@livery/domain';

type Texts<K extends string> = Record<K, string>;

export interface ClassForm {
  carId: number;
  name: string;
  transferOn: boolean;
  transfer: Texts<'toMultiply' | 'toAdd' | 'minimumRate'>;
  hourlyOn: boolean;
  hourly: Texts<'perHour' | 'minimumHours' | 'incrementMinutes' | 'garageMinutesBefore' | 'garageMinutesAfter'> & {
    billGarage: boolean;
  };
  perSeatOn: boolean;
  perSeat: Texts<'perSeat' | 'seats'>;
  waitOn: boolean;
  wait: Texts<'perMinute'>;
}

export interface CardForm {
  name: string;
  services: ServiceType[];
  classes: ClassForm[];
  zones: { id: number; name: string; zips: string; cities: string; airports: string }[];
  flatRates: { zoneA: string; zoneB: string; carId: string; price: string }[];
  waitGrace: Texts<PickupKind>;
  taxes: { name: string; percentage: string; taxable: TaxableKind[] }[];
  fees: { airports: { airport: string; amount: string }[]; fuelSurcharge: string; serviceCharge: string };
  gratuityBase: GratuityBase;
  /** The extras' amounts: meet & greet (an amount, or a percentage of the base), a stop, the long-trip surge. */
  configuration: {
    meetAndGreet: Texts<'amount' | 'percentage'>;
    maxMilesSurge: Texts<'maxMiles' | 'amount'>;
    extraStopCharges: Texts<'amount'>;
  };
}

const text = (value: number) => String(value);
/** An empty box is sent as null, so the API says the field is required rather than reading it as 0. */
const numberOf = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim()));
const listText = (items: readonly string[]) => items.join(', ');
const listOf = (typed: string) =>
  typed
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

type CardClass = RateCardRecord['classes'][number];

function classForm({ carId, name, transfer, hourly, perSeat, wait }: CardClass): ClassForm {
  return {
    carId,
    name,
    transferOn: transfer !== null,
    transfer: {
      toMultiply: text(transfer?.toMultiply ?? 0),
      toAdd: text(transfer?.toAdd ?? 0),
      minimumRate: text(transfer?.minimumRate ?? 0),
    },
    hourlyOn: hourly !== null,
    hourly: {
      perHour: text(hourly?.perHour ?? 0),
      minimumHours: text(hourly?.minimumHours ?? 1),
      incrementMinutes: text(hourly?.incrementMinutes ?? 60),
      garageMinutesBefore: text(hourly?.garageMinutesBefore ?? 0),
      garageMinutesAfter: text(hourly?.garageMinutesAfter ?? 0),
      billGarage: hourly?.billGarage ?? false,
    },
    perSeatOn: perSeat !== null,
    perSeat: { perSeat: text(perSeat?.perSeat ?? 0), seats: text(perSeat?.seats ?? 1) },
    waitOn: wait !== null,
    wait: { perMinute: text(wait?.perMinute ?? 0) },
  };
}

function cardClass({ carId, name, transfer, hourly, perSeat, wait, ...on }: ClassForm) {
  return {
    carId,
    name,
    transfer: on.transferOn
      ? {
          toMultiply: numberOf(transfer.toMultiply),
          toAdd: numberOf(transfer.toAdd),
          minimumRate: numberOf(transfer.minimumRate),
        }
      : null,
    hourly: on.hourlyOn
      ? {
          perHour: numberOf(hourly.perHour),
          minimumHours: numberOf(hourly.minimumHours),
          incrementMinutes: numberOf(hourly.incrementMinutes),
          garageMinutesBefore: numberOf(hourly.garageMinutesBefore),
          garageMinutesAfter: numberOf(hourly.garageMinutesAfter),
          billGarage: hourly.billGarage,
        }
      : null,
    perSeat: on.perSeatOn ? { perSeat: numberOf(perSeat.perSeat), seats: numberOf(perSeat.seats) } : null,
    wait: on.waitOn ? { perMinute: numberOf(wait.perMinute) } : null,
  };
}

export function toCardForm(card: RateCardRecord): CardForm {
  return {
    name: card.name,
    services: [...card.services],
    classes: card.classes.map(classForm),
    zones: card.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      zips: listText(zone.zips),
      cities: listText(zone.cities),
      airports: listText(zone.airports),
    })),
    flatRates: card.flatRates.map((rate) => ({
      zoneA: String(rate.zoneA),
      zoneB: String(rate.zoneB),
      carId: String(rate.carId),
      price: text(rate.price),
    })),
    waitGrace: {
      local: text(card.waitGrace.local),
      'domestic-airport': text(card.waitGrace['domestic-airport']),
      'international-airport': text(card.waitGrace['international-airport']),
    },
    taxes: card.taxes.map((tax) => ({ name: tax.name, percentage: text(tax.percentage), taxable: [...tax.taxable] })),
    fees: {
      airports: card.fees.airports.map((fee) => ({ airport: fee.airport, amount: text(fee.amount) })),
      fuelSurcharge: text(card.fees.fuelSurcharge),
      serviceCharge: text(card.fees.serviceCharge),
    },
    gratuityBase: card.gratuityBase,
    configuration: {
      meetAndGreet: {
        amount: text(card.configuration.meetAndGreet.amount),
        percentage: text(card.configuration.meetAndGreet.percentage),
      },
      maxMilesSurge: {
        maxMiles: text(card.configuration.maxMilesSurge.maxMiles),
        amount: text(card.configuration.maxMilesSurge.amount),
      },
      extraStopCharges: { amount: text(card.configuration.extraStopCharges.amount) },
    },
  };
}

/** The body's card as typed, unchecked: the API checks it and names each field it refuses. */
export function toCard(form: CardForm) {
  return {
    name: form.name,
    // In the order the domain lists them, whatever order they were ticked in.
    services: SERVICE_TYPES.filter((service) => form.services.includes(service)),
    classes: form.classes.map(cardClass),
    zones: form.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      zips: listOf(zone.zips),
      cities: listOf(zone.cities),
      airports: listOf(zone.airports),
    })),
    flatRates: form.flatRates.map((rate) => ({
      zoneA: numberOf(rate.zoneA),
      zoneB: numberOf(rate.zoneB),
      carId: numberOf(rate.carId),
      price: numberOf(rate.price),
    })),
    waitGrace: {
      local: numberOf(form.waitGrace.local),
      'domestic-airport': numberOf(form.waitGrace['domestic-airport']),
      'international-airport': numberOf(form.waitGrace['international-airport']),
    },
    taxes: form.taxes.map((tax) => ({
      name: tax.name,
      percentage: numberOf(tax.percentage),
      taxable: TAXABLE_KINDS.filter((kind) => tax.taxable.includes(kind)),
    })),
    fees: {
      airports: form.fees.airports.map((fee) => ({ airport: fee.airport, amount: numberOf(fee.amount) })),
      fuelSurcharge: numberOf(form.fees.fuelSurcharge),
      serviceCharge: numberOf(form.fees.serviceCharge),
    },
    gratuityBase: form.gratuityBase,
    configuration: {
      meetAndGreet: {
        amount: numberOf(form.configuration.meetAndGreet.amount),
        percentage: numberOf(form.configuration.meetAndGreet.percentage),
      },
      maxMilesSurge: {
        maxMiles: numberOf(form.configuration.maxMilesSurge.maxMiles),
        amount: numberOf(form.configuration.maxMilesSurge.amount),
      },
      extraStopCharges: { amount: numberOf(form.configuration.extraStopCharges.amount) },
    },
  };
}

/** A list typed as one box (a zone's ZIPs, a tax's taxable lines): an item's message goes on the box. */
const LIST_ITEM = /^((?:zones\.\d+\.(?:zips|cities|airports))|(?:taxes\.\d+\.taxable))\.\d+$/;

/** Where the page shows the API's message for `path` (`card.zones.1.zips.1` → `zones.1.zips`); null for none. */
export function formPathOf(path: string): string | null {
  if (!path.startsWith('card.')) return null;
  const inCard = path.slice('card.'.length);
  return LIST_ITEM.exec(inCard)?.[1] ?? inCard;
}
