import type { Metadata } from 'next';
import { StaffMembersView } from '../../../components/staff/staff-members-view.tsx';
import { getStaffMembers } from '../../../server/staff/get-staff-members.ts';

export const metadata: Metadata = { title: 'Members and accounts' };

/** `/staff/members`: accounts, searched and paged, with what staff can do to each. */
export default async function StaffMembersPage({ searchParams }: PageProps<'/staff/members'>) {
  return <StaffMembersView data={await getStaffMembers(await searchParams)} />;
}
