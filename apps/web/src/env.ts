import 'server-only';
import { parseEnv } from './lib/env-schema.ts';

export const env = parseEnv(process.env);
