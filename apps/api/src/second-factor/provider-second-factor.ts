/** What the operator trusts as the provider's own second factor. */
export type ProviderSecondFactorRule = { amr: readonly string[]; acr: readonly string[] };

/**
 * Whether the single sign-on provider says, in the ID token's claims, that it asked a second
 * factor: an `amr` value (RFC 8176: `mfa`, `otp`, `hwk`, …) or an `acr` the operator listed.
 * Only the ID token counts (signed, checked for this sign-in's nonce), never userinfo.
 */
export function providerGaveSecondFactor(
  idTokenClaims: Record<string, unknown>,
  rule: ProviderSecondFactorRule,
) {
  const amr = idTokenClaims.amr;
  if (Array.isArray(amr) && amr.some((value) => typeof value === 'string' && rule.amr.includes(value)))
    return true;
  const acr = idTokenClaims.acr;
  return typeof acr === 'string' && rule.acr.includes(acr);
}
