/**
 * The texts of a breakdown's explanations. Written by hand rather than with Intl because a quote formats a few
 * dozen numbers and the engine prices 100,000+ quotes a second; `formatCents` matches `formatMoney` exactly
 * (a property test holds them together).
 */
import type { BasisPoints, Cents, TaxRate, TenthsOfMile } from './types.js';
import { BOOKABLE_SERVICE_LABELS } from '../schemas/service-types.js';

function withThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return text;
}

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export function formatCents(cents: Cents): string {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const dollars = (abs - rest) / 100;
  // Most amounts are under $1,000: no separator to place (a quote formats dozens of them).
  const whole = dollars < 1000 ? String(dollars) : withThousands(String(dollars));
  return `${cents < 0 ? '-' : ''}$${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

/** 1250 → "12.5%"; 2000 → "20%"; 1234 → "12.34%". */
export function formatBasisPoints(percentage: BasisPoints): string {
  const rest = percentage % 100;
  const whole = (percentage - rest) / 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${rest % 10 === 0 ? rest / 10 : String(rest).padStart(2, '0')}%`;
}

/** 8875 → "8.875%", 8250 → "8.25%", 10000 → "10%": a tax rate in thousandths of a percent. */
export function formatTaxRate(rate: TaxRate): string {
  const rest = rate % 1000;
  const whole = (rate - rest) / 1000;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(3, '0').replace(/0+$/, '')}%`;
}

/** 173 → "17.3 mi"; 170 → "17 mi". */
export function formatMiles(miles: TenthsOfMile): string {
  const tenth = miles % 10;
  const whole = (miles - tenth) / 10;
  return tenth === 0 ? `${whole} mi` : `${whole}.${tenth} mi`;
}

/** 1 → "1 car", 3 → "3 cars" (and the same for any noun taking an s). */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** 130 → "2 h 10 min"; 180 → "3 h"; 45 → "45 min". */
export function formatMinutes(minutes: number): string {
  const rest = minutes % 60;
  const hours = (minutes - rest) / 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * What a driver, a traveller and the confirmation say of a leg's service (decision 092): "Hourly / as directed, 2 h
 * 10 min booked", "Shared ride (per seat), 3 seats"; null for a transfer, flat or not (the route says it all).
 */
export function serviceSummary(
  service: { type: string; minutes?: number; passengers?: number } | undefined,
): string | null {
  if (service?.type === 'hourly' && service.minutes !== undefined)
    return `${BOOKABLE_SERVICE_LABELS.hourly}, ${formatMinutes(service.minutes)} booked`;
  if (service?.type === 'per-seat' && service.passengers !== undefined)
    return `${BOOKABLE_SERVICE_LABELS['per-seat']}, ${count(service.passengers, 'seat')}`;
  return null;
}
