import 'server-only';
import { siteStatisticsSchema } from '@society/contract/staff';
import { choiceParam, type SearchParams } from '../../lib/staff/staff-params.ts';
import { requireStaff, staffRead } from './staff-read.ts';

const PATH = '/staff/statistics';
export const STATISTICS_PERIODS = ['7', '30', '90', '365'] as const;

/** What `/staff/statistics` shows: the last 7, 30 (default), 90 or 365 days. */
export async function getStaffStatistics(params: SearchParams) {
  await requireStaff(PATH);
  const days = choiceParam(params, 'days', STATISTICS_PERIODS) ?? '30';
  return {
    days,
    statistics: await staffRead(`/api/staff/statistics?days=${days}`, siteStatisticsSchema, PATH),
  };
}

export type StaffStatistics = Awaited<ReturnType<typeof getStaffStatistics>>;
