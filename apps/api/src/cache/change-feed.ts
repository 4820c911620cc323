import pg from 'pg';

type Listener = { onChange(payload: string): void; onReset(): void };
const RECONNECT_MS = 1000;

/**
 * The one LISTEN connection of a process: invalidations (`NOTIFY`) from every api instance and
 * from database triggers reach the caches here. While the connection is down `live` is false and
 * caches serve nothing, since an invalidation may have been missed; it reconnects by itself.
 */
export class ChangeFeed {
  readonly #listeners = new Map<string, Listener>();
  #client: pg.Client | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  get live(): boolean {
    return this.#client !== null;
  }

  /** Subscribes before `start`; `onReset` runs whenever notifications may have been lost. */
  subscribe(channel: string, listener: Listener): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
    this.#listeners.set(channel, listener);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'api-changes' });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', ({ channel, payload }) =>
      this.#listeners.get(channel)?.onChange(payload ?? ''),
    );
    await client.connect();
    for (const channel of this.#listeners.keys()) await client.query(`LISTEN ${channel}`);
    this.#client = client;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = null;
    for (const listener of this.#listeners.values()) listener.onReset();
    void client.end().catch(() => {});
    this.#reconnect();
  }

  #reconnect(): void {
    if (this.#closed) return;
    this.#retry = setTimeout(() => void this.start().catch(() => this.#reconnect()), RECONNECT_MS);
    this.#retry.unref();
  }
}
