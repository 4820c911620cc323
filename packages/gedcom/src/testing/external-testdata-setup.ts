import { externalTestdata } from './corpus-dir.ts';

/** Where the external data sets come from (their public sources), for the line printed when absent. */
const HOW_TO_GET = 'see docs/developers/test-data.md for their public sources, or set SOCIETY_TESTDATA_DIR';

/**
 * Once per Vitest run: the external conformance data is optional locally (its suites are skipped,
 * and one line says so) and required under CI=true, so CI always runs every suite.
 */
export default function setup() {
  const found = externalTestdata();
  const missing = [
    ...(found.gedcom ? [] : ['the GEDCOM corpus conformance suites']),
    ...(found.names ? [] : ['the name-list recall suites']),
  ];
  if (missing.length === 0) return;
  const suites = missing.join(' and ');
  if (process.env.CI === 'true' || process.env.CI === '1')
    throw new Error(`External test data not found, and CI=true requires ${suites} (${HOW_TO_GET}).`);
  console.log(`External test data not found: skipped ${suites} (${HOW_TO_GET}).`);
}
