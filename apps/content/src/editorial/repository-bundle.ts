import { z } from 'zod';
import { apiTimestamp, documentInputSchema } from '../store/document-input.ts';
import { repositorySettingsSchema } from '../store/repository-settings.ts';

export const releaseInfoSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  label: z.string().min(1).max(200),
  scheduledAt: apiTimestamp.nullish(),
});

/** A whole repository in the API's own JSON shape: what import reads and export writes. */
export const repositoryBundleSchema = z.object({
  repository: repositorySettingsSchema.optional(),
  documents: z.array(documentInputSchema).default([]),
  drafts: z.array(documentInputSchema).default([]),
  releases: z
    .array(z.object({ release: releaseInfoSchema, documents: z.array(documentInputSchema) }))
    .default([]),
});

export type RepositoryBundle = z.infer<typeof repositoryBundleSchema>;
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;
export type BundleAsset = { name: string; bytes: Buffer };
