import type { FastifyBaseLogger } from 'fastify';
import type { ContentServices } from '../../content-services.ts';
import { notifySite } from '../../editorial/notify-site.ts';
import type { Publication } from '../../store/publish-versions.ts';

/** After a publish: this instance sees the new ref at once, and the site hears of it. */
export function afterPublish(
  services: ContentServices,
  publication: Publication | null,
  log: FastifyBaseLogger,
) {
  if (!publication) return { ref: null, documents: [] };
  services.state.invalidate();
  const { config } = services;
  void notifySite(
    {
      url: config.CONTENT_WEBHOOK_URL,
      secret: config.CONTENT_WEBHOOK_SECRET,
      apiUrl: `${config.CONTENT_PUBLIC_URL}/api/v2`,
    },
    { masterRef: publication.ref, documents: publication.documentIds },
    log,
  );
  return { ref: publication.ref, documents: publication.documentIds };
}
