/**
 * `npm run bench:pricing`: prices 1,000,000 random trips with the built domain package (`packages/domain/dist`)
 * in this one thread and prints quotes per second (issue 11's goal: at least 100,000). The trips come from a
 * seeded generator, so every run prices the same trips and prints the same checksum; they are generated in
 * batches outside the timed part, so only `priceTrip` is measured.
 *
 * Then `priceJob` (decision 088) by service type: `--jobs` random jobs of each type (transfer, hourly, flat,
 * per-seat) on a rate card of 8 classes, 10 zones, flat rates, two taxes and every fee, each type timed on its own
 * (issue 39's goal: at least 100,000 a second for every type).
 *
 *   npm run bench:pricing
 *   node bench/pricing.mjs --trips 200000 --jobs 100000 --seed 7     # after npm run build -w @livery/domain
 *   taskset -c 0 node bench/pricing.mjs                # pinned to one core, garbage collector included
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { priceJob, priceTrip } from '../packages/domain/dist/index.js';

const { values: args } = parseArgs({
  options: {
    trips: { type: 'string', default: '1000000' },
    jobs: { type: 'string', default: '250000' },
    seed: { type: 'string', default: '11' },
    batch: { type: 'string', default: '10000' },
  },
});
const TRIPS = Number(args.trips);
const JOBS = Number(args.jobs);
const BATCH = Number(args.batch);
const GOAL = 100_000;

/** mulberry32 (Tommy Ettinger's 32-bit generator): small, fast, and the same sequence for the same seed. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(Number(args.seed));
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[int(0, list.length - 1)];
const DAY = 86_400_000;
const DATES = Array.from({ length: 400 }, (_, day) =>
  new Date(Date.UTC(2026, 0, 1) + day * DAY).toISOString().slice(0, 10),
);
const dateIn2026 = (day) => DATES[day];
const amountOrPercentage = () =>
  random() < 0.5 ? { amount: int(500, 5000), percentage: null } : { amount: null, percentage: int(500, 3000) };

// A catalogue the size of a small company's: 8 classes, a dozen surges a year, 10 codes.
const CARS = Array.from({ length: 8 }, (_, i) => ({
  carId: i + 1,
  name: ['Sedan', 'Luxury sedan', 'SUV', 'Luxury SUV', 'Van', 'Sprinter', 'Limousine', 'Coach'][i],
  toMultiply: int(250, 900),
  toAdd: int(0, 3000),
  minimumRate: int(4500, 30000),
}));
const SURGES = Array.from({ length: 12 }, (_, i) => {
  const from = int(0, 360);
  return {
    id: i + 1,
    name: `Surge ${i + 1}`,
    from: dateIn2026(from),
    to: dateIn2026(from + int(0, 6)),
    isActive: random() < 0.9,
    ...amountOrPercentage(),
  };
});
const CODES = Array.from({ length: 10 }, (_, i) => {
  const from = int(0, 200);
  return {
    code: `CODE${i + 1}`,
    type: i === 0 ? 'round trip' : 'general',
    from: dateIn2026(from),
    to: dateIn2026(from + int(30, 160)),
    isActive: random() < 0.9,
    ...amountOrPercentage(),
  };
});
const CONFIGURATION = {
  meetAndGreet: { amount: 2500, percentage: 0 },
  maxMilesSurge: { maxMiles: 1000, amount: 5000 },
  extraStopCharges: { amount: 1500 },
};
const GRATUITIES = [
  { kind: 'none' },
  ...[1500, 2000, 2500, 3000].map((percentage) => ({ kind: 'percentage', percentage })),
];

function randomTrip() {
  const tripType = pick(['from-airport', 'to-airport', 'point-to-point']);
  const day = int(0, 364);
  const outbound = { date: dateIn2026(day), miles: int(10, 3000), stops: random() < 0.7 ? 0 : int(1, 3) };
  const isRoundTrip = random() < 0.4;
  const classes = int(1, 3);
  const first = int(0, CARS.length - classes);
  return {
    tripType,
    outbound,
    returnLeg: isRoundTrip
      ? { date: dateIn2026(day + int(0, 14)), miles: outbound.miles, stops: random() < 0.8 ? 0 : 1 }
      : null,
    cars: CARS.slice(first, first + classes).map((car) => ({ ...car, cars: int(1, 3) })),
    discountCode: random() < 0.5 ? pick(CODES) : null,
    gratuity: random() < 0.1 ? { kind: 'amount', amount: int(1000, 10000) } : pick(GRATUITIES),
    meetAndGreet: (tripType !== 'to-airport' || isRoundTrip) && random() < 0.5,
    surges: SURGES,
    configuration: CONFIGURATION,
  };
}

/**
 * Prices `count` inputs from `make`, generated in batches outside the timed part; answers the seconds spent pricing,
 * the checksum of the totals and the legs priced.
 */
