import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the process is in its life: not ready before it has started, nor once it drains (decision 061). */
export type Phase = 'starting' | 'serving' | 'draining';

export interface InFlight {
  method: string;
  url: string;
  startedAt: number;
  response: ServerResponse;
}

/**
 * The process's phase, and the HTTP requests it is answering (read from the server itself, so no Fastify hook runs
 * on the request path): what a graceful shutdown waits for, and names when it runs out of time.
 */
export class ProcessState {
  private current: Phase = 'starting';
  private readonly inFlight = new Set<InFlight>();

  get phase(): Phase {
    return this.current;
  }

  serving(): void {
    if (this.current === 'starting') this.current = 'serving';
  }

  draining(): void {
    this.current = 'draining';
  }

  /** Counts a request of the HTTP server in until its response closes (sent, or the client left). */
  track(request: IncomingMessage, response: ServerResponse): void {
    const entry = { method: request.method ?? '', url: request.url ?? '', startedAt: Date.now(), response };
    this.inFlight.add(entry);
    response.once('close', () => this.inFlight.delete(entry));
  }

  /** The requests being answered now. */
  requests(): InFlight[] {
    return [...this.inFlight];
  }
}
