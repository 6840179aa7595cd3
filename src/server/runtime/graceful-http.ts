import type http from 'node:http';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The HTTP server's side of a graceful stop. `track` sees every request: from the moment
 * `close` starts, an answer not yet begun says `Connection: close`, so a keep-alive client (a
 * proxy reusing its upstream connection) does not send its next request to a server that is going.
 */
export function gracefulHttp() {
  const open = new Set<http.ServerResponse>();
  let closing = false;

  const track = (res: http.ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    open.add(res);
    res.once('close', () => open.delete(res));
  };

  /**
   * Stops accepting connections, lets requests in flight finish (up to `graceMs`), and drops idle
   * keep-alive connections at once (and each one that turns idle), so a waiting client cannot hold the shutdown.
   */
  const close = async (server: http.Server | null, graceMs = SHUTDOWN_GRACE_MS): Promise<void> => {
    closing = true;
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const grace = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(grace);
  };

  return { track, close, inFlight: () => open.size };
}
