import { z } from 'zod';

/**
 * Two-step sign-in (an authenticator app's six-digit code, RFC 6238, or a single-use recovery code).
 *
 * Password sign-in: `POST /login` answers 204 when the account has no second factor, and 200
 * `{"two_factor": true}` when it has one; the session is then only half signed in (it reaches
 * nothing) until `POST /two-factor-challenge` receives a code (or a recovery code), or it expires.
 */
export const loginAnswerSchema = z.object({ two_factor: z.boolean() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The site's page asking for the code (`?redirect=` the path to go on to). */
export const SECOND_FACTOR_PAGE = '/two-step-sign-in';

/** The site's page for setting up two-step sign-in (`?redirect=` the path to go on to). */
export const SECOND_FACTOR_SETUP_PAGE = '/user-account/two-step-sign-in';

/** How long a half-signed-in session waits for its code. */
export const SECOND_FACTOR_PENDING_SECONDS = 5 * 60;

/** How many recovery codes an account gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** `POST /two-factor-challenge`: exactly one of the two. */
export const challengeRequestSchema = z.object({
  code: z.string().max(64).optional(),
  recovery_code: z.string().max(64).optional(),
});
export type ChallengeRequest = z.infer<typeof challengeRequestSchema>;

/** `GET /api/user/two-factor`: the signed-in user's second factor. */
export const secondFactorStatusSchema = z.object({
  /** A confirmed authenticator. */
  enabled: z.boolean(),
  /** The account's scopes need one before staff tools or the studio answer. */
  required: z.boolean(),
  /** This session passed a second factor (here, or at the single sign-on provider). */
  verified: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** `POST /api/user/two-factor`: a new secret to add to an authenticator app, not yet in force. */
export const enrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` address the QR code holds. */
  otpauth_url: z.string(),
  /** The QR code as an SVG document. */
  qr_svg: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** New recovery codes, shown once: after a confirmed enrolment, or when asked for new ones. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * The 403 an account needing a second factor gets from staff and studio routes until its session
 * has passed one: `second_factor` says whether to set one up (`enrol`) or give a code (`verify`).
 */
export const secondFactorRequiredSchema = z.object({
  message: z.string(),
  second_factor: z.enum(['enrol', 'verify']),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

export const SECOND_FACTOR_MESSAGES = {
  enrol: 'Set up two-step sign-in for this account before using staff tools.',
  verify: 'Enter a code from your authenticator app before using staff tools.',
  invalidCode: 'The code is not valid. Enter the current code from your authenticator app.',
  invalidRecoveryCode: 'The recovery code is not valid or has already been used.',
  oneOfCodes: 'Enter the code from your authenticator app, or a recovery code.',
  noChallenge: 'Your sign-in has expired. Please sign in again.',
  alreadyEnabled: 'Two-step sign-in is already set up for this account.',
  noEnrolment: 'Start setting up two-step sign-in first.',
  notEnabled: 'Two-step sign-in is not set up for this account.',
  proofNeeded: 'Enter your password or a code from your authenticator app.',
  wrongPassword: 'The password is incorrect.',
  /** Setting it up more than `RECENT_SIGN_IN_MINUTES` after signing in. */
  passwordAgain: 'For your security, enter your password again to set up two-step sign-in.',
  /** The same for an account that signs in only through single sign-on (it has no password here). */
  signInAgain: 'For your security, sign out and sign in again to set up two-step sign-in.',
} as const;

/**
 * How long after signing in a session may set up two-step sign-in without the password again: a
 * browser left signed in cannot be given somebody else's authenticator.
 */
export const RECENT_SIGN_IN_MINUTES = 10;
