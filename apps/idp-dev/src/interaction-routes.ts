import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type pg from 'pg';
import { authenticateMember } from './members.ts';
import { errorPage, loginPage, PAGE_SECURITY_HEADERS } from './pages.ts';
import { SITE_CLIENT_NAME } from './provider-config.ts';

const MAX_FORM_BYTES = 8 * 1024;
const PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/;
const EXPIRED =
  'This sign-in request has expired or was already completed. Go back to the site and start signing in again.';

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { ...PAGE_SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return null;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The provider's sign-in page (`/interaction/:uid`): the member's e-mail and password, or
 * Cancel, which returns `access_denied` to the site. Consent is never asked (see loadExistingGrant).
 */
export function interactionRoutes(provider: Provider, pool: pg.Pool) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = PATH.exec(new URL(req.url ?? '/', 'http://idp.invalid').pathname);
    const action = match?.[2];
    if (!match || (req.method !== 'GET' && req.method !== 'POST') || (req.method === 'POST') !== !!action) {
      send(res, 404, errorPage({ error: 'not_found' }));
      return;
    }
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      send(res, 400, errorPage({ error: EXPIRED }));
      return;
    }
    if (details.uid !== match[1]) {
      send(res, 400, errorPage({ error: EXPIRED }));
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The member cancelled signing in.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name !== 'login') {
      send(res, 400, errorPage({ error: `Unexpected prompt ${details.prompt.name}.` }));
      return;
    }
    if (!action) {
      send(res, 200, loginPage({ uid: details.uid, clientName: SITE_CLIENT_NAME }));
      return;
    }
    const form = await readForm(req);
    const email = form?.get('email')?.trim() ?? '';
    const password = form?.get('password') ?? '';
    if (!email || !password || email.length > 254 || password.length > 1024) {
      const error = 'Enter your e-mail address and your password.';
      send(res, 422, loginPage({ uid: details.uid, clientName: SITE_CLIENT_NAME, email, error }));
      return;
    }
    const member = await authenticateMember(pool, email, password);
    if (!member) {
      const error = 'These credentials do not match our records.';
      send(res, 401, loginPage({ uid: details.uid, clientName: SITE_CLIENT_NAME, email, error }));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      // `amr` goes into the ID token: how the site learns whether this sign-in had a second factor.
      { login: { accountId: member.id, amr: member.amr } },
      { mergeWithLastSubmission: false },
    );
  };
}
