import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  confirmSubscription,
  findByConfirmToken,
  findByUnsubscribeToken,
  requestSubscription,
  type SignUp,
  unsubscribe,
} from '../../subscriptions/newsletter-subscriptions.ts';
import { email, linkToken, messageResponse, optionUid, subscriptionState } from './subscription-schemas.ts';

const CHECK_YOUR_INBOX =
  'Thank you. Please check your e-mail: we have sent you a link to confirm your subscription.';
const PER_ADDRESS = { limit: 10, windowSeconds: 3600 };
/** Confirmation mails to one e-mail address, so the form cannot be used to flood someone's inbox. */
const PER_EMAIL = { limit: 3, windowSeconds: 3600 };
const invalidLink = (field: 'token', what: string) =>
  HttpError.validation({ [field]: [`This ${what} link is invalid or has expired.`] });
const tokenQuery = { type: 'object', required: ['token'], properties: { token: linkToken } } as const;
const tokenBody = { ...tokenQuery, additionalProperties: false } as const;
type TokenRequest = { Querystring: { token: string } };

/**
 * Newsletter sign-up with double opt-in, and the two e-mailed links: confirm (single use) and
 * unsubscribe. GET reads what a link is for; only POST changes anything.
 */
export default async function newsletterRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, limiter, config, clock } = services;
  const links = () => ({ siteUrl: config.SITE_URL, now: clock() });

  app.post<{ Body: SignUp }>(
    '/api/subscriptions/newsletter',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'option'],
          additionalProperties: false,
          properties: { email, name: { type: 'string', maxLength: 200, default: '' }, option: optionUid },
        },
        response: { 202: messageResponse },
      },
    },
    async (request, reply) => {
      const [address, mailbox] = await Promise.all([
        limiter.hit(`newsletter-ip:${request.ip}`, PER_ADDRESS.windowSeconds),
        limiter.hit(`newsletter-email:${request.body.email.toLowerCase()}`, PER_EMAIL.windowSeconds),
      ]);
      for (const [hit, rule] of [
        [address, PER_ADDRESS],
        [mailbox, PER_EMAIL],
      ] as const)
        if (hit.count > rule.limit) throw HttpError.tooManyAttempts(hit.retryAfterSeconds);
      await requestSubscription(db, request.body, links());
      return reply.code(202).send({ message: CHECK_YOUR_INBOX });
    },
  );

  const found = <T>(state: T | undefined, what: string): T => {
    if (!state) throw invalidLink('token', what);
    return state;
  };

  app.get<TokenRequest>(
    '/api/subscriptions/newsletter/confirm',
    { schema: { querystring: tokenQuery, response: { 200: subscriptionState } } },
    async (request) => found(await findByConfirmToken(db, request.query.token, clock()), 'confirmation'),
  );

  app.post<{ Body: { token: string } }>(
    '/api/subscriptions/newsletter/confirm',
    { schema: { body: tokenBody, response: { 200: subscriptionState } } },
    async (request) => found(await confirmSubscription(db, request.body.token, links()), 'confirmation'),
  );

  app.get<TokenRequest>(
    '/api/subscriptions/newsletter/unsubscribe',
    { schema: { querystring: tokenQuery, response: { 200: subscriptionState } } },
    async (request) => found(await findByUnsubscribeToken(db, request.query.token), 'unsubscribe'),
  );

  app.post<{ Body: { token: string } }>(
    '/api/subscriptions/newsletter/unsubscribe',
    { schema: { body: tokenBody, response: { 200: subscriptionState } } },
    async (request) => found(await unsubscribe(db, request.body.token, clock()), 'unsubscribe'),
  );
}
