import { type ContentModel, contentModel } from '@society/content-model';
import { stopJobQueue } from '@society/jobs';
import type { ContentServices } from './content-services.ts';
import type { ContentConfig } from './env.ts';
import { connectContentDb } from './store/content-db.ts';
import { ContentState } from './store/content-state.ts';

/** Connects to the content database and starts listening for publishes; documents are checked against the society's model. */
export async function createContentServices(
  config: ContentConfig,
  { model = contentModel }: { model?: ContentModel | null } = {},
): Promise<ContentServices & { close(): Promise<void> }> {
  const db = connectContentDb(config.CONTENT_DATABASE_URL);
  const state = new ContentState(db);
  await state.listen(config.CONTENT_DATABASE_URL);
  const services: ContentServices & { close(): Promise<void> } = {
    config,
    db,
    state,
    model,
    async close() {
      if (services.jobs) await stopJobQueue(services.jobs);
      await state.close();
      await db.$client.end();
    },
  };
  return services;
}
