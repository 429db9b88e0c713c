import type { FastifyInstance } from 'fastify';

/** WebSocket close code 1012 "Service Restart": the client should connect again (apps/web/src/lib/socket.ts does). */
export const RESTART_CLOSE_CODE = 1012;

export interface ShutdownOptions {
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  /** How long in-flight requests may take before their connections are cut (10 s). */
  graceMs?: number;
}

/**
 * SIGTERM/SIGINT: /ready answers 503 at once, the listening socket closes (new connections are refused; requests on
 * kept-alive ones get 503), requests in flight finish within the grace period, chat sockets are told to reconnect,
 * the background jobs stop, and the database closes last.
 */
export async function gracefulShutdown(app: FastifyInstance, opts: ShutdownOptions): Promise<void> {
  app.draining = true;
  const graceMs = opts.graceMs ?? 10_000;
  const sockets = [...app.chat.hub.all].map((c) => c.ws);
  // Sent before Fastify's own close, which would close them without a code.
  for (const ws of sockets) ws.close(RESTART_CLOSE_CODE, 'Server restarting, connect again');
  await Promise.race([
    Promise.all(sockets.filter((ws) => ws.readyState !== ws.CLOSED).map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())))),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${graceMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await Promise.all([opts.stopJobs(), app.close()]);
  } finally {
    clearTimeout(cut);
    await opts.closeDatabase();
  }
}
