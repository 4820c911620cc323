import { unstable_rethrow } from 'next/navigation';

/**
 * For `generateMetadata`: a content failure yields no metadata instead of failing twice; the page
 * itself then shows the error. Next's own control-flow errors (notFound, redirect) pass through.
 */
export async function unlessFailing<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}
