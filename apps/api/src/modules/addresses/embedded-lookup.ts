import { greatCircleMiles, isInBusinessArea, type LatLng, oneLineAddress, type PointPrecision } from '@livery/domain';
import zipcodes from 'zipcodes';

/**
 * The embedded default (issue 25, decision 059): US addresses placed with no network, by their ZIP code's centre or
 * their city's, from the `zipcodes` dataset (BSD licence; 42,555 US ZIP codes with their city, state and centre,
 * about 5 MB, read once on first use). An address it cannot place is null: the caller says what to add.
 */
export interface EmbeddedPlace extends LatLng {
  precision: Extract<PointPrecision, 'zip' | 'city'>;
  /** What placed it, for the suggestion's headline: "ZIP 10118, New York, NY" or "Austin, TX". */
  placedBy: string;
}

interface City extends LatLng {
  name: string;
  state: string;
  /** "austin, tx": what a search is matched on. */
  key: string;
  /** How many ZIP codes it has: a stand-in for its size, to list the larger cities first. */
  zips: number;
}

interface Index {
  cities: Map<string, City>;
  /** By name alone ("springfield" → every Springfield), for an address that names no state. */
  byName: Map<string, City[]>;
  /** Every city key in order, for a search by prefix. */
  sorted: City[];
}

let index: Index | undefined;

/** Each US city's centre: the mean of its ZIP codes' centres. */
function buildIndex(): Index {
  const sums = new Map<string, { name: string; state: string; lat: number; lng: number; n: number }>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US' || !code.city || !code.state) continue;
    const key = `${code.city.toLowerCase()}, ${code.state.toLowerCase()}`;
    const sum = sums.get(key) ?? { name: code.city, state: code.state, lat: 0, lng: 0, n: 0 };
    sum.lat += code.latitude;
    sum.lng += code.longitude;
    sum.n += 1;
    sums.set(key, sum);
  }
  const cities = new Map<string, City>();
  const byName = new Map<string, City[]>();
  for (const [key, s] of sums) {
    const city = { name: s.name, state: s.state, key, zips: s.n, lat: s.lat / s.n, lng: s.lng / s.n };
    cities.set(key, city);
    const name = s.name.toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), city]);
  }
  for (const list of byName.values()) list.sort(bySize);
  const sorted = [...cities.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { cities, byName, sorted };
}

const bySize = (a: City, b: City) => b.zips - a.zips || (a.key < b.key ? -1 : 1);

const theIndex = () => (index ??= buildIndex());

/** Loads the dataset now (at start), so the first search does not wait for it. */
export function warmEmbeddedLookup(): void {
  theIndex();
}

const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

/** The address's ZIP code: the last five-digit group that is a US ZIP code (a house number may come first). */
function zipOf(text: string) {
  const found = [...text.matchAll(ZIP)].map((m) => m[1]).reverse();
  for (const zip of found) {
    const code = zip === undefined ? undefined : zipcodes.lookup(zip);
    if (code && code.country === 'US') return code;
  }
  return undefined;
}

/** A US state's two-letter code from its code or name ("ny", "New York"), or null. */
function stateCode(text: string): string | null {
  const clean = text.trim().replace(/\.$/, '');
  if (/^[a-z]{2}$/i.test(clean)) return zipcodes.states.abbr[clean.toUpperCase()] ? clean.toUpperCase() : null;
  const normalized = zipcodes.states.normalize(clean);
  return zipcodes.states.abbr[normalized] ? normalized : null;
}

/** The comma-separated parts of an address, a trailing ZIP code left off the state's part ("NY 10118" → "NY"). */
const partsOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.replace(ZIP, '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '' && part.toLowerCase() !== 'usa' && part.toLowerCase() !== 'us');

/** The city an address names: "…, City, ST" or "…, City, State"; null when it names none the dataset knows. */
export function cityOf(text: string): City | null {
  const parts = partsOf(text);
  for (let i = parts.length - 1; i >= 1; i -= 1) {
    const state = stateCode(parts[i] ?? '');
    if (!state) continue;
    const city = theIndex().cities.get(`${(parts[i - 1] ?? '').toLowerCase()}, ${state.toLowerCase()}`);
    if (city) return city;
  }
  return null;
}

/** Places an address by its ZIP code, else its city and state; null when it names neither. */
export function placeEmbedded(text: string): EmbeddedPlace | null {
  const zip = zipOf(text);
  if (zip)
    return {
      lat: zip.latitude,
      lng: zip.longitude,
      precision: 'zip',
      placedBy: `ZIP ${zip.zip}, ${zip.city}, ${zip.state}`,
    };
  const city = cityOf(text);
  if (city) return { lat: city.lat, lng: city.lng, precision: 'city', placedBy: `${city.name}, ${city.state}` };
  return null;
}

export interface EmbeddedSuggestion {
  name: string;
  address: string;
  precision: EmbeddedPlace['precision'];
}

/** The cities a few letters start, as offered: with the business's place, only those in its area; the larger first. */
const guessedNear = (cities: readonly City[], near: LatLng | null): City[] =>
  cities.filter((city) => near === null || isInBusinessArea(city, near)).sort(bySize);

/** The cities of a name (every Springfield), as offered: the nearest the business first, else the larger first. */
function namedNear(cities: readonly City[], near: LatLng | null): City[] {
  if (!near) return [...cities].sort(bySize);
  const away = new Map(cities.map((city) => [city, greatCircleMiles(near, city)]));
  return [...cities].sort((a, b) => (away.get(a) ?? 0) - (away.get(b) ?? 0) || bySize(a, b));
}

/**
 * Suggestions with no network, for a search as typed: the address itself when its ZIP code or city places it
 * (anywhere: it names its place); else, for a last part naming a city without its state ("12 Main St, Austin"), the
 * address completed with each state that has such a city; else cities starting with the text ("aus" → "Austin, TX").
 * Cities lean to the business (`near`, decision 083): a guess from a few letters only within its area (issue 38: "Off"
 * offered Offerle, KS to a New York company's customer), a city named without its state the nearest first.
 */
export function suggestEmbedded(q: string, limit: number, near: LatLng | null = null): EmbeddedSuggestion[] {
  const text = oneLineAddress(q);
  if (text.length < 2) return [];
  const placed = placeEmbedded(text);
  if (placed) return [{ name: placed.placedBy, address: text, precision: placed.precision }];

  const parts = partsOf(text);
  const last = parts.at(-1)?.toLowerCase() ?? '';
  const named = parts.length >= 2 ? namedNear(theIndex().byName.get(last) ?? [], near) : [];
  if (named.length > 0) {
    const street = parts.slice(0, -1).join(', ');
    return named.slice(0, limit).map((city) => ({
      name: `${city.name}, ${city.state}`,
      address: `${street}, ${city.name}, ${city.state}`,
      precision: 'city' as const,
    }));
  }
  if (parts.length !== 1 || /\d/.test(last)) return [];
  return guessedNear(citiesStartingWith(last), near)
    .slice(0, limit)
    .map((city) => ({
      name: `${city.name}, ${city.state}`,
      address: `${city.name}, ${city.state}`,
      precision: 'city' as const,
    }));
}

/** The cities whose "name, st" key starts with the prefix: a binary search, then a walk of at most 500 keys. */
function citiesStartingWith(prefix: string): City[] {
  const { sorted } = theIndex();
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: City[] = [];
  for (let i = low; i < sorted.length && found.length < 500; i += 1) {
    const city = sorted[i];
    if (!city?.key.startsWith(prefix)) break;
    found.push(city);
  }
  return found;
}
