import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/**
 * A plain POSIX tar (ustar) of regular files, written and read without holding a file in memory: a backup is one
 * file any `tar -tf` lists (decision 060). Sizes past ustar's 8 GiB use GNU's base-256 field, which GNU tar reads.
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** A name over 100 bytes is split at a slash into ustar's prefix (155) and name (100). */
function splitName(name: string): [prefix: string, base: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const [prefix, base] = [name.slice(0, at), name.slice(at + 1)];
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new Error(`a name too long for the backup archive: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  block.write(base, 0, 100);
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  if (size <= MAX_OCTAL_SIZE) block.write(octal(size, 12), 124);
  else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('0', 156); // a regular file
  block.write('ustar\0' + '00', 257);
  block.write(prefix, 345, 155);
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Appends entries to a new archive file; `close` writes the two empty end blocks. */
export class TarWriter {
  private position = 0;
  /** Each entry's SHA-256 (hex), taken from the bytes as they are written (decision 069). */
  readonly sha256 = new Map<string, string>();
  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await open(file, 'wx', 0o600));
  }

  private async write(data: Uint8Array, at = this.position): Promise<void> {
    await this.handle.write(data, 0, data.byteLength, at);
    if (at === this.position) this.position += data.byteLength;
  }

  async addBuffer(name: string, data: Uint8Array, mtime = new Date()): Promise<void> {
    await this.write(header(name, data.byteLength, mtime));
    await this.write(data);
    await this.write(padding(data.byteLength));
    this.sha256.set(name, createHash('sha256').update(data).digest('hex'));
  }

  /** Streams bytes of a size not known in advance (pg_dump's output); the header is written once they end. */
  async addStream(name: string, source: AsyncIterable<Uint8Array>, mtime = new Date()): Promise<number> {
    const at = this.position;
    await this.write(Buffer.alloc(BLOCK));
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of source) {
      await this.write(chunk);
      hash.update(chunk);
      size += chunk.byteLength;
    }
    await this.write(padding(size));
    await this.write(header(name, size, mtime), at);
    this.sha256.set(name, hash.digest('hex'));
    return size;
  }

  /** Streams a file in; it must not change while it is copied (uploads are written once). */
  async addFile(name: string, file: string): Promise<void> {
    const source = await open(file, 'r');
    try {
      const { size, mtime } = await source.stat();
      await this.write(header(name, size, mtime));
      const hash = createHash('sha256');
      let copied = 0;
      if (size > 0) {
        for await (const chunk of source.createReadStream({ autoClose: false, end: size - 1 })) {
          await this.write(chunk as Buffer);
          hash.update(chunk as Buffer);
          copied += (chunk as Buffer).byteLength;
        }
      }
      if (copied !== size) throw new Error(`${file} changed while it was copied`);
      await this.write(padding(size));
      this.sha256.set(name, hash.digest('hex'));
    } finally {
      await source.close();
    }
  }

  async close(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
  }

  /** Closes without finishing, for a backup that failed half-way (its file is removed). */
  async abandon(): Promise<void> {
    await this.handle.close().catch(() => {});
  }
}

function readSize(block: Buffer): number {
  if ((block[124] ?? 0) & 0x80) return Number(block.readBigUInt64BE(124 + 4));
  return parseInt(block.toString('latin1', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
}

const text = (block: Buffer, from: number, length: number) =>
  block.toString('utf8', from, from + length).replace(/\0.*$/s, '');

/** The archive's regular files, in order, with their places; a bad checksum or a truncated file is an error. */
export async function listTar(file: string): Promise<TarEntry[]> {
  const handle = await open(file, 'r');
  try {
    const { size: total } = await handle.stat();
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let ended = false;
    for (let at = 0; at + BLOCK <= total;) {
      await handle.read(block, 0, BLOCK, at);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const stored = parseInt(text(block, 148, 8).trim(), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
      if (sum !== stored) throw new Error(`${file} is not a Livery backup (a damaged tar header at byte ${at})`);
      const size = readSize(block);
      const prefix = text(block, 345, 155);
      const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
      const type = String.fromCharCode(block[156] ?? 0);
      if (at + BLOCK + size > total) throw new Error(`${file} is cut short (its last file is incomplete)`);
      if (type === '0' || type === '\0') entries.push({ name, size, offset: at + BLOCK });
      at += BLOCK + size + padding(size).byteLength;
    }
    if (!ended) throw new Error(`${file} is cut short (it has no end)`);
    return entries;
  } finally {
    await handle.close();
  }
}

/** One entry's bytes in memory (the manifest, a key, PGlite's data directory). */
export async function readEntry(file: string, entry: TarEntry): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const data = Buffer.alloc(entry.size);
    await handle.read(data, 0, entry.size, entry.offset);
    return data;
  } finally {
    await handle.close();
  }
}

/** One entry's SHA-256 (hex), read in a stream. */
export async function entrySha256(file: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  if (entry.size > 0) {
    for await (const chunk of createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 })) {
      hash.update(chunk as Buffer);
    }
  }
  return hash.digest('hex');
}

/** Copies one entry's bytes to a new file (mode 0600), streaming. */
export async function extractEntry(file: string, entry: TarEntry, to: string): Promise<void> {
  const output = createWriteStream(to, { flags: 'wx', mode: 0o600 });
  if (entry.size === 0) {
    await new Promise<void>((resolve, reject) =>
      output.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return;
  }
  await pipeline(createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 }), output);
}
