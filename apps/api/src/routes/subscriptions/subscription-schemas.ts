import { messageAnswerSchema, newsletterStateSchema } from '@society/contract/subscriptions';
import { responseSchema } from '../records/response-schema.ts';

/** JSON schemas shared by the public sign-up routes. */
export const email = { type: 'string', minLength: 1, maxLength: 254, format: 'email' } as const;

/** A CMS `subscription_option` uid, as in `/subscribe/{slug}`. */
export const optionUid = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
} as const;

/** A single-use token from an e-mailed link. */
export const linkToken = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** The sign-up answers, serialised by the shared contract's schemas (the web parses with the same). */
export const messageResponse = responseSchema(messageAnswerSchema);
export const subscriptionState = responseSchema(newsletterStateSchema);
