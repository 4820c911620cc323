/** A code from the authenticator app, or a recovery code: one of the two (checked by the service). */
export const proofSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    code: { type: 'string', maxLength: 64 },
    recovery_code: { type: 'string', maxLength: 64 },
  },
} as const;

/** What changing the second factor asks for: the password, or a current code. */
export const identitySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    password: { type: 'string', maxLength: 1024 },
    code: { type: 'string', maxLength: 64 },
  },
} as const;

/** Setting up a second factor long after signing in: the password again. */
export const passwordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { password: { type: 'string', maxLength: 1024 } },
} as const;

export const codeSchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
