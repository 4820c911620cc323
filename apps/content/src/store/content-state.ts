import { ChangeFeed } from '@society/db';
import { previewSessions, publications, releases, repositorySettings } from '@society/db/content-schema';
import { recordCacheLookup } from '@society/observability/metrics';
import { and, desc, eq, gt } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ContentAccess } from '../http/check-access-token.ts';
import { PrismicError } from '../http/prismic-error.ts';
import type { Snapshot } from '../query/types.ts';
import { buildSnapshot, guestSnapshot } from './build-snapshot.ts';
import type { ContentDb } from './content-db.ts';
import { loadOverlay, loadPublishedDocuments } from './load-documents.ts';
import { parseRef } from './parse-ref.ts';
import { PUBLISH_CHANNEL } from './publish-versions.ts';
import {
  masterLanguageOf,
  type RepositorySettings,
  repositorySettingsSchema,
} from './repository-settings.ts';

export type MasterRef = { ref: string; publicationId: number };
export type Resolved = { snapshot: Snapshot; immutable: boolean };

/** Longest a process serves a stale master ref when the publish notification does not arrive. */
const MASTER_TTL_MS = 1000;

/**
 * What a process knows of the repository: the master ref, settings, and snapshots per ref.
 * Snapshots of master and release refs never change, so they are cached; previews are not.
 * Publishes anywhere reach every instance through PostgreSQL NOTIFY.
 */
export class ContentState {
  #master: { value: Promise<MasterRef>; at: number } | null = null;
  #settings: Promise<RepositorySettings> | null = null;
  readonly #publicationIds = new LRUCache<string, number>({ max: 10_000 });
  readonly #snapshots = new LRUCache<string, Promise<Snapshot>>({ max: 64 });
  #feed: ChangeFeed | null = null;

  constructor(private readonly db: ContentDb) {}

  /** Follows publishes from every instance; a lost connection comes back by itself. */
  async listen(url: string): Promise<void> {
    const feed = new ChangeFeed(url, 'content-publishes');
    feed.subscribe(PUBLISH_CHANNEL, { onChange: () => this.invalidate(), onReset: () => this.invalidate() });
    await feed.start();
    this.#feed = feed;
  }

  /** Whether publishes from other instances reach this one now. */
  get listening(): boolean {
    return this.#feed?.live ?? false;
  }

  invalidate(): void {
    this.#master = null;
    this.#settings = null;
  }

  async close(): Promise<void> {
    await this.#feed?.close();
  }

  masterRef(): Promise<MasterRef> {
    if (!this.#master || Date.now() - this.#master.at > MASTER_TTL_MS) {
      const value = this.#loadMaster();
      value.catch(() => this.invalidate());
      this.#master = { value, at: Date.now() };
    }
    return this.#master.value;
  }

  settings(): Promise<RepositorySettings> {
    this.#settings ??= this.db
      .select()
      .from(repositorySettings)
      .where(eq(repositorySettings.key, 'repository'))
      .then(([row]) => repositorySettingsSchema.parse(row?.value ?? {}));
    return this.#settings;
  }

  async #loadMaster(): Promise<MasterRef> {
    const [latest] = await this.db.select().from(publications).orderBy(desc(publications.id)).limit(1);
    if (latest) return { ref: latest.ref, publicationId: latest.id };
    await this.db
      .insert(publications)
      .values({ ref: 'initial', note: 'empty repository' })
      .onConflictDoNothing();
    return this.#loadMaster();
  }

  async #publicationId(ref: string): Promise<number | null> {
    const cached = this.#publicationIds.get(ref);
    if (cached !== undefined) return cached;
    const [row] = await this.db
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.ref, ref));
    if (row) this.#publicationIds.set(ref, row.id);
    return row?.id ?? null;
  }

  #cachedSnapshot(key: string, load: () => Promise<Snapshot>): Promise<Snapshot> {
    let snapshot = this.#snapshots.get(key);
    recordCacheLookup('content_snapshots', snapshot !== undefined);
    if (!snapshot) {
      snapshot = load();
      snapshot.catch(() => this.#snapshots.delete(key));
      this.#snapshots.set(key, snapshot);
    }
    return snapshot;
  }

  /**
   * The documents visible under a ref the client sent, or the Prismic error for a bad ref. A guest
   * reads master refs only, without members-only documents; a preview token reads everything.
   */
  async resolve(refParam: string, access: ContentAccess): Promise<Resolved> {
    const parsed = parseRef(refParam);
    const master = await this.masterRef();
    const lang = masterLanguageOf(await this.settings());
    const published = (publicationId: number) => loadPublishedDocuments(this.db, publicationId);

    if (parsed.kind === 'master') {
      const id = await this.#publicationId(parsed.ref);
      if (id === null) throw PrismicError.refNotFound(master.ref);
      const full = () =>
        this.#cachedSnapshot(`p:${id}`, async () => buildSnapshot(parsed.ref, lang, await published(id)));
      const snapshot =
        access === 'full' ? full() : this.#cachedSnapshot(`g:${id}`, async () => guestSnapshot(await full()));
      return { snapshot: await snapshot, immutable: true };
    }
    if (parsed.kind === 'release') {
      if (access !== 'full') throw PrismicError.refNeedsToken();
      const [release] = await this.db
        .select()
        .from(releases)
        .where(and(eq(releases.token, parsed.token), eq(releases.status, 'open')));
      const id = await this.#publicationId(parsed.masterRef);
      if (!release || id === null) throw PrismicError.refExpired(master.ref);
      const snapshot = this.#cachedSnapshot(`r:${refParam}`, async () =>
        buildSnapshot(
          refParam,
          lang,
          await published(id),
          await loadOverlay(this.db, { releaseId: release.id }),
        ),
      );
      return { snapshot: await snapshot, immutable: true };
    }
    if (parsed.kind === 'preview') {
      const [session] = await this.db
        .select()
        .from(previewSessions)
        .where(and(eq(previewSessions.id, parsed.sessionId), gt(previewSessions.expiresAt, new Date())));
      if (!session) throw PrismicError.previewExpired();
      const overlays = [
        session.releaseId ? await loadOverlay(this.db, { releaseId: session.releaseId }) : [],
        await loadOverlay(this.db, { drafts: true }),
      ];
      return {
        snapshot: buildSnapshot(refParam, lang, await published(master.publicationId), ...overlays),
        immutable: false,
      };
    }
    throw PrismicError.refNotFound(master.ref);
  }
}
