import * as prismic from '@prismicio/client';
import { eventBookingSettings } from '@society/db/api-events-schema';
import { sql } from 'drizzle-orm';
import type { ApiDb } from '../api-db.ts';
import { bookingRulesFromCms, cmsEventSchema } from './cms-event-rules.ts';

export type CmsSource = { endpoint: string; accessToken?: string | undefined };

const clients = new Map<string, prismic.Client>();
/** One client per endpoint and token for the process (it warns once when the endpoint is not Prismic's own). */
function clientFor(source: CmsSource): prismic.Client {
  const key = `${source.endpoint} ${source.accessToken ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = prismic.createClient(
      source.endpoint,
      source.accessToken ? { accessToken: source.accessToken } : {},
    );
    clients.set(key, client);
  }
  return client;
}

/**
 * Makes every event published in the CMS bookable: an event the api has no rules for gets them
 * from its CMS fields; for the others only what the CMS owns (title, start, end, online) is
 * followed, and capacity, prices and the other rules stay as staff set them. Answers the number of
 * events that got rules. Events that cannot be read (no start) are left out.
 */
export async function syncCmsEvents(db: ApiDb, source: CmsSource): Promise<number> {
  const client = clientFor(source);
  const documents = await client.dangerouslyGetAll({
    filters: [prismic.filter.at('document.type', 'event')],
  });
  const rules = documents.flatMap((document) => {
    const parsed = cmsEventSchema.safeParse(document);
    return parsed.success ? [{ eventUid: parsed.data.uid, ...bookingRulesFromCms(parsed.data) }] : [];
  });
  if (rules.length === 0) return 0;
  const inserted = await db
    .insert(eventBookingSettings)
    .values(rules)
    .onConflictDoUpdate({
      target: eventBookingSettings.eventUid,
      set: {
        title: sql`excluded.title`,
        startsAt: sql`excluded.starts_at`,
        endsAt: sql`excluded.ends_at`,
        online: sql`excluded.online`,
      },
      // Only when something the CMS owns changed, so unchanged events are not rewritten.
      setWhere: sql`(${eventBookingSettings.title}, ${eventBookingSettings.startsAt}, ${eventBookingSettings.endsAt}, ${eventBookingSettings.online})
        IS DISTINCT FROM (excluded.title, excluded.starts_at, excluded.ends_at, excluded.online)`,
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  return inserted.filter((row) => row.inserted).length;
}

const SYNC_EVERY_MS = 5 * 60_000;

/**
 * Reads the CMS's events at start and every five minutes (staff's events page reads them at once
 * too), so a newly published event is bookable without anyone running a command. Answers a stop.
 */
export function startCmsEventSync(
  db: ApiDb,
  source: CmsSource,
  log: { warn(object: object, message: string): void },
): () => void {
  const run = () =>
    void syncCmsEvents(db, source).catch((error: unknown) =>
      log.warn({ err: error }, 'The CMS events could not be read.'),
    );
  run();
  const timer = setInterval(run, SYNC_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
