import type { FastifyInstance } from 'fastify';

/**
 * A NOTIFY of the database itself (a trigger's), to the broadcast's subscribers. On PostgreSQL the broadcast's
 * listener connection LISTENs on every subscribed channel, so nothing is needed here. PGlite's local broadcast is
 * a call in this process and LISTENs on nothing: its one session LISTENs here, and what it hears (on commit, as
 * on PostgreSQL) is handed to the same subscribers. Answers how to stop.
 */
export async function relayDatabaseNotifications(app: FastifyInstance, channel: string): Promise<() => Promise<void>> {
  const { pglite } = app;
  if (!pglite) return () => Promise.resolve();
  const unlisten = await pglite.listen(channel, (payload) => void app.broadcast.notify(channel, payload));
  return () => unlisten();
}
