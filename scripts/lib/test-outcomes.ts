/**
 * The tests a run did not pass, read from the runners' JSON reports, so that the last lines of a
 * long log (all a CI summary may keep) name them and say why in a line each.
 */
export type Outcome = { status: 'failed' | 'flaky' | 'not run'; name: string; why?: string };

type VitestReport = {
  testResults?: {
    name: string;
    message?: string;
    status?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
type PlaywrightSpec = {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
};
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { suites?: PlaywrightSuite[]; errors?: { message?: string }[] };

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The first non-empty line of a message, without colours, at most 200 characters. */
export function firstLine(message: string | undefined): string | undefined {
  const line = message
    ?.replace(ANSI, '')
    .split('\n')
    .map((part) => part.trim())
    .find(Boolean);
  return line === undefined ? undefined : line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

export function vitestOutcomes(report: VitestReport, root: string): Outcome[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const tests = file.assertionResults ?? [];
    // A file that failed before its tests ran (an import or a hook) has none to list.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed'))
      return [{ status: 'failed' as const, name: where, why: firstLine(file.message) }];
    return tests.flatMap((test): Outcome[] => {
      const name = `${where} › ${test.fullName}`;
      if (test.status === 'failed')
        return [{ status: 'failed', name, why: firstLine(test.failureMessages?.[0]) }];
      return test.status === 'skipped' || test.status === 'pending' ? [{ status: 'not run', name }] : [];
    });
  });
}

export function playwrightOutcomes(report: PlaywrightReport, folder: string): Outcome[] {
  const outcomes: Outcome[] = (report.errors ?? []).map((error) => ({
    status: 'failed',
    name: `${folder} (outside any test)`,
    why: firstLine(error.message),
  }));
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const project = test.projectName ? ` [${test.projectName}]` : '';
        const name = `${folder}/${spec.file}:${spec.line} ›${project} ${spec.title}`;
        const why = firstLine(test.results.findLast((result) => result.error)?.error?.message);
        if (test.status === 'unexpected') outcomes.push({ status: 'failed', name, why });
        else if (test.status === 'flaky') outcomes.push({ status: 'flaky', name, why });
        else if (test.status === 'skipped') outcomes.push({ status: 'not run', name });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return outcomes;
}

const HEADINGS = { failed: 'Failed', flaky: 'Flaky (passed on retry)', 'not run': 'Not run' } as const;

/** The lines to print after the totals: failures first with their reason, then flaky, then not run. */
export function outcomeLines(outcomes: Outcome[], most = 40): string[] {
  const lines: string[] = [];
  for (const status of ['failed', 'flaky', 'not run'] as const) {
    const of = outcomes.filter((outcome) => outcome.status === status);
    if (of.length === 0) continue;
    lines.push(`${HEADINGS[status]} (${of.length}):`);
    for (const outcome of of.slice(0, most)) {
      lines.push(`  ${outcome.name}`);
      if (outcome.why) lines.push(`      ${outcome.why}`);
    }
    if (of.length > most) lines.push(`  … and ${of.length - most} more`);
  }
  return lines;
}
