import { describe, expect, it } from 'vitest';
import { firstLine, outcomeLines, playwrightOutcomes, vitestOutcomes } from './lib/test-outcomes.ts';

describe('the failures a test run names at its end', () => {
  it('reads vitest failures with their first message line, skipped tests, and files that failed to load', () => {
    const outcomes = vitestOutcomes(
      {
        testResults: [
          {
            name: '/repo/apps/api/test/a.test.ts',
            status: 'failed',
            assertionResults: [
              {
                fullName: 'search lists once',
                status: 'failed',
                failureMessages: ['\u001b[31mAssertionError\u001b[39m: 13 to be 16\n  at x'],
              },
              { fullName: 'search pages', status: 'passed' },
              { fullName: 'later', status: 'skipped' },
            ],
          },
          {
            name: '/repo/apps/api/test/b.test.ts',
            status: 'failed',
            message: '\nCannot find module x',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(outcomes).toEqual([
      {
        status: 'failed',
        name: 'apps/api/test/a.test.ts › search lists once',
        why: 'AssertionError: 13 to be 16',
      },
      { status: 'not run', name: 'apps/api/test/a.test.ts › later' },
      { status: 'failed', name: 'apps/api/test/b.test.ts', why: 'Cannot find module x' },
    ]);
  });

  it('reads Playwright failures, flaky and skipped tests from nested suites, and errors outside tests', () => {
    const spec = (title: string, status: string, message?: string) => ({
      title,
      file: 'search.spec.ts',
      line: 7,
      tests: [{ projectName: 'site', status, results: message ? [{}, { error: { message } }] : [{}] }],
    });
    const outcomes = playwrightOutcomes(
      {
        errors: [{ message: 'Timed out waiting 120000ms from config.webServer.' }],
        suites: [
          {
            specs: [spec('a', 'expected')],
            suites: [
              {
                specs: [
                  spec('b', 'unexpected', 'Error: expected 1'),
                  spec('c', 'flaky', 'x'),
                  spec('d', 'skipped'),
                ],
              },
            ],
          },
        ],
      },
      'e2e/tests',
    );
    expect(outcomes.map((o) => [o.status, o.name, o.why])).toEqual([
      ['failed', 'e2e/tests (outside any test)', 'Timed out waiting 120000ms from config.webServer.'],
      ['failed', 'e2e/tests/search.spec.ts:7 › [site] b', 'Error: expected 1'],
      ['flaky', 'e2e/tests/search.spec.ts:7 › [site] c', 'x'],
      ['not run', 'e2e/tests/search.spec.ts:7 › [site] d', undefined],
    ]);
    const unnamed = {
      title: 'e',
      file: 'x.spec.ts',
      line: 1,
      tests: [{ projectName: '', status: 'unexpected', results: [] }],
    };
    expect(playwrightOutcomes({ suites: [{ specs: [unnamed] }] }, 'e2e/https')[0]?.name).toBe(
      'e2e/https/x.spec.ts:1 › e',
    );
  });

  it('prints failures first and cuts long lists', () => {
    const lines = outcomeLines(
      [
        { status: 'not run', name: 'n1' },
        { status: 'not run', name: 'n2' },
        { status: 'not run', name: 'n3' },
        { status: 'failed', name: 'f', why: 'because' },
      ],
      2,
    );
    expect(lines).toEqual([
      'Failed (1):',
      '  f',
      '      because',
      'Not run (3):',
      '  n1',
      '  n2',
      '  … and 1 more',
    ]);
    expect(firstLine(`${'x'.repeat(300)}\nmore`)).toHaveLength(200);
  });
});
