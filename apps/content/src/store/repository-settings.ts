import { z } from 'zod';

const experimentSchema = z.object({
  id: z.string(),
  googleId: z.string().nullish(),
  name: z.string(),
  variations: z.array(z.object({ id: z.string(), ref: z.string(), label: z.string() })),
});

export const repositorySettingsSchema = z.object({
  types: z.record(z.string(), z.string()).default({}),
  languages: z
    .array(z.object({ id: z.string(), name: z.string(), is_master: z.boolean().default(false) }))
    .min(1)
    .default([{ id: 'en-gb', name: 'English - Great Britain', is_master: true }]),
  bookmarks: z.record(z.string(), z.string()).default({}),
  /** Prismic's (deprecated) A/B experiments, served as configured. */
  experiments: z
    .object({
      draft: z.array(experimentSchema).default([]),
      running: z.array(experimentSchema).default([]),
    })
    .default({ draft: [], running: [] }),
});

export type RepositorySettings = z.infer<typeof repositorySettingsSchema>;

export const masterLanguageOf = (settings: RepositorySettings): string =>
  (settings.languages.find((language) => language.is_master) ?? settings.languages[0])!.id;
