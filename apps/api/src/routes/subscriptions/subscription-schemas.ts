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

export const messageResponse = { type: 'object', properties: { message: { type: 'string' } } } as const;

export const subscriptionState = {
  type: 'object',
  properties: { option: { type: 'string' }, status: { type: 'string' } },
} as const;
