import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);

/** Ports and files of the stack `npm start` runs for the tests (see playwright.config.ts). */
export const stack = {
  siteUrl: `http://localhost:${port}`,
  apiPort: Number(process.env.E2E_API_PORT ?? port + 1),
  /** The content service as the site and the browser reach it: through the gate. */
  contentUrl: `http://localhost:${Number(process.env.E2E_CONTENT_PORT ?? port + 2)}`,
  gateControlUrl: `http://127.0.0.1:${port + 4}`,
  dataDir: path.join(root, '.data/e2e'),
};

type DevSecrets = {
  editorToken: string;
  /** The Content API token the site's server reads with: releases and members-only documents. */
  contentAccessToken: string;
  webhookSecret: string;
  demoPasswords: Record<string, string>;
  /** The demo staff account's authenticator key (two-step sign-in). */
  demoStaffTotpSecret: string;
};

export const devSecrets = (): DevSecrets =>
  JSON.parse(readFileSync(path.join(stack.dataDir, 'dev-secrets.json'), 'utf8')) as DevSecrets;
