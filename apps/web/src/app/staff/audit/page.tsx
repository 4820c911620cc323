import type { Metadata } from 'next';
import { StaffAuditView } from '../../../components/staff/staff-audit-view.tsx';
import { getStaffAudit } from '../../../server/staff/get-staff-audit.ts';

export const metadata: Metadata = { title: 'Audit log' };

/** `/staff/audit`: what staff and editors did, filtered. */
export default async function StaffAuditPage({ searchParams }: PageProps<'/staff/audit'>) {
  return <StaffAuditView data={await getStaffAudit(await searchParams)} />;
}
