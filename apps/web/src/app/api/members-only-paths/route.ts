import { NextResponse } from 'next/server';
import { getMembersOnlyIndex } from '../../../server/content/get-members-only.ts';

/** The non-public pages (paths of members-only documents), for the lock marks in navigation. */
export async function GET() {
  const index = await getMembersOnlyIndex();
  return NextResponse.json(
    { paths: [...index.keys()] },
    { headers: { 'Cache-Control': 'public, max-age=5' } },
  );
}
