import { createHash, timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { env } from '../../../env.ts';
import { RELAY_HEADER, relayRevalidation } from '../../../server/content/relay-revalidation.ts';
import { revalidateDocuments } from '../../../server/content/revalidate-documents.ts';

const webhookSchema = z.looseObject({
  type: z.string().optional(),
  secret: z.string().nullish(),
  documents: z.array(z.string().max(128)).max(10_000).optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Hashing first gives equal-length buffers, so the comparison leaks neither content nor length. */
function secretMatches(given: string | null | undefined): boolean {
  const expected = env.PRISMIC_WEBHOOK_SECRET;
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The content service's publish webhook (Prismic `api-update` body): regenerates the pages it
 * changed. With several instances of the site (`WEB_INSTANCE_URLS`), the one that receives it
 * passes it to every instance, each of which keeps its own page cache.
 */
export async function POST(request: Request) {
  const body = await request.text();
  const parsed = webhookSchema.safeParse(parseJson(body));
  if (!parsed.success || !secretMatches(parsed.data.secret)) {
    return NextResponse.json({ message: 'Invalid webhook secret.' }, { status: 401 });
  }
  if (env.WEB_INSTANCE_URLS.length > 0 && !request.headers.has(RELAY_HEADER)) {
    const { instances, failed } = await relayRevalidation(env.WEB_INSTANCE_URLS, body);
    if (failed.length === 0) return NextResponse.json({ revalidated: true, instances });
    console.error(`Publish webhook: not accepted by ${failed.join(', ')}; the sender will try again.`);
    return NextResponse.json({ message: 'Not every site instance revalidated.' }, { status: 503 });
  }
  try {
    const affected = await revalidateDocuments(parsed.data.documents);
    return NextResponse.json({ revalidated: true, ...affected });
  } catch (error) {
    console.error('Publish webhook: the changed pages could not be worked out; none expired.', error);
    // 503 makes the content service retry the webhook.
    return NextResponse.json({ message: 'Content service unavailable.' }, { status: 503 });
  }
}
