import type { ContentConfig } from './env.ts';
import type { ContentDb } from './store/content-db.ts';
import type { ContentState } from './store/content-state.ts';

/** What routes need, built once per process (tests build their own). */
export type ContentServices = { config: ContentConfig; db: ContentDb; state: ContentState };
