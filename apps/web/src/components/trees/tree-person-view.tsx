import type { TreePersonDetail, TreePersonSummary } from '@society/record-search';
import {
  COLLECTIONS_PATH,
  collectionPagePath,
  kindPath,
  pedigreePath,
  personPagePath,
} from '@society/record-search/paths';
import { readableDate } from '../../lib/trees/readable-date.ts';
import { lifeSpan, treePersonName } from '../../lib/trees/tree-person-labels.ts';
import { BookmarkButton } from '../bookmark-button.tsx';
import { Fact, FactPanel } from '../fact-list.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { DescendantsList } from './descendants-list.tsx';
import { PedigreeChart } from './pedigree-chart.tsx';
import { PrintButton } from './print-button.tsx';
import { TreePersonLink } from './tree-person-link.tsx';
import { TreePersonName } from './tree-person-name.tsx';

const heading = 'font-serif text-2xl font-semibold text-violet-950';
const linkFor = (person: TreePersonSummary) =>
  person.withheld ? null : personPagePath({ kind: 'family_tree' }, person.id);

function PersonItem({ label, person }: { label: string; person: TreePersonSummary | null }) {
  return (
    <li>
      <span className="font-semibold text-stone-800">{label}: </span>
      {person ? (
        <TreePersonLink person={person} href={linkFor(person)} />
      ) : (
        <span className="text-stone-700">Not known</span>
      )}
    </li>
  );
}

