import type { Metadata } from 'next';
import { StaffStatisticsView } from '../../../components/staff/staff-statistics-view.tsx';
import { getStaffStatistics } from '../../../server/staff/get-staff-statistics.ts';

export const metadata: Metadata = { title: 'Site statistics' };

/** `/staff/statistics`: searches, sign-ins, bookings and applications per day. */
export default async function StaffStatisticsPage({ searchParams }: PageProps<'/staff/statistics'>) {
  return <StaffStatisticsView data={await getStaffStatistics(await searchParams)} />;
}
