import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What a listener hears: each payload, and when it may be missing some. */
export interface ChannelHandlers {
  message: (payload: string) => void;
  /** The connection is gone: whatever was notified from now on may be missed. */
  lost: () => void;
  /** Listening again: everything notified from now on arrives. */
  listening: () => void;
}

/** The first wait before connecting again, doubled after each failure up to the last. */
export const RECONNECT_DELAYS_MS = { first: 200, last: 10_000 };

/**
 * One connection of its own that LISTENs on `channel` and connects again, with a growing wait,
 * whenever it fails or is ended by the server. It starts by connecting; `close` stops it.
 */
export const listenOnPostgres = (
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
) => {
  let current: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_DELAYS_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const scheduleConnect = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_DELAYS_MS.last);
  };

  const drop = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    handlers.lost();
    log.warn({ err: error, channel }, 'the LISTEN connection was lost; connecting again');
    void client.end().catch(() => undefined);
    scheduleConnect();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload) handlers.message(notice.payload);
    });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      log.warn({ err: error, channel }, 'could not LISTEN; trying again');
      void client.end().catch(() => undefined);
      scheduleConnect();
      return;
    }
    if (closed) return void client.end().catch(() => undefined);
    current = client;
    delay = RECONNECT_DELAYS_MS.first;
    handlers.listening();
  };

  const started = connect();
  return {
    /** Resolves once the first attempt to listen has succeeded or failed. */
    started,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
};
