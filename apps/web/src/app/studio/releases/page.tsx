import { ReleaseList } from '../../../components/studio/release-list.tsx';
import { canPublish } from '../../../lib/studio/studio-role.ts';
import { requireStudio } from '../../../server/studio/require-studio.ts';

/** Releases: documents published together, now or at a scheduled time (publishers only change them). */
export default async function StudioReleasesPage() {
  const studio = await requireStudio('/studio/releases');
  return (
    <>
      <h1 className="text-2xl font-bold">Releases</h1>
      <ReleaseList canPublish={canPublish(studio.role)} />
    </>
  );
}
