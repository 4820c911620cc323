import type { StaffCollection } from '@society/contract/staff-imports';
import { collections } from '@society/db/api-collections-schema';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import { HttpError } from '../../http/http-error.ts';

const row = z.object({
  uid: z.string(),
  title: z.string(),
  kind: z.string(),
  access: z.enum(['public', 'members']),
  hidden: z.boolean(),
  record_count: z.coerce.number().int(),
  person_count: z.coerce.number().int(),
  image_count: z.coerce.number().int(),
});

const toCollection = (r: z.infer<typeof row>): StaffCollection => ({
  uid: r.uid,
  title: r.title,
  kind: r.kind,
  access: r.access,
  state: r.hidden ? 'hidden' : 'published',
  recordCount: r.record_count,
  personCount: r.person_count,
  imageCount: r.image_count,
});

const select = (where = sql``) => sql`
  SELECT c.uid, c.title, c.kind::text AS kind, c.access::text AS access, c.hidden, c.record_count,
    c.person_count, (SELECT count(*) FROM images i WHERE i.collection_id = c.id) AS image_count
  FROM collections c ${where} ORDER BY c.hidden DESC, c.title`;

/** Every collection, hidden ones first (staff see them all). */
export async function listStaffCollections(db: ApiDb): Promise<StaffCollection[]> {
  return z
    .array(row)
    .parse((await db.execute(select())).rows)
    .map(toCollection);
}

export type CollectionSettings = {
  title?: string;
  access?: 'public' | 'members';
  state?: 'hidden' | 'published';
};

/** Changes a collection's title, access or state, with an audit entry of what changed, in one transaction. */
export async function updateCollectionSettings(
  db: ApiDb,
  actor: AuditActor,
  uid: string,
  change: CollectionSettings,
): Promise<StaffCollection> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(collections).where(eq(collections.uid, uid)).for('update');
    if (!current) throw HttpError.notFound();
    const before = {
      title: current.title,
      access: current.access,
      state: current.hidden ? 'hidden' : 'published',
    };
    const after = { ...before, ...change };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
      (key) => after[key] !== before[key],
    );
    if (changed.length > 0) {
      await tx
        .update(collections)
        .set({
          title: after.title,
          access: after.access,
          hidden: after.state === 'hidden',
          updatedAt: new Date(),
        })
        .where(eq(collections.id, current.id));
      await recordAudit(tx, actor, {
        action:
          change.state && changed.includes('state')
            ? `collection.${after.state}`
            : 'collection.settings-changed',
        subjectType: 'collection',
        subjectId: uid,
        summary: `Changed ${changed.join(', ')} of the collection ${uid}`,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    const [updated] = z.array(row).parse((await tx.execute(select(sql`WHERE c.id = ${current.id}`))).rows);
    return toCollection(updated!);
  });
}
