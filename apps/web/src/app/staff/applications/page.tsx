import type { Metadata } from 'next';
import { StaffApplicationsView } from '../../../components/staff/staff-applications-view.tsx';
import { getStaffApplications } from '../../../server/staff/get-staff-applications.ts';

export const metadata: Metadata = { title: 'Membership applications' };

/** `/staff/applications`: applications to review, approve or decline. */
export default async function StaffApplicationsPage({ searchParams }: PageProps<'/staff/applications'>) {
  return <StaffApplicationsView data={await getStaffApplications(await searchParams)} />;
}
