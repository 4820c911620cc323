import type { Metadata } from 'next';
import { MemberAreaView } from '../../components/member/member-area-view.tsx';
import { getMemberArea } from '../../server/auth/get-member-area.ts';

export const metadata: Metadata = { title: 'My account', robots: { index: false, follow: false } };

/** The member area: a protected page, rendered per request from the api. */
export default async function UserAccountPage() {
  return <MemberAreaView area={await getMemberArea('/user-account')} />;
}
