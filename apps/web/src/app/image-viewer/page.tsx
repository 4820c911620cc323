import type { Metadata } from 'next';
import { ImageGalleryView } from '../../components/viewer/image-gallery-view.tsx';
import { getGallery } from '../../server/viewer/get-gallery.ts';

export async function generateMetadata({ searchParams }: PageProps<'/image-viewer'>): Promise<Metadata> {
  const filtered = Object.keys(await searchParams).length > 0;
  return { title: 'Image viewer', ...(filtered ? { robots: { index: false, follow: true } } : {}) };
}

/** The gallery: every image this visitor may list, filtered by collection, side and name. */
export default async function ImageGalleryPage({ searchParams }: PageProps<'/image-viewer'>) {
  return <ImageGalleryView page={await getGallery(await searchParams)} />;
}
