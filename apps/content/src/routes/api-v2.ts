import { releases } from '@society/db/content-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContentServices } from '../content-services.ts';
import { etagOf, sendJson } from '../http/cached-response.ts';
import { type ContentAccess, checkAccessToken } from '../http/check-access-token.ts';
import { formatApiDate } from '../query/dates.ts';

export const API_VERSION = '2.0.0-society';
const LICENSE = 'All Rights Reserved';

const searchFields = Object.fromEntries(
  [
    ['ref', 'String', false],
    ['q', 'String', true],
    ['lang', 'String', false],
    ['page', 'Integer', false, '1'],
    ['pageSize', 'Integer', false, '20'],
    ['after', 'String', false],
    ['fetch', 'String', false],
    ['fetchLinks', 'String', false],
    ['graphQuery', 'String', false],
    ['orderings', 'String', false],
    ['referer', 'String', false],
    ['routes', 'String', false],
    ['brokenRoute', 'String', false],
    ['access_token', 'String', false],
  ].map(([name, type, multiple, fallback]) => [
    name,
    { type, multiple, ...(fallback ? { default: fallback } : {}) },
  ]),
);

const tagsQuery = { type: 'object', properties: { access_token: { type: 'string' } } } as const;
type TokenQuery = { Querystring: { access_token?: string } };

/** The repository endpoint (`/api/v2`, with or without the slash) and the tags form. */
export default async function apiV2Routes(app: FastifyInstance, { services }: { services: ContentServices }) {
  const { state, config, db } = services;
  const apiBase = `${config.CONTENT_PUBLIC_URL}/api/v2`;

  /** Guests are offered the master ref only; releases are for the access token. */
  const repository = async (access: ContentAccess) => {
    const [master, settings, open] = await Promise.all([
      state.masterRef(),
      state.settings(),
      access === 'full' ? db.select().from(releases).where(eq(releases.status, 'open')) : [],
    ]);
    const { snapshot } = await state.resolve(master.ref, access);
    const types = {
      ...Object.fromEntries(snapshot.documents.map((doc) => [doc.type, doc.type])),
      ...Object.fromEntries(
        services.model?.customTypes.map((type) => [type.id, type.label ?? type.id]) ?? [],
      ),
      ...settings.types,
    };
    return {
      refs: [
        { id: 'master', ref: master.ref, label: 'Master', isMasterRef: true },
        ...open.map((release) => ({
          id: release.id,
          ref: `${release.token}~${master.ref}`,
          label: release.label,
          ...(release.scheduledAt ? { scheduledAt: formatApiDate(release.scheduledAt.toISOString()) } : {}),
        })),
      ],
      integrationFieldsRef: null,
      bookmarks: settings.bookmarks,
      types,
      languages: settings.languages,
      tags: [...new Set(snapshot.documents.flatMap((doc) => doc.tags))].sort(),
      forms: {
        everything: {
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          action: `${apiBase}/documents/search`,
          fields: searchFields,
        },
        tags: {
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          action: `${apiBase}/tags`,
          fields: {},
        },
      },
      oauth_initiate: `${config.CONTENT_PUBLIC_URL}/auth`,
      oauth_token: `${config.CONTENT_PUBLIC_URL}/auth/token`,
      version: API_VERSION,
      license: LICENSE,
      experiments: settings.experiments,
    };
  };

  const handler = async (request: { query: { access_token?: string } }) =>
    JSON.stringify(await repository(checkAccessToken(config, request.query.access_token)));
  for (const url of ['/api/v2', '/api/v2/']) {
    app.get<TokenQuery>(url, { schema: { querystring: tagsQuery } }, async (request, reply) => {
      const body = await handler(request);
      return sendJson(request, reply, { body, etag: etagOf(body) }, 'no-cache');
    });
  }
  app.get<TokenQuery>('/api/v2/tags', { schema: { querystring: tagsQuery } }, async (request, reply) => {
    const access = checkAccessToken(config, request.query.access_token);
    const { snapshot } = await state.resolve((await state.masterRef()).ref, access);
    const body = JSON.stringify([...new Set(snapshot.documents.flatMap((doc) => doc.tags))].sort());
    return sendJson(request, reply, { body, etag: etagOf(body) }, 'no-cache');
  });
}
