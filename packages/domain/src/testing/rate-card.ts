/**
 * The sample rate card of `docs/pricing.md` (decision 088), in the engine's units, and a job on it: the doc's worked
 * examples, the engine's tests and the bench price with it.
 */
import type { JobLegInput, PriceJobInput, RateCard } from '../pricing/index.js';

export const SAMPLE_CARD: RateCard = {
  id: 1,
  name: 'Sample card',
  services: ['transfer', 'hourly', 'flat', 'per-seat'],
  classes: [
    {
      carId: 1,
      name: 'Sedan',
      transfer: { toMultiply: 300, toAdd: 1000, minimumRate: 5000 },
      hourly: {
        perHour: 9500,
        minimumHours: 3,
        incrementMinutes: 15,
        garageMinutesBefore: 30,
        garageMinutesAfter: 30,
        billGarage: false,
      },
      perSeat: null,
      wait: { perMinute: 100 },
    },
    {
      carId: 2,
      name: 'SUV',
      transfer: { toMultiply: 425, toAdd: 1500, minimumRate: 9000 },
      hourly: {
        perHour: 12500,
        minimumHours: 4,
        incrementMinutes: 30,
        garageMinutesBefore: 30,
        garageMinutesAfter: 30,
        billGarage: true,
      },
      perSeat: null,
      wait: { perMinute: 150 },
    },
    { carId: 3, name: 'Shuttle', transfer: null, hourly: null, perSeat: { perSeat: 2500, seats: 14 }, wait: null },
  ],
  zones: [
    { id: 1, name: 'Manhattan', zips: ['10001', '10011', '10019', '10036'], cities: ['New York'], airports: [] },
    { id: 2, name: 'JFK', zips: ['11430'], cities: [], airports: ['JFK'] },
    { id: 3, name: 'Newark airport', zips: [], cities: [], airports: ['EWR'] },
  ],
  flatRates: [
    { zoneA: 1, zoneB: 2, carId: 1, price: 9500 },
    { zoneA: 1, zoneB: 2, carId: 2, price: 13500 },
    { zoneA: 1, zoneB: 3, carId: 1, price: 11000 },
  ],
  waitGrace: { local: 15, 'domestic-airport': 30, 'international-airport': 60 },
  taxes: [],
  fees: { airports: [], fuelSurcharge: 0, serviceCharge: 0 },
  gratuityBase: 'base',
  configuration: {
    meetAndGreet: { amount: 2500, percentage: 0 },
    maxMilesSurge: { maxMiles: 1000, amount: 2500 },
    extraStopCharges: { amount: 1000 },
  },
};

/** A leg on 2026-12-24, local pickup, no stops, wait, airports or tolls: a test changes what it is about. */
export const sampleLeg = (over: Partial<JobLegInput> = {}): JobLegInput => ({
  date: '2026-12-24',
  service: { type: 'transfer', miles: 173 },
  stops: 0,
  pickupKind: 'local',
  waitedMinutes: 0,
  airports: [],
  tolls: 0,
  ...over,
});

/** One Sedan on the sample card, nothing else chosen. */
export const sampleJob = (over: Partial<PriceJobInput> = {}): PriceJobInput => ({
  card: SAMPLE_CARD,
  outbound: sampleLeg(),
  returnLeg: null,
  cars: [{ carId: 1, cars: 1 }],
  discountCode: null,
  gratuity: { kind: 'none' },
  meetAndGreet: false,
  addons: [],
  surges: [],
  ...over,
});

/**
 * The sample card as staff send it (`rateCardSchema`'s input: dollars and percentages); checked and converted, it is
 * `SAMPLE_CARD`. The API's and the web's tests start from it; its car ids 1–3 are the seed's Sedan, SUV and Sprinter.
 */
export const sampleCardBody = () => ({
  name: 'Sample card',
  services: ['transfer', 'hourly', 'flat', 'per-seat'],
  classes: [
    {
      carId: 1,
      name: 'Sedan',
      transfer: { toMultiply: 3, toAdd: 10, minimumRate: 50 },
      hourly: {
        perHour: 95,
        minimumHours: 3,
        incrementMinutes: 15,
        garageMinutesBefore: 30,
        garageMinutesAfter: 30,
        billGarage: false,
      },
      wait: { perMinute: 1 },
    },
    {
      carId: 2,
      name: 'SUV',
      transfer: { toMultiply: 4.25, toAdd: 15, minimumRate: 90 },
      hourly: {
        perHour: 125,
        minimumHours: 4,
        incrementMinutes: 30,
        garageMinutesBefore: 30,
        garageMinutesAfter: 30,
        billGarage: true,
      },
      wait: { perMinute: 1.5 },
    },
    { carId: 3, name: 'Shuttle', perSeat: { perSeat: 25, seats: 14 } },
  ],
  zones: [
    { id: 1, name: 'Manhattan', zips: ['10001', '10011', '10019', '10036'], cities: ['New York'] },
    { id: 2, name: 'JFK', zips: ['11430'], airports: ['JFK'] },
    { id: 3, name: 'Newark airport', airports: ['EWR'] },
  ],
  flatRates: [
    { zoneA: 1, zoneB: 2, carId: 1, price: 95 },
    { zoneA: 1, zoneB: 2, carId: 2, price: 135 },
    { zoneA: 1, zoneB: 3, carId: 1, price: 110 },
  ],
  waitGrace: { local: 15, 'domestic-airport': 30, 'international-airport': 60 },
  fees: { fuelSurcharge: 0, serviceCharge: 0 },
  gratuityBase: 'base',
  configuration: {
    meetAndGreet: { amount: 25, percentage: 0 },
    maxMilesSurge: { maxMiles: 100, amount: 25 },
    extraStopCharges: { amount: 10 },
  },
});
