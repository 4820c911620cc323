/** A running service as the supervisor sees it. */
export type Supervised = {
  /** Settles when the service ends, with how it ended ("exit 1", "signal SIGKILL"). */
  exited: Promise<string>;
  stop(): Promise<void>;
};

export type SupervisorOptions = {
  name: string;
  /** Starts the service; resolves once it serves, rejects when it could not start. */
  start(): Promise<Supervised>;
  /** Called once when the service keeps crashing: the supervisor has stopped trying. */
  onGiveUp(message: string): void;
  log?: (message: string) => void;
  /** Wait before the first restart, doubled for each further crash in a row (up to 30 s). */
  firstDelayMs?: number;
  /** A run shorter than this counts as a fast crash; a longer one starts the count again. */
  stableMs?: number;
  /** Fast crashes in a row after which the supervisor gives up. */
  maxFastCrashes?: number;
};

const MAX_DELAY_MS = 30_000;

/**
 * Keeps one service running: when it ends unexpectedly it is started again after a wait that
 * grows with each crash in a row, with a message each time; after `maxFastCrashes` crashes in a
 * row, each soon after starting, it gives up (a service that cannot stay up needs a person).
 */
export class Supervisor {
  readonly #options: Required<SupervisorOptions>;
  #current: Supervised | null = null;
  #stopping = false;
  #fastCrashes = 0;
  #retry: NodeJS.Timeout | undefined;

  constructor(options: SupervisorOptions) {
    this.#options = {
      log: (message) => console.error(message),
      firstDelayMs: 1000,
      stableMs: 60_000,
      maxFastCrashes: 5,
      ...options,
    };
  }

  get name(): string {
    return this.#options.name;
  }

  /** The first start: a failure here is the caller's (nothing is retried). */
  async start(): Promise<void> {
    this.#watch(await this.#options.start());
  }

  /** Watches a service started by other means, restarting it with `start` when it ends. */
  adopt(service: Supervised): void {
    this.#watch(service);
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#retry);
    await this.#current?.stop();
  }

  #watch(service: Supervised): void {
    this.#current = service;
    const startedAt = Date.now();
    void service.exited.then((how) => {
      if (this.#stopping || this.#current !== service) return;
      this.#current = null;
      this.#crashed(`${this.name} stopped unexpectedly (${how})`, Date.now() - startedAt);
    });
  }

  #crashed(what: string, ranForMs: number): void {
    const { log, firstDelayMs, stableMs, maxFastCrashes, onGiveUp } = this.#options;
    this.#fastCrashes = ranForMs < stableMs ? this.#fastCrashes + 1 : 1;
    if (this.#fastCrashes >= maxFastCrashes) {
      this.#stopping = true;
      onGiveUp(
        `${what}: it crashed ${this.#fastCrashes} times in a row, each within ${Math.round(stableMs / 1000)} s of starting; not restarting it again.`,
      );
      return;
    }
    const delay = Math.min(firstDelayMs * 2 ** (this.#fastCrashes - 1), MAX_DELAY_MS);
    log(`${what}; restarting it in ${formatSeconds(delay)}.`);
    this.#retry = setTimeout(() => void this.#restart(), delay);
  }

  async #restart(): Promise<void> {
    if (this.#stopping) return;
    const startedAt = Date.now();
    try {
      const service = await this.#options.start();
      if (this.#stopping) {
        await service.stop();
        return;
      }
      this.#options.log(`${this.name} is running again.`);
      this.#watch(service);
    } catch (error) {
      if (this.#stopping) return;
      this.#crashed(`${this.name} did not start again (${(error as Error).message})`, Date.now() - startedAt);
    }
  }
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
