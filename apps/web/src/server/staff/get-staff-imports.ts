import 'server-only';
import { importJobListSchema, staffCollectionListSchema } from '@society/contract/staff-imports';
import { requireStaff, staffRead } from './staff-read.ts';

export const STAFF_IMPORTS_PATH = '/staff/imports';

/** `/staff/imports`: the import history and every collection's settings. */
export async function getStaffImports() {
  await requireStaff(STAFF_IMPORTS_PATH);
  const [jobs, collections] = await Promise.all([
    staffRead('/api/staff/imports', importJobListSchema, STAFF_IMPORTS_PATH),
    staffRead('/api/staff/collections', staffCollectionListSchema, STAFF_IMPORTS_PATH),
  ]);
  return { jobs: jobs.data, collections: collections.data };
}
