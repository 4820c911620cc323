import type { Metadata } from 'next';
import { ImportsConsole } from '../../../components/staff/imports-console.tsx';
import { getStaffImports } from '../../../server/staff/get-staff-imports.ts';

export const metadata: Metadata = {
  title: 'Imports and collections',
  robots: { index: false, follow: false },
};

/** `/staff/imports`: upload GEDCOM, record sets and images; the import history; collection settings. */
export default async function StaffImportsPage() {
  const { jobs, collections } = await getStaffImports();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-violet-950">Imports and collections</h1>
      <p className="mt-2 max-w-prose text-stone-700">
        Upload a family tree, a record set or images. Each upload is imported in the background and kept in
        the history below; a new collection stays hidden until you publish it.
      </p>
      <ImportsConsole jobs={jobs} collections={collections} />
    </div>
  );
}
