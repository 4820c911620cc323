import type { TreePersonSummary } from '@society/record-search';
import { lifeSpan } from '../../lib/trees/tree-person-labels.ts';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { TreePersonName } from './tree-person-name.tsx';

/** A person's name linked to their page, with their years; a living person's name is withheld. */
export function TreePersonLink({ person, href }: { person: TreePersonSummary; href: string | null }) {
  const span = lifeSpan(person);
  const name = <TreePersonName person={person} />;
  return (
    <>
      {href ? (
        <SiteLink href={href} className={TEXT_LINK}>
          {name}
        </SiteLink>
      ) : (
        <span className="font-medium">{name}</span>
      )}
      {span ? <span className="text-stone-700"> ({span})</span> : null}
    </>
  );
}
