import { describe, expect, it } from 'vitest';
import { contentEnvSchema } from '../src/env.ts';

const BASE = {
  CONTENT_DATABASE_URL: 'postgres://user:pass@127.0.0.1:5432/society_content',
  CONTENT_EDITOR_TOKEN: 'an-editor-token-of-some-length',
};
const problems = (env: Record<string, string>) => {
  const parsed = contentEnvSchema.safeParse({ ...BASE, ...env });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('NODE_ENV=production refuses unsafe defaults, one line each', () => {
  it('refuses http addresses unless allowed on purpose', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      "SITE_URL: must be the site's https address in production (ALLOW_HTTP_SITE_URL=true allows http)",
      'CONTENT_PUBLIC_URL: must be https in production: browsers load images and previews from it',
    ]);
    expect(problems({ NODE_ENV: 'production', ALLOW_HTTP_SITE_URL: 'true' })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('needs the editor token, and a webhook secret with a webhook', () => {
    const https = {
      NODE_ENV: 'production',
      SITE_URL: 'https://a.org',
      CONTENT_PUBLIC_URL: 'https://c.a.org',
    };
    expect(problems({ ...https, CONTENT_WEBHOOK_URL: 'http://127.0.0.1:3000/api/revalidate' })).toEqual([
      'CONTENT_WEBHOOK_SECRET: must be set in production when CONTENT_WEBHOOK_URL is',
    ]);
    expect(problems({ ...https, CONTENT_EDITOR_TOKEN: '' })).toEqual([
      'CONTENT_EDITOR_TOKEN: Too small: expected string to have >=16 characters',
    ]);
  });
});