function measure(count, make, price) {
  let timedMs = 0;
  let cpuMicros = 0;
  let checksum = 0;
  let legs = 0;
  for (let done = 0; done < count; done += BATCH) {
    const inputs = Array.from({ length: Math.min(BATCH, count - done) }, make);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (const input of inputs) {
      const answer = price(input);
      checksum = (checksum + answer.total) % 1_000_000_007;
      legs += answer.legs.length;
    }
    const cpu = process.cpuUsage(cpu0);
    cpuMicros += cpu.user + cpu.system;
    timedMs += performance.now() - t0;
  }
  return {
    seconds: timedMs / 1000,
    checksum,
    legs,
    rate: Math.round(count / (timedMs / 1000)),
    cpuRate: Math.round(count / (cpuMicros / 1e6)),
  };
}
/**
 * Quotes a second of the time the clock shows, and of the processor time this process had: on a machine other work
 * keeps busy the second is what one core of its own would give.
 */
const verdict = ({ rate, cpuRate }) =>
  `${rate.toLocaleString('en-US')} quotes/s (${cpuRate.toLocaleString('en-US')} a second of processor time) — goal ${GOAL.toLocaleString('en-US')}: ${rate >= GOAL ? 'met' : 'NOT met'}`;

const started = performance.now();
const trips = measure(TRIPS, randomTrip, priceTrip);
const [load1, load5] = os.loadavg();
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model ?? 'cpu'} (${os.availableParallelism()} cores), Node ${process.version}, load average ${load1.toFixed(2)} / ${load5.toFixed(2)}`,
);
console.log(
  `${TRIPS.toLocaleString('en-US')} trips (${trips.legs.toLocaleString('en-US')} legs, seed ${args.seed}) priced in ${trips.seconds.toFixed(2)} s` +
    ` (${((performance.now() - started) / 1000).toFixed(2)} s with generating them); checksum ${trips.checksum}`,
);
console.log(verdict(trips));

// Built after the trips are generated, so the trips (and their checksum) are those of the runs before.
// A rate card the size of a small company's (decision 088): the 8 classes above, each sold for every service, 10
// zones of a few ZIP codes and a city each (the first three airports too), flat rates between most pairs, two taxes.
const SERVICES = ['transfer', 'hourly', 'flat', 'per-seat'];
const ZONES = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Zone ${i + 1}`,
  zips: Array.from({ length: 6 }, (_, j) => String(10000 + i * 10 + j)),
  cities: [`City ${i + 1}`],
  airports: i < 3 ? [['JFK', 'LGA', 'EWR'][i]] : [],
}));
const FLAT_RATES = ZONES.flatMap((a) =>
  ZONES.filter((b) => b.id > a.id && random() < 0.7).flatMap((b) =>
    CARS.filter(() => random() < 0.8).map((car) => ({
      zoneA: a.id,
      zoneB: b.id,
      carId: car.carId,
      price: int(6000, 30000),
    })),
  ),
);
const CARD = {
  id: 1,
  name: 'Bench card',
  services: SERVICES,
  classes: CARS.map((car) => ({
    carId: car.carId,
    name: car.name,
    transfer: { toMultiply: car.toMultiply, toAdd: car.toAdd, minimumRate: car.minimumRate },
    hourly: {
      perHour: int(6500, 25000),
      minimumHours: int(1, 4),
      incrementMinutes: pick([5, 10, 15, 20, 30, 60]),
      garageMinutesBefore: int(0, 45),
      garageMinutesAfter: int(0, 45),
      billGarage: random() < 0.5,
    },
    perSeat: { perSeat: int(1500, 6000), seats: int(4, 14) },
    wait: { perMinute: int(50, 300) },
  })),
  zones: ZONES,
  flatRates: FLAT_RATES,
  waitGrace: { local: 15, 'domestic-airport': 30, 'international-airport': 60 },
  taxes: [
    { name: 'State tax', rate: 400, taxable: ['base', 'extras', 'surge', 'discount'] },
    { name: 'City tax', rate: 450, taxable: ['base', 'extras', 'surge', 'discount', 'gratuity'] },
  ],
  fees: {
    airports: [
      { airport: 'JFK', amount: 500 },
      { airport: 'LGA', amount: 400 },
      { airport: 'EWR', amount: 650 },
    ],
    fuelSurcharge: 300,
    serviceCharge: 500,
  },
  gratuityBase: 'base',
  configuration: CONFIGURATION,
};
const ADDONS = [
  { id: 1, name: 'Champagne', amount: 4000, percentage: null },
  { id: 2, name: 'Red carpet', amount: null, percentage: 500 },
];
const zoneOrNone = () => (random() < 0.1 ? null : int(1, ZONES.length));

