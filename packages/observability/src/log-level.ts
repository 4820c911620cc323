import { z } from 'zod';

/**
 * `LOG_LEVEL`, read alike by every service: pino's levels. `info` (the default) writes a line per
 * request, `warn` only what needs a person, `silent` nothing.
 */
export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');
