'use client';
import type { ImportJob, StaffCollection } from '@society/contract/staff-imports';
import { useCallback, useEffect, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { CollectionSettings } from './collection-settings.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportUploadForm } from './import-upload-form.tsx';

const REFRESH_MS = 2_000;
const heading = 'font-serif text-2xl font-semibold text-violet-950';

/**
 * The imports page's three parts sharing one read of the api: upload, history (refreshed while a
 * job waits or runs, so an import restarted after a server restart shows its progress) and the
 * collections' settings.
 */
export function ImportsConsole({
  jobs: initialJobs,
  collections: initialCollections,
}: {
  jobs: ImportJob[];
  collections: StaffCollection[];
}) {
  const [jobs, setJobs] = useState(initialJobs);
  const [collections, setCollections] = useState(initialCollections);

  const refresh = useCallback(async () => {
    const [{ importJobListSchema, staffCollectionListSchema }, jobList, collectionList] = await Promise.all([
      import('@society/contract/staff-imports'),
      browserBackend()('GET', '/api/staff/imports'),
      browserBackend()('GET', '/api/staff/collections'),
    ]);
    setJobs(importJobListSchema.parse(jobList).data);
    setCollections(staffCollectionListSchema.parse(collectionList).data);
  }, []);

  const busy = jobs.some((job) => job.status === 'queued' || job.status === 'running');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refresh().catch(() => {}), REFRESH_MS);
    return () => clearInterval(timer);
  }, [busy, refresh]);

  const changed = () => void refresh().catch(() => {});
  return (
    <>
      <section aria-labelledby="upload-heading" className="mt-8">
        <h2 id="upload-heading" className={heading}>
          Upload
        </h2>
        <div className="mt-4">
          <ImportUploadForm collections={collections} onChange={changed} />
        </div>
      </section>
      <section aria-labelledby="history-heading" className="mt-12">
        <h2 id="history-heading" className={heading}>
          Imports
        </h2>
        <div className="mt-4">
          <ImportHistory jobs={jobs} onChange={changed} />
        </div>
      </section>
      <section aria-labelledby="collections-heading" className="mt-12">
        <h2 id="collections-heading" className={heading}>
          Collections
        </h2>
        <p className="mt-2 max-w-prose text-stone-700">
          A hidden collection is seen only by staff and the person who submitted it: it is not listed,
          searched or counted on the site until you publish it.
        </p>
        <div className="mt-4">
          <CollectionSettings collections={collections} onChange={changed} />
        </div>
      </section>
    </>
  );
}
