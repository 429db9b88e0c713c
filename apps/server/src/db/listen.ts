import pg from 'pg';

/**
 * LISTEN on a dedicated connection (a pooled one would lose it), reconnecting
 * after a second when the connection drops. `onLost` runs when it drops and
 * `onReconnect` after a reconnection: notifications sent meanwhile are lost.
 */
export async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (first: boolean) => {
    const c = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => {});
      onLost?.();
      schedule();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (m) => {
      if (m.channel === channel) onPayload(m.payload ?? '');
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    if (closed) return void (await c.end());
    client = c;
    if (!first) onReconnect?.();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect(false).catch(schedule);
    }, 1000);
    retry.unref();
  };

  await connect(true);
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
