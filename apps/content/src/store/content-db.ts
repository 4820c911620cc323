import { connectDatabase, type Database } from '@society/db';
import { contentSchema } from '@society/db/content-schema';

export type ContentDb = Database<typeof contentSchema>;
export type ContentTx = Parameters<Parameters<ContentDb['transaction']>[0]>[0];

export const connectContentDb = (url: string, maxConnections = 10): ContentDb =>
  connectDatabase(url, contentSchema, { maxConnections, applicationName: 'content' });
