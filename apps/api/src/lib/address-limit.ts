import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from './app-error.js';
import { countHit } from './rate-counter.js';

/**
 * The client a limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by its first
 * 64 bits, the smallest block a provider gives one client (RFC 6177): otherwise each of its addresses would get its
 * own limit.
 */
export function clientOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** "45 seconds", "2 minutes": how long a refused client waits. */
function waitOf(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface AddressLimitOptions {
  /** The counters' key prefix in `rate_limits`. */
  name: string;
  /** Attempts per client and window; the next is refused until the window ends. */
  max: number;
  windowMs: number;
  /** The refusal's sentence, given how long to wait ("45 seconds"). */
  message: (wait: string) => string;
}

/** Refusals kept in memory at most; past it, the ones whose window is over are let go. */
const REFUSALS_KEPT = 10_000;

/**
 * One limit per client address shared by several routes (decision 068: every way in, sign-in, sign-up and forgot
 * password, counts against one). Each attempt is counted exactly in the database's `rate_limits` on both engines, as
 * the per-account lock is, so the limit holds across every API process. A refused client is remembered here until
 * its window ends (a count never falls within a window), so a flood past the limit costs no write per request.
 */
export class AddressLimit {
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly db: () => Database,
    private readonly options: AddressLimitOptions,
  ) {}

  /** Counts one attempt from the request's address; past the limit sets `Retry-After` and throws a 429 `AppError`. */
  async take(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const client = clientOf(request.ip);
    const now = Date.now();
    let until = this.refusedUntil.get(client) ?? 0;
    if (until <= now) {
      this.refusedUntil.delete(client);
      const { max, windowMs, name } = this.options;
      const hit = await countHit(this.db(), `${name}:${client}`, windowMs);
      if (hit.current <= max) return;
      until = now + hit.ttl;
      this.remember(client, until, now);
    }
    reply.header('retry-after', String(Math.max(1, Math.ceil((until - now) / 1000))));
    throw new AppError('RATE_LIMITED', this.options.message(waitOf(until - now)));
  }

  /** The limit as a route's hook (`preHandler`: after the body is read and checked, so only real attempts count). */
  readonly hook = (request: FastifyRequest, reply: FastifyReply): Promise<void> => this.take(request, reply);

  private remember(client: string, until: number, now: number) {
    if (this.refusedUntil.size >= REFUSALS_KEPT) {
      for (const [key, time] of this.refusedUntil) if (time <= now) this.refusedUntil.delete(key);
    }
    if (this.refusedUntil.size < REFUSALS_KEPT) this.refusedUntil.set(client, until);
  }
}
