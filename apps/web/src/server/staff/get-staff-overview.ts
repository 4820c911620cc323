import 'server-only';
import { staffOverviewSchema } from '@society/contract/staff';
import { STAFF_HOME } from '../../lib/staff/staff-paths.ts';
import { requireStaff, staffRead } from './staff-read.ts';

/** What `/staff` shows: who is signed in and what waits for staff. */
export async function getStaffOverview() {
  const user = await requireStaff(STAFF_HOME);
  return { user, overview: await staffRead('/api/staff/overview', staffOverviewSchema, STAFF_HOME) };
}