function randomService(type) {
  if (type === 'transfer') return { type, miles: int(10, 3000) };
  if (type === 'hourly') return { type, minutes: int(30, 600) };
  if (type === 'flat') return { type, fromZone: zoneOrNone(), toZone: zoneOrNone(), miles: int(10, 600) };
  return { type, passengers: int(1, 4) };
}

function randomJobLeg(type, day) {
  const pickupKind = pick(['local', 'local', 'domestic-airport', 'international-airport']);
  return {
    date: dateIn2026(day),
    service: randomService(type),
    stops: random() < 0.7 ? 0 : int(1, 3),
    pickupKind,
    waitedMinutes: random() < 0.6 ? 0 : int(0, 75),
    airports: pickupKind === 'local' ? (random() < 0.3 ? [pick(['JFK', 'LGA', 'EWR'])] : []) : ['JFK'],
    tolls: random() < 0.7 ? 0 : int(200, 2000),
  };
}

function randomJob(type) {
  const day = int(0, 364);
  const classes = type === 'per-seat' ? 1 : int(1, 3);
  const first = int(0, CARS.length - classes);
  return {
    card: CARD,
    outbound: randomJobLeg(type, day),
    returnLeg: type !== 'hourly' && random() < 0.4 ? randomJobLeg(type, day + int(0, 14)) : null,
    cars: CARS.slice(first, first + classes).map((car) => ({
      carId: car.carId,
      cars: type === 'per-seat' ? 1 : int(1, 3),
    })),
    discountCode: random() < 0.5 ? pick(CODES) : null,
    gratuity: random() < 0.1 ? { kind: 'amount', amount: int(1000, 10000) } : pick(GRATUITIES),
    meetAndGreet: random() < 0.3,
    addons: random() < 0.3 ? ADDONS : [],
    surges: SURGES,
  };
}

// Every type once before any is timed, so the first does not pay for compiling the engine's shared code alone.
for (const type of SERVICES) measure(Math.min(JOBS, 20_000), () => randomJob(type), priceJob);
for (const type of SERVICES) {
  const jobs = measure(JOBS, () => randomJob(type), priceJob);
  console.log(
    `priceJob ${type}: ${JOBS.toLocaleString('en-US')} jobs (${jobs.legs.toLocaleString('en-US')} legs) in ${jobs.seconds.toFixed(2)} s, checksum ${jobs.checksum}; ${verdict(jobs)}`,
  );
}
