import type { ContentModel } from '@society/content-model';
import type { JobQueue } from '@society/jobs';
import type { ContentConfig } from './env.ts';
import type { ContentDb } from './store/content-db.ts';
import type { ContentState } from './store/content-state.ts';

/**
 * What routes need, built once per process (tests build their own). `model` is what documents are
 * checked against on save, publish and import (null: stored as given, for tests' ad hoc types).
 * `jobs` is the release scheduler's queue once started; without it a scheduled release waits for
 * the next start.
 */
export type ContentServices = {
  config: ContentConfig;
  db: ContentDb;
  state: ContentState;
  model: ContentModel | null;
  jobs?: JobQueue;
};
