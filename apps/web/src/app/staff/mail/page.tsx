import type { Metadata } from 'next';
import { StaffMailView } from '../../../components/staff/staff-mail-view.tsx';
import { getStaffMail } from '../../../server/staff/get-staff-mail.ts';

export const metadata: Metadata = { title: 'Mail' };

/** `/staff/mail`: the outbox, retrying a refused message, and a test of the mail settings. */
export default async function StaffMailPage({ searchParams }: PageProps<'/staff/mail'>) {
  return <StaffMailView data={await getStaffMail(await searchParams)} />;
}
