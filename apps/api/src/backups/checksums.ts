import { entrySha256, readEntry, type TarEntry } from './tar.js';

/**
 * A backup's checksums (issue 37, decision 069): `SHA256SUMS`, the archive's last entry, holds the SHA-256 of every
 * other entry in `sha256sum`'s format, so `tar -xf FILE && sha256sum -c SHA256SUMS` checks it by hand too. A restore
 * checks them before it writes anything, and `npm run backup -- --verify FILE` checks them alone.
 */
export const CHECKSUMS_ENTRY = 'SHA256SUMS';

export const checksumsText = (sha256: ReadonlyMap<string, string>) =>
  [...sha256].map(([name, hex]) => `${hex}  ${name}\n`).join('');

const LINE = /^([0-9a-f]{64}) {2}(.+)$/;

/** `SHA256SUMS`'s names and hashes; a line that is not `<hash>  <name>`, or a name twice, is damage. */
function parseChecksums(text: string, damaged: (what: string) => Error): Map<string, string> {
  const sums = new Map<string, string>();
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const [index, line] of lines.entries()) {
    const match = LINE.exec(line);
    if (!match || sums.has(match[2]!)) throw damaged(`line ${index + 1} of ${CHECKSUMS_ENTRY} is unreadable`);
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}

/**
 * 'checked' when every entry of the archive has the SHA-256 `SHA256SUMS` gives it, and nothing listed is missing;
 * 'absent' for a backup taken before Livery wrote checksums; otherwise an error that names the damaged entry.
 */
export async function checkChecksums(file: string, entries: TarEntry[]): Promise<'checked' | 'absent'> {
  const damaged = (what: string) => new Error(`${file} is damaged: ${what}. Use another backup.`);
  const listed = entries.filter((entry) => entry.name === CHECKSUMS_ENTRY);
  if (listed.length === 0) return 'absent';
  if (listed.length > 1) throw damaged(`it holds ${CHECKSUMS_ENTRY} twice`);
  const sums = parseChecksums((await readEntry(file, listed[0]!)).toString('utf8'), damaged);
  for (const entry of entries) {
    if (entry === listed[0]) continue;
    const expected = sums.get(entry.name);
    if (expected === undefined) throw damaged(`it holds ${entry.name}, which ${CHECKSUMS_ENTRY} does not list`);
    if ((await entrySha256(file, entry)) !== expected) {
      throw damaged(`${entry.name} does not match its SHA-256 in ${CHECKSUMS_ENTRY}`);
    }
    sums.delete(entry.name);
  }
  if (sums.size > 0) throw damaged(`${[...sums.keys()].join(', ')} listed in ${CHECKSUMS_ENTRY} is missing`);
  return 'checked';
}
