import { z } from 'zod';
import { QueryParsingError, type Route } from './types.ts';

const MAX_ROUTES_LENGTH = 20_000;
const MEMO_LIMIT = 100;
const memo = new Map<string, readonly Route[]>();

const routeSchema = z.object({
  type: z.string().min(1),
  path: z.string().min(1),
  uid: z.string().min(1).nullish(),
  lang: z.string().min(1).nullish(),
  resolvers: z.record(z.string(), z.string().min(1)).nullish(),
});

const routesSchema = z.array(routeSchema).max(500);

/**
 * The `routes` param: a JSON array of `{type, path, uid?, lang?, resolvers?}` (a single object is tolerated).
 * The same text gives the same array, so URLs resolved for it can be cached per snapshot.
 */
export function parseRoutes(raw: string | undefined): readonly Route[] {
  if (raw === undefined || raw.trim() === '') return [];
  let routes = memo.get(raw);
  if (!routes) {
    routes = Object.freeze(validateRoutes(raw));
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(raw, routes);
  }
  return routes;
}

function validateRoutes(raw: string): Route[] {
  const location = raw.slice(0, 200);
  if (raw.length > MAX_ROUTES_LENGTH) {
    throw new QueryParsingError(`routes is too long (at most ${MAX_ROUTES_LENGTH} characters)`, location, 1);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new QueryParsingError(`routes is not valid JSON: ${detail}`, location, 1);
  }
  const parsed = routesSchema.safeParse(Array.isArray(json) ? json : [json]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = Array.isArray(json) ? issue?.path : issue?.path.slice(1);
    const where = at && at.length > 0 ? ` at ${at.join('.')}` : '';
    throw new QueryParsingError(
      `Invalid routes${where}: ${issue?.message ?? 'unexpected shape'}`,
      location,
      1,
    );
  }
  return parsed.data.map(({ type, path, uid, lang, resolvers }) => ({
    type,
    path,
    ...(uid ? { uid } : {}),
    ...(lang ? { lang } : {}),
    ...(resolvers ? { resolvers } : {}),
  }));
}
