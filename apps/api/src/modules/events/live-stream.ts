import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A client that reads this far behind is let go rather than held in memory; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Every stream open in this process: its live-streams gauge, and what a draining process ends (decision 061). */
const openStreams = new Set<LiveStream>();

/**
 * One client's `text/event-stream` (https://html.spec.whatwg.org/multipage/server-sent-events.html): the body
 * Fastify pipes to the response, and who it was opened for.
 */
export class LiveStream {
  readonly body = new PassThrough();
  private open = true;

  constructor(
    readonly userId: number,
    /** The session it was opened in: a sign-out or password change since ends it. */
    readonly tokenVersion: number,
    /** Checked again at each heartbeat: an expired token ends the stream. */
    readonly token: string,
  ) {
    openStreams.add(this);
    this.body.once('close', () => this.closed());
  }

  send(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  retry(ms: number): void {
    this.write(`retry: ${ms}\n\n`);
  }

  end(): void {
    if (!this.open) return;
    this.closed();
    this.body.end();
  }

  private closed(): void {
    this.open = false;
    openStreams.delete(this);
  }

  private write(text: string): void {
    if (!this.open) return;
    if (this.body.writableLength + this.body.readableLength > MAX_BUFFERED_BYTES) {
      this.closed();
      this.body.destroy();
      return;
    }
    this.body.write(text);
  }
}

/** How many live streams (staff's updates and customers' status pages) this process has open. */
export const openLiveStreams = (): number => openStreams.size;

/**
 * Ends every open stream of this process, each told by `retry:` how long to wait before it connects again (to
 * another process: this one is draining). Answers how many it ended.
 */
export function endLiveStreams(retryMs: () => number): number {
  const streams = [...openStreams];
  for (const stream of streams) {
    stream.retry(retryMs());
    stream.end();
  }
  return streams.length;
}

/**
 * Answers a request with a stream's body as `text/event-stream`: no idle timeout on the connection (the client or the
 * app ends it), and neither a proxy's compression nor its buffering (no-transform; X-Accel-Buffering for nginx).
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: LiveStream | { body: PassThrough },
) {
  request.raw.socket?.setTimeout?.(0);
  return reply
    .headers({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    })
    .send(stream.body);
}
