import { HEARD_ABOUT, membershipApplications } from '@society/db/api-schema';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { HttpError } from '../../http/http-error.ts';
import { email, messageResponse, optionUid } from './subscription-schemas.ts';

const RECEIVED =
  'Thank you for applying. Our membership secretary will be in touch by e-mail within two weeks.';
const PER_ADDRESS = { limit: 10, windowSeconds: 3600 };

type Application = {
  option: string;
  name: string;
  email: string;
  address: string;
  postcode: string;
  country: string;
  phone: string;
  research_interests: string;
  heard_about?: (typeof HEARD_ABOUT)[number] | '';
  consent: true;
};

const required = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const optional = (maxLength: number) => ({ type: 'string', maxLength, default: '' }) as const;

export const applicationBody = {
  type: 'object',
  required: ['option', 'name', 'email', 'address', 'country', 'consent'],
  additionalProperties: false,
  properties: {
    option: optionUid,
    name: required(200),
    email,
    address: required(500),
    postcode: optional(20),
    country: required(100),
    phone: { type: 'string', maxLength: 40, pattern: '^[0-9+()./ -]*$', default: '' },
    research_interests: optional(2000),
    heard_about: { type: 'string', enum: [...HEARD_ABOUT, ''] },
    consent: { type: 'boolean', const: true },
  },
} as const;

/** `POST /api/membership-applications`: an application to join, kept for staff as `new`. */
export default async function membershipApplicationRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, limiter, clock } = services;

  app.post<{ Body: Application }>(
    '/api/membership-applications',
    { schema: { body: applicationBody, response: { 201: messageResponse } } },
    async (request, reply) => {
      const hit = await limiter.hit(`membership-ip:${request.ip}`, PER_ADDRESS.windowSeconds);
      if (hit.count > PER_ADDRESS.limit) throw HttpError.tooManyAttempts(hit.retryAfterSeconds);
      const { option, research_interests, heard_about, consent: _accepted, ...fields } = request.body;
      await db.insert(membershipApplications).values({
        ...fields,
        optionUid: option,
        researchInterests: research_interests,
        heardAbout: heard_about || null,
        consentedAt: new Date(clock()),
      });
      return reply.code(201).send({ message: RECEIVED });
    },
  );
}
