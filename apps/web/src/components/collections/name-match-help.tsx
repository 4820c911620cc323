import { FORENAME_MATCH_MENU, NAME_MATCH_HELP, NAME_MATCH_LABELS } from '@society/record-search';

/** What each choice of "Match the … by" finds, with the algorithm behind it, folded until asked for. */
export function NameMatchHelp() {
  return (
    <details className="text-stone-800">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-violet-800 underline underline-offset-4">
        How names are matched
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {FORENAME_MATCH_MENU.map((mode) => (
          <div key={mode} className="contents">
            <dt className="font-semibold">{NAME_MATCH_LABELS[mode]}</dt>
            <dd>Finds {NAME_MATCH_HELP[mode]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
