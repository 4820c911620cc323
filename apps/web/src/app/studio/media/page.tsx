import { MediaLibrary } from '../../../components/studio/media-library.tsx';
import { requireStudio } from '../../../server/studio/require-studio.ts';

/** The media library: images and PDFs to upload, describe, replace and delete. */
export default async function StudioMediaPage() {
  await requireStudio('/studio/media');
  return (
    <>
      <h1 className="text-2xl font-bold">Media</h1>
      <MediaLibrary />
    </>
  );
}
