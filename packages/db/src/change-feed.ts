import pg from 'pg';

type Listener = { onChange(payload: string): void; onReset(): void };
/** Reconnection waits this long after the first failure, doubling up to the maximum. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * A process's one LISTEN connection: invalidations (`NOTIFY`) from every instance and from
 * database triggers reach its subscribers here. While the connection is down `live` is false and
 * every subscriber is reset, since a notification may have been missed; it reconnects by itself,
 * with backoff, for as long as the database is away.
 */
export class ChangeFeed {
  readonly #listeners = new Map<string, Listener>();
  #client: pg.Client | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;

  constructor(
    private readonly url: string,
    private readonly applicationName = 'changes',
  ) {}

  get live(): boolean {
    return this.#client !== null;
  }

  /** Subscribes before `start`; `onReset` runs whenever notifications may have been lost. */
  subscribe(channel: string, listener: Listener): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
    this.#listeners.set(channel, listener);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: this.applicationName });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', ({ channel, payload }) =>
      this.#listeners.get(channel)?.onChange(payload ?? ''),
    );
    try {
      await client.connect();
      for (const channel of this.#listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#failures = 0;
    // What changed while nobody listened is unknown: subscribers start again from the database.
    for (const listener of this.#listeners.values()) listener.onReset();
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
    const delay = Math.min(RECONNECT_FIRST_MS * 2 ** this.#failures, RECONNECT_MAX_MS);
    this.#failures++;
    this.#retry = setTimeout(() => void this.start().catch(() => this.#reconnect()), delay);
    this.#retry.unref();
  }
}
