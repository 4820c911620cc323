'use client';
import type { ImportJob, StaffCollection } from '@society/contract/staff-imports';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { CollectionSettings } from './collection-settings.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportUploadForm } from './import-upload-form.tsx';

const REFRESH_MS = 2_000;

/** One part of the page: its heading, an optional line saying what it is for, then its content. */
function ConsoleSection({
  id,
  heading,
  lead,
  className = 'mt-12',
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-serif text-2xl font-semibold text-violet-950">
        {heading}
      </h2>
      {lead ? <p className="mt-2 max-w-prose text-stone-700">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

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
      <ConsoleSection id="upload-heading" heading="Upload" className="mt-8">
        <ImportUploadForm collections={collections} onChange={changed} />
      </ConsoleSection>
      <ConsoleSection id="history-heading" heading="Imports">
        <ImportHistory jobs={jobs} onChange={changed} />
      </ConsoleSection>
      <ConsoleSection
        id="collections-heading"
        heading="Collections"
        lead="A hidden collection is seen only by staff and the person who submitted it: it is not listed, searched or counted on the site until you publish it."
      >
        <CollectionSettings collections={collections} onChange={changed} />
      </ConsoleSection>
    </>
  );
}
