import type { TreeDescendant, TreePersonSummary } from '@society/record-search';
import { personPagePath } from '@society/record-search/paths';
import { TreePersonLink } from './tree-person-link.tsx';

const href = (person: TreePersonSummary) =>
  person.withheld ? null : personPagePath({ kind: 'family_tree' }, person.id);

function Branch({ entry, byParent }: { entry: TreeDescendant; byParent: Map<number, TreeDescendant[]> }) {
  const children = byParent.get(entry.person.id) ?? [];
  return (
    <li className="mt-2">
      <TreePersonLink person={entry.person} href={href(entry.person)} />
      {entry.spouses.length > 0 ? (
        <span className="text-stone-800">
          {' '}
          married{' '}
          {entry.spouses.map((spouse, index) => (
            <span key={spouse.id}>
              {index > 0 ? '; ' : null}
              <TreePersonLink person={spouse} href={href(spouse)} />
            </span>
          ))}
        </span>
      ) : null}
      {children.length > 0 ? (
        <ul className="ml-3 border-l-2 border-violet-200 pl-4">
          {children.map((child) => (
            <Branch key={`${child.parentId}-${child.person.id}`} entry={child} byParent={byParent} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Descendants as an indented outline: each person with their spouses, then their children. */
export function DescendantsList({ descendants }: { descendants: readonly TreeDescendant[] }) {
  const root = descendants.find((entry) => entry.parentId === null);
  if (!root || descendants.length === 1)
    return <p className="mt-3 text-stone-800">No children are recorded.</p>;
  const byParent = new Map<number, TreeDescendant[]>();
  for (const entry of descendants) {
    if (entry.parentId === null) continue;
    byParent.set(entry.parentId, [...(byParent.get(entry.parentId) ?? []), entry]);
  }
  return (
    <ul className="mt-2">
      <Branch entry={root} byParent={byParent} />
    </ul>
  );
}
