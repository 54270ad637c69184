/**
 * A path inside the app as a `Location` header carries it: every character outside printable ASCII
 * percent-encoded as UTF-8 (RFC 3986 §2.1, as a browser writes an address it sends), `%`-escapes already there kept.
 * Node refuses a header holding a character past Latin-1 (`ERR_INVALID_CHAR`, a bare 500), and sends one in
 * Latin-1 as a byte a browser reads as something else; encoded, the browser opens the path that was asked for.
 * A lone surrogate (no character at all) becomes U+FFFD, as `TextEncoder` would write it.
 */
export function locationOf(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character.replace(/\p{Cs}/u, '\uFFFD')));
}
