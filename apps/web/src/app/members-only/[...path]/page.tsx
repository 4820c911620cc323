import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthWatch } from '../../../components/auth/auth-watch.tsx';
import { MembershipRequired } from '../../../components/members-only-notice.tsx';
import { MembersOnlyDocumentView } from '../../../components/views/members-only-document-view.tsx';
import { documentPathOf } from '../../../lib/members-only-route.ts';
import { requireUser } from '../../../server/auth/require-user.ts';
import { getMembersOnlyIndex } from '../../../server/content/get-members-only.ts';

export const dynamic = 'force-dynamic';

async function findDocument(segments: string[]) {
  const path = documentPathOf(segments);
  return path ? ((await getMembersOnlyIndex()).get(path) ?? null) : null;
}

export async function generateMetadata({ params }: PageProps<'/members-only/[...path]'>): Promise<Metadata> {
  const found = await findDocument((await params).path);
  return { title: found?.title, robots: { index: false, follow: false } };
}

/**
 * Members-only documents, reached through src/proxy.ts from their own paths. The member is checked
 * here, on the server, from the api's answer: guests go to sign-in, accounts without the `member`
 * scope are told how to join. Anything that is not a members-only document is 404.
 */
export default async function MembersOnlyPage({ params }: PageProps<'/members-only/[...path]'>) {
  const found = await findDocument((await params).path);
  if (!found) notFound();
  const { user, inScope } = await requireUser({ returnTo: found.path, scope: 'member' });
  return (
    <>
      <AuthWatch mode="protected" initialLoggedIn />
      {inScope ? (
        <MembersOnlyDocumentView document={found} />
      ) : (
        <MembershipRequired title={found.title} name={user.name} />
      )}
    </>
  );
}
