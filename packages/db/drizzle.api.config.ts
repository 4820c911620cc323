import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/schema/api.ts',
    './src/schema/api-oidc.ts',
    './src/schema/api-collections.ts',
    './src/schema/api-families.ts',
    './src/schema/api-images.ts',
    './src/schema/api-events.ts',
    './src/schema/api-briefs.ts',
    './src/schema/api-imports.ts',
    './src/schema/api-second-factors.ts',
  ],
  out: './migrations/api',
});
