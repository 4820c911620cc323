import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export type WebhookTarget = { url?: string | undefined; secret?: string | undefined; apiUrl: string };
export type PublishEvent = { masterRef: string; documents: string[]; releases?: string[] };

export const SIGNATURE_HEADER = 'x-content-signature';

export const signWebhookBody = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * Tells the site that content changed, in Prismic's `api-update` webhook shape (secret in the
 * body, as Prismic sends it) plus an HMAC signature header. Retried a few times; never throws.
 */
export async function notifySite(
  target: WebhookTarget,
  event: PublishEvent,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!target.url) return false;
  const body = JSON.stringify({
    type: 'api-update',
    apiUrl: target.apiUrl,
    domain: new URL(target.apiUrl).host,
    secret: target.secret ?? null,
    masterRef: event.masterRef,
    releases: { update: (event.releases ?? []).map((id) => ({ id })) },
    masks: {},
    tags: {},
    experiments: {},
    documents: event.documents,
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.secret) headers[SIGNATURE_HEADER] = signWebhookBody(body, target.secret);
  for (const delayMs of [0, 500, 2000]) {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return true;
      log.warn({ status: response.status }, 'site webhook refused');
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'site webhook failed');
    }
  }
  return false;
}
