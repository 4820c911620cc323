import { NotFoundView } from '../components/not-found-view.tsx';
import { NOT_FOUND_METADATA } from '../lib/page-metadata.ts';

export const metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return <NotFoundView />;
}
