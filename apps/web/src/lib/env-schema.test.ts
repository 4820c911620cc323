import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema.ts';

describe('AUTH_STRATEGY', () => {
  it('is the plain cookie strategy unless configured', () => {
    expect(parseEnv({}).AUTH_STRATEGY).toBe('cookie');
    expect(parseEnv({ AUTH_STRATEGY: '' }).AUTH_STRATEGY).toBe('cookie');
  });

  it('chooses laravelSanctum by configuration', () => {
    expect(parseEnv({ AUTH_STRATEGY: 'laravelSanctum' }).AUTH_STRATEGY).toBe('laravelSanctum');
  });

  it('refuses an unknown strategy, naming the variable', () => {
    expect(() => parseEnv({ AUTH_STRATEGY: 'oauth2' })).toThrow(/AUTH_STRATEGY/);
  });
});
