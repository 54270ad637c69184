import { chmodSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { errorCode } from '../lib/thrown.js';

/**
 * A running PGlite server owns its data directory: no other process may open it. `npm run backup` asks the
 * server, through a unix socket in DATA_DIR (mode 0600: only the user the server runs as may connect), to take the backup
 * itself (decision 060). One request per connection: a JSON line in, a JSON line out.
 */
export interface ControlRequest {
  op: 'backup';
  /** The folder the backup is written to. */
  dir: string;
}
export type ControlAnswer<T> = { ok: true; result: T } | { ok: false; error: string };

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/** Linux and macOS keep a socket's path in 108 / 104 bytes. */
const MAX_SOCKET_PATH = 103;

function readLine(socket: Socket, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end !== -1) resolve(text.slice(0, end));
      else if (text.length > limit) socket.destroy(new Error('request too long'));
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('the connection closed before a whole line came')));
  });
}

/** Connects to a socket's path: 'answering', 'stale' (a file no one listens on), or 'absent'. */
function probe(socketPath: string): Promise<'answering' | 'stale' | 'absent'> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve('answering');
    });
    socket.once('error', (error) => resolve(errorCode(error) === 'ECONNREFUSED' ? 'stale' : 'absent'));
  });
}

/**
 * Listens on DATA_DIR/control.sock for backup requests. A socket file a killed server left is replaced; one another
 * live server answers on is left alone (null, with the reason). Never throws: backups are no reason not to start.
 */
export async function serveControl<T>(
  socketPath: string,
  handle: (request: ControlRequest) => Promise<T>,
): Promise<{ server: Server | null; problem?: string }> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    return { server: null, problem: `${socketPath} is longer than a unix socket's path may be` };
  }
  const state = await probe(socketPath);
  if (state === 'answering') return { server: null, problem: `another process answers on ${socketPath}` };
  if (state === 'stale') unlinkSync(socketPath);
  const server = createServer((socket) => {
    socket.setTimeout(10_000, () => socket.destroy()); // for the request line; a backup may take longer
    readLine(socket)
      .then(async (line) => {
        socket.setTimeout(0);
        const request = JSON.parse(line) as ControlRequest;
        if (request.op !== 'backup' || typeof request.dir !== 'string' || !path.isAbsolute(request.dir)) {
          throw new Error('unknown request');
        }
        return { ok: true, result: await handle(request) } satisfies ControlAnswer<T>;
      })
      .catch((error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }))
      .then((answer) => socket.end(JSON.stringify(answer) + '\n'));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // exclusive: a cluster worker binds the socket itself rather than through the primary.
      server.listen({ path: socketPath, exclusive: true }, () => resolve());
    });
    chmodSync(socketPath, 0o600);
    return { server };
  } catch (error) {
    server.close();
    return { server: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asks the server on DATA_DIR. 'stale' when a socket file is there but no one listens (a killed server left it),
 * 'absent' when there is none (no server, or one that could not listen: the caller decides).
 */
export async function askServer<T>(
  socketPath: string,
  request: ControlRequest,
): Promise<ControlAnswer<T> | 'stale' | 'absent'> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return 'absent';
  const socket = connect(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    if (errorCode(error) === 'ECONNREFUSED') return 'stale';
    if (errorCode(error) === 'ENOENT') return 'absent';
    throw error;
  }
  socket.write(JSON.stringify(request) + '\n');
  return JSON.parse(await readLine(socket)) as ControlAnswer<T>;
}
