import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const liveBuildId = path.resolve(import.meta.dirname, '../../apps/web/.next/BUILD_ID');

/**
 * The build `npm start` serves (apps/web/.next) as a fingerprint: its build id and when it was
 * written, or `absent`. The test stacks build into folders of their own, so a test run in a
 * checkout whose site is running leaves that site's build as it was.
 */
export function liveBuildFingerprint(): string {
  try {
    return `${readFileSync(liveBuildId, 'utf8')} written ${statSync(liveBuildId).mtimeMs}`;
  } catch {
    return 'absent';
  }
}

/** Taken once, by the runner, before it starts the stack (its workers inherit the variable). */
export function rememberLiveBuild(): void {
  process.env.E2E_LIVE_BUILD_BEFORE ??= liveBuildFingerprint();
}
