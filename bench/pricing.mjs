/**
 * `npm run bench:pricing`: prices 1,000,000 random trips with the built domain package (`packages/domain/dist`)
 * in this one thread and prints quotes per second (issue 11's goal: at least 100,000). The trips come from a
 * seeded generator, so every run prices the same trips and prints the same checksum; they are generated in
 * batches outside the timed part, so only `priceTrip` is measured.
 *
 *   npm run bench:pricing
 *   node bench/pricing.mjs --trips 200000 --seed 7     # after npm run build -w @livery/domain
 *   taskset -c 0 node bench/pricing.mjs                # pinned to one core, garbage collector included
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { priceTrip } from '../packages/domain/dist/index.js';

const { values: args } = parseArgs({
  options: {
    trips: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '11' },
    batch: { type: 'string', default: '10000' },
  },
});
const TRIPS = Number(args.trips);
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

let timedMs = 0;
let checksum = 0;
let lines = 0;
const started = performance.now();
for (let done = 0; done < TRIPS; done += BATCH) {
  const trips = Array.from({ length: Math.min(BATCH, TRIPS - done) }, randomTrip);
  const t0 = performance.now();
  for (const trip of trips) {
    const price = priceTrip(trip);
    checksum = (checksum + price.total) % 1_000_000_007;
    lines += price.legs.length;
  }
  timedMs += performance.now() - t0;
}
const rate = Math.round(TRIPS / (timedMs / 1000));
const [load1, load5] = os.loadavg();
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model ?? 'cpu'} (${os.availableParallelism()} cores), Node ${process.version}, load average ${load1.toFixed(2)} / ${load5.toFixed(2)}`,
);
console.log(
  `${TRIPS.toLocaleString('en-US')} trips (${lines.toLocaleString('en-US')} legs, seed ${args.seed}) priced in ${(timedMs / 1000).toFixed(2)} s` +
    ` (${((performance.now() - started) / 1000).toFixed(2)} s with generating them); checksum ${checksum}`,
);
console.log(
  `${rate.toLocaleString('en-US')} quotes/s — goal ${GOAL.toLocaleString('en-US')}: ${rate >= GOAL ? 'met' : 'NOT met'}`,
);
