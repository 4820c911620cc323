import 'server-only';
import { LRUCache } from 'lru-cache';
import { noteCacheLookup, requestIdHeader } from '../../lib/request-context.ts';
import { statusCheckedFetch } from './status-checked-fetch.ts';

/** The content API data cache: answers kept 5 seconds, at most 1,000 of them. */
export const CONTENT_CACHE_TTL_MS = 5_000;
export const CONTENT_CACHE_MAX_ENTRIES = 1_000;

type StoredAnswer = { status: number; statusText: string; headers: [string, string][]; body: string };

const CACHE_KEY = Symbol.for('society.web.content-cache');

/**
 * One cache per process, whatever bundle imports this module: route handlers and pages are
 * separate entries in Next.js, and the publish webhook must clear what the pages read.
 */
function contentCache(): LRUCache<string, Promise<StoredAnswer>> {
  const holder = globalThis as { [CACHE_KEY]?: LRUCache<string, Promise<StoredAnswer>> };
  holder[CACHE_KEY] ??= new LRUCache({
    max: CONTENT_CACHE_MAX_ENTRIES,
    ttl: CONTENT_CACHE_TTL_MS,
    // Looked up on each call (not captured once) so tests can move the clock.
    perf: { now: () => performance.now() },
  });
  return holder[CACHE_KEY];
}

const REF_KEY = Symbol.for('society.web.content-master-ref');
const isRepositoryUrl = (input: string) => /\/api\/v2\/?(\?|$)/.test(input);

/** Remembers the master ref from each repository answer, so a publish can look up what was live before it. */
function noteMasterRef(body: string) {
  try {
    const { refs } = JSON.parse(body) as { refs?: { ref: string; isMasterRef?: boolean }[] };
    const master = refs?.find((ref) => ref.isMasterRef)?.ref;
    if (master) (globalThis as { [REF_KEY]?: string })[REF_KEY] = master;
  } catch {
    // Not a repository answer after all: nothing to note.
  }
}

/** The master ref of the latest repository answer this process saw, if any. */
export const lastSeenMasterRef = (): string | undefined => (globalThis as { [REF_KEY]?: string })[REF_KEY];

/** The visitor's request id goes along, so the content service's log lines name the same request. */
function withRequestId(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(requestIdHeader())) headers.set(name, value);
  return { ...init, headers };
}

async function store(input: string, init: RequestInit | undefined): Promise<StoredAnswer> {
  const response = await statusCheckedFetch(input, { ...withRequestId(init), signal: null });
  const body = await response.text();
  if (response.ok && isRepositoryUrl(input)) noteMasterRef(body);
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

function forget(key: string, answer: Promise<StoredAnswer>) {
  const cache = contentCache();
  if (cache.peek(key) === answer) cache.delete(key);
}

const replay = (answer: StoredAnswer) =>
  new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });

/**
 * `fetch` for the Prismic client. Identical GETs within 5 s share one answer (concurrent ones
 * share one request); failures and non-2xx answers are never kept. Requests pass no Next.js cache
 * options, so Next neither stores them nor treats a page that makes them as dynamic: pages are
 * pre-rendered and regenerated, and this cache only spares the content service repeated queries.
 */
export async function cachedContentFetch(input: string, init?: RequestInit): Promise<Response> {
  if (init?.method && init.method !== 'GET') return statusCheckedFetch(input, withRequestId(init));
  const cache = contentCache();
  const cached = cache.get(input);
  noteCacheLookup('web_content', cached !== undefined);
  if (cached) return replay(await cached);
  const answer = store(input, init);
  cache.set(input, answer);
  answer.then(
    (stored) => {
      if (!(stored.status >= 200 && stored.status <= 299)) forget(input, answer);
    },
    () => forget(input, answer),
  );
  return replay(await answer);
}

/** Forget every cached answer (the publish webhook calls this before regenerating pages). */
export function clearContentCache(): void {
  contentCache().clear();
}