function Family({ detail }: { detail: TreePersonDetail }) {
  return (
    <section aria-labelledby="family-heading" className="mt-10">
      <h2 id="family-heading" className={heading}>
        Family
      </h2>
      {detail.parents.length === 0 ? <p className="mt-3 text-stone-800">No parents are recorded.</p> : null}
      {detail.parents.map((parents) => (
        <div key={`${parents.father?.id ?? 'none'}-${parents.mother?.id ?? 'none'}`} className="mt-4">
          <h3 className="font-semibold text-stone-900">
            Parents{parents.relationship ? ` (${parents.relationship})` : ''}
          </h3>
          <ul className="mt-1 grid gap-1">
            <PersonItem label="Father" person={parents.father} />
            <PersonItem label="Mother" person={parents.mother} />
          </ul>
        </div>
      ))}
      {detail.families.map((family) => (
        <div
          key={`${family.spouse?.id ?? 'none'}-${family.children.map((child) => child.id).join()}`}
          className="mt-6"
        >
          <h3 className="font-semibold text-stone-900">
            {family.spouse ? (
              <>
                Spouse: <TreePersonLink person={family.spouse} href={linkFor(family.spouse)} />
              </>
            ) : (
              'Spouse not known'
            )}
          </h3>
          {family.marriage ? (
            <p className="text-stone-800">
              {family.marriage.label}
              {family.marriage.date ? ` ${readableDate(family.marriage.date)}` : ''}
              {family.marriage.place ? `, ${family.marriage.place}` : ''}
            </p>
          ) : null}
          {family.children.length > 0 ? (
            <>
              <h4 className="mt-2 text-sm font-semibold text-stone-800">Children</h4>
              <ol className="mt-1 grid gap-1">
                {family.children.map((child) => (
                  <li key={child.id}>
                    <TreePersonLink person={child} href={linkFor(child)} />
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </div>
      ))}
      {detail.siblings.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-semibold text-stone-900">Brothers and sisters</h3>
          <ul className="mt-1 grid gap-1">
            {detail.siblings.map((sibling) => (
              <li key={sibling.id}>
                <TreePersonLink person={sibling} href={linkFor(sibling)} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Withheld({ detail }: { detail: TreePersonDetail }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <p className="text-lg text-stone-800">
        This person may be living, so their name and details are shown only to the member who submitted the
        tree and to the society’s staff.
      </p>
      <p className="mt-6">
        <SiteLink
          href={collectionPagePath({ uid: detail.tree.uid, kind: 'family_tree' })}
          className={TEXT_LINK}
        >
          Back to {detail.tree.title}
        </SiteLink>
      </p>
    </div>
  );
}

/** A tree person: names, facts, family, sources and notes, a pedigree chart and descendants. */
export function TreePersonView({ detail }: { detail: TreePersonDetail }) {
  const { person, tree } = detail;
  const name = treePersonName(person);
  const treePath = collectionPagePath({ uid: tree.uid, kind: 'family_tree' });
  const trail = [
    { title: 'Our collections', href: COLLECTIONS_PATH },
    { title: 'Family trees', href: kindPath('family_tree') },
    { title: tree.title, href: treePath },
  ];
  if (person.withheld)
    return (
      <>
        <PageHeader title={name} trail={trail} eyebrow={tree.title} />
        <Withheld detail={detail} />
      </>
    );
  const path = personPagePath({ kind: 'family_tree' }, person.id)!;
  const span = lifeSpan(person);
  return (
    <>
      <PageHeader
        title={name}
        heading={<TreePersonName person={person} />}
        trail={trail}
        eyebrow={tree.title}
        actions={<BookmarkButton kind="person" path={path} title={`${name}${span ? ` (${span})` : ''}`} />}
      >
        {span ? <p>{span}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="min-w-0">
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className={heading}>
              Facts
            </h2>
            {detail.facts.length === 0 ? (
              <p className="mt-3 text-stone-800">No facts are recorded.</p>
            ) : (
              <table className="mt-4 w-full border-collapse text-left">
                <thead>
                  <tr className="border-b border-stone-300 text-sm text-stone-800">
                    <th scope="col" className="py-2 pr-4">
                      Fact
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Date
                    </th>
                    <th scope="col" className="py-2">
                      Place or details
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {detail.facts.map((fact) => (
                    <tr
                      key={`${fact.label}|${fact.date}|${fact.place}|${fact.value}`}
                      className="border-b border-stone-200 align-top"
                    >
                      <th scope="row" className="py-2 pr-4 font-semibold text-stone-900">
                        {fact.label}
                      </th>
                      <td className="py-2 pr-4">{fact.date ? readableDate(fact.date) : ''}</td>
                      <td className="py-2">{[fact.value, fact.place].filter(Boolean).join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <Family detail={detail} />
          <section aria-labelledby="pedigree-heading" className="mt-10">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="pedigree-heading" className={heading}>
                Pedigree
              </h2>
              <div className="flex flex-wrap gap-3">
                <PrintButton label="Print the pedigree" />
                <SiteLink href={pedigreePath(person.id)} className={`${TEXT_LINK} min-h-11 content-center`}>
                  More generations
                </SiteLink>
              </div>
            </div>
            <div className="mt-4">
              <PedigreeChart pedigree={detail.pedigree} linkFor={linkFor} title={`Ancestors of ${name}`} />
            </div>
          </section>
          <section aria-labelledby="descendants-heading" className="mt-10">
            <h2 id="descendants-heading" className={heading}>
              Descendants
            </h2>
            <DescendantsList descendants={detail.descendants} />
          </section>
          {detail.sources.length > 0 ? (
            <section aria-labelledby="sources-heading" className="mt-10">
              <h2 id="sources-heading" className={heading}>
                Sources
              </h2>
              <ul className="mt-3 grid gap-2">
                {detail.sources.map((source) => (
                  <li key={source.xref}>
                    <span className="font-semibold">{source.title}</span>
                    {source.author ? `, ${source.author}` : ''}
                    {source.publication ? ` (${source.publication})` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {detail.notes.length > 0 ? (
            <section aria-labelledby="notes-heading" className="mt-10">
              <h2 id="notes-heading" className={heading}>
                Notes
              </h2>
              {detail.notes.map((note) => (
                <p key={note} className="mt-3 whitespace-pre-line text-stone-800">
                  {note}
                </p>
              ))}
            </section>
          ) : null}
        </div>
        <FactPanel label="Person details">
          <Fact label="Tree">
            <SiteLink href={treePath} className={TEXT_LINK}>
              {tree.title}
            </SiteLink>
          </Fact>
          {detail.names.length > 1 ? (
            <Fact label="Also known as">
              {detail.names
                .slice(1)
                .map((alias) => alias.full + (alias.type ? ` (${alias.type})` : ''))
                .join('; ')}
            </Fact>
          ) : null}
          <Fact label="Sex">
            {person.sex === 'M' ? 'Male' : person.sex === 'F' ? 'Female' : 'Not recorded'}
          </Fact>
          <Fact label="Access">{tree.access === 'members' ? 'Members only' : 'Free to everyone'}</Fact>
        </FactPanel>
      </div>
    </>
  );
}
