import { z } from 'zod';

/** The answer of `/api/members-only-paths`. */
export const nonPublicPagesSchema = z.object({ paths: z.array(z.string()) });
