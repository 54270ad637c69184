/**
 * How a search finds a phone number whatever its punctuation (issue 22, decision 054): `6465550111`,
 * `646-555-0111` and `+1 (646) 555-0111` are one number. Lists compare the digits of what was typed with the
 * digits of each stored phone (an index on the stored phone's digits, migration 0019).
 */

/** What a phone is written with besides digits: spaces, `+`, `-`, `.`, `/` and parentheses. */
const PHONE_SHAPED = /^[\d\s+\-./()]+$/;

/** Fewer digits than this match too much to be a phone (and are left to the other columns' search). */
export const MIN_PHONE_SEARCH_DIGITS = 4;

/** The North American country code: a number written with it still matches one stored without it. */
const COUNTRY_CODE = '1';
const NATIONAL_DIGITS = 10;

/**
 * The digits a search looks for in phone numbers, or null when it does not read as (part of) a phone: only digits
 * and phone punctuation, at least four digits. A leading `+1` (or eleven digits starting with 1) is dropped, so
 * `+1 (646) 555-0111` finds `646-555-0111` as well as `+1 646 555 0111` (whose digits hold the ten).
 */
export function phoneSearchDigits(search: string): string | null {
  const text = search.trim();
  if (!PHONE_SHAPED.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national =
    (text.startsWith(`+${COUNTRY_CODE}`) || digits.length === NATIONAL_DIGITS + 1) && digits.startsWith(COUNTRY_CODE)
      ? digits.slice(COUNTRY_CODE.length)
      : digits;
  return national.length >= MIN_PHONE_SEARCH_DIGITS ? national : null;
}
