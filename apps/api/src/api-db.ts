import { connectDatabase, type Database } from '@society/db';
import { apiSchema } from '@society/db/api-schema';

export type ApiDb = Database<typeof apiSchema>;

export const connectApiDb = (url: string, maxConnections = 10): ApiDb =>
  connectDatabase(url, apiSchema, { maxConnections, applicationName: 'api' });
export type ApiTx = Parameters<Parameters<ApiDb['transaction']>[0]>[0];
