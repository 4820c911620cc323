import type { Metadata } from 'next';
import { StaffOverviewView } from '../../components/staff/staff-overview-view.tsx';
import { getStaffOverview } from '../../server/staff/get-staff-overview.ts';

export const metadata: Metadata = { title: 'Overview' };

/** `/staff`: the console's first page. */
export default async function StaffOverviewPage() {
  return <StaffOverviewView {...(await getStaffOverview())} />;
}
