import { z } from 'zod';

const isPreviewToken = (value: string) => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.searchParams.has('websitePreviewId')
    );
  } catch {
    return false;
  }
};

const previewQuery = z.object({
  token: z
    .string({ error: 'This preview link has no preview token. Start the preview again from the editor.' })
    .refine(isPreviewToken, {
      error: 'This preview link’s token is not a preview token. Start the preview again from the editor.',
    }),
  documentId: z
    .string()
    .regex(/^[\w-]{1,64}$/, { error: 'This preview link’s document id is not valid.' })
    .optional(),
});

export type PreviewRequest = z.infer<typeof previewQuery>;

/** Reads `/preview?token=…&documentId=…`: the request, or the message saying what is wrong with it. */
export function parsePreviewRequest(
  params: URLSearchParams,
): { ok: true; request: PreviewRequest } | { ok: false; message: string } {
  const parsed = previewQuery.safeParse({
    token: params.get('token') || undefined,
    documentId: params.get('documentId') || undefined,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'This preview link is not valid.' };
}
