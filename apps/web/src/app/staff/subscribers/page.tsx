import type { Metadata } from 'next';
import { StaffSubscribersView } from '../../../components/staff/staff-subscribers-view.tsx';
import { getStaffSubscribers } from '../../../server/staff/get-staff-subscribers.ts';

export const metadata: Metadata = { title: 'Newsletter subscribers' };

/** `/staff/subscribers`: newsletter sign-ups, their CSV, unsubscribing on request. */
export default async function StaffSubscribersPage({ searchParams }: PageProps<'/staff/subscribers'>) {
  return <StaffSubscribersView data={await getStaffSubscribers(await searchParams)} />;
}
