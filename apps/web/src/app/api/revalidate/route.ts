import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { env } from '../../../env.ts';
import { CONTENT_CACHE_TAG } from '../../../prismicio.ts';

const webhookSchema = z.looseObject({
  type: z.string().optional(),
  secret: z.string().nullish(),
  documents: z.array(z.string()).optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Hashing first gives equal-length buffers, so the comparison leaks neither content nor length. */
function secretMatches(given: string | null | undefined): boolean {
  const expected = env.PRISMIC_WEBHOOK_SECRET;
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** The content service's publish webhook (Prismic `api-update` body): drops every cached content response. */
export async function POST(request: Request) {
  const parsed = webhookSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success || !secretMatches(parsed.data.secret)) {
    return NextResponse.json({ message: 'Invalid webhook secret.' }, { status: 401 });
  }
  revalidateTag(CONTENT_CACHE_TAG, { expire: 0 });
  return NextResponse.json({ revalidated: true, documents: parsed.data.documents?.length ?? 0 });
}
