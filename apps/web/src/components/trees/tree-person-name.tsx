import type { TreePersonSummary } from '@society/record-search';
import { treePersonName } from '../../lib/trees/tree-person-labels.ts';

/**
 * A tree person's name as the source writes it, the surname in capitals as the society's forms
 * write it (by style only, so the text, its copy and its title keep the source's spelling).
 */
export function TreePersonName({ person }: { person: TreePersonSummary }) {
  const { before, surname, after } = person.name;
  if (person.withheld || surname === '') return <>{treePersonName(person)}</>;
  return (
    <>
      {before ? `${before} ` : ''}
      <span className="uppercase">{surname}</span>
      {after ? ` ${after}` : ''}
    </>
  );
}
