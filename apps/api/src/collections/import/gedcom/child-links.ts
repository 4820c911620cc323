const PEDIGREES = ['birth', 'adopted', 'foster', 'sealing', 'other'] as const;
export type Pedigree = (typeof PEDIGREES)[number];

/** GEDCOM PEDI (5.5.1 lower/upper case, 7.0 upper case) as the `family_child_pedigree` enum. */
export const childPedigree = (value: string | null): Pedigree | null =>
  value === null ? null : PEDIGREES.includes(value as Pedigree) ? (value as Pedigree) : 'other';

/** The stronger of two statements of one link, as PostgreSQL's max() over the enum would pick. */
const strongerPedigree = (a: Pedigree | null, b: Pedigree | null) =>
  a === null ? b : b === null ? a : PEDIGREES.indexOf(a) >= PEDIGREES.indexOf(b) ? a : b;

/** A family–child link with every statement of it merged: ready to be stored. */
export type ChildLink = { family: string; child: number; pedigree: Pedigree | null; position: number | null };
/** What the file says of one link: a child's FAMC (with its PEDI) or the family's CHIL (its place in the list). */
type Statement = { pedigree: Pedigree | null; position: number | null; line: number };
type Warning = { line: number; message: string };

function merge(into: Map<string, Statement>, key: string, statement: Statement) {
  const seen = into.get(key);
  if (seen === undefined) into.set(key, { ...statement });
  else {
    seen.line = Math.min(seen.line, statement.line);
    seen.pedigree = strongerPedigree(seen.pedigree, statement.pedigree);
    if (statement.position !== null && (seen.position === null || statement.position < seen.position))
      seen.position = statement.position;
  }
}

/**
 * Links children to families as the file is read. Every statement of a link sits in one of two
 * records, the child's INDI (FAMC) and the family's FAM (CHIL), so a link is complete, and handed
 * to `onLink`, as soon as both records have been read; until then its statements wait here, keyed
 * by the record still to come. Memory holds only links whose second record is yet to be read.
 */
export class ChildLinks {
  /** FAMC statements waiting for their family, by family xref, then child xref. */
  private readonly byFamily = new Map<string, Map<string, Statement>>();
  /** CHIL statements waiting for their child, by child xref, then family xref. */
  private readonly byChild = new Map<string, Map<string, Statement>>();

  constructor(
    private readonly personIds: ReadonlyMap<string, number>,
    private readonly isFamilyRead: (xref: string) => boolean,
    private readonly onLink: (link: ChildLink) => void,
  ) {}

  /** A person as read (already in `personIds`), with their FAMC statements. */
  childArrived(child: string, famcs: { family: string; pedigree: string | null }[], line: number): void {
    const statements = this.byChild.get(child) ?? new Map<string, Statement>();
    this.byChild.delete(child);
    for (const { family, pedigree } of famcs)
      merge(statements, family, { pedigree: childPedigree(pedigree), position: null, line });
    for (const [family, statement] of statements) {
      if (this.isFamilyRead(family)) this.link(family, child, statement);
      else this.wait(this.byFamily, family, child, statement);
    }
  }

  /** A family as read (already known to `isFamilyRead`), with its CHIL list. */
  familyArrived(family: string, children: string[], line: number): void {
    const statements = this.byFamily.get(family) ?? new Map<string, Statement>();
    this.byFamily.delete(family);
    children.forEach((child, position) => {
      merge(statements, child, { pedigree: null, position, line });
    });
    for (const [child, statement] of statements) {
      if (this.personIds.has(child)) this.link(family, child, statement);
      else this.wait(this.byChild, child, family, statement);
    }
  }

  /** Statements still waiting once the file is read: links to what the file lacks, as warnings. */
  leftovers(): Warning[] {
    const found: Warning[] = [];
    for (const [family, children] of this.byFamily)
      for (const [child, { line }] of children)
        found.push({
          line,
          message: `${child} is a child of FAM ${family}, which is not in the file; left out.`,
        });
    for (const [child, families] of this.byChild)
      for (const [family, { line }] of families)
        found.push({ line, message: `FAM ${family}: CHIL ${child} is not in the file; left out.` });
    this.byFamily.clear();
    this.byChild.clear();
    return found;
  }

  private link(family: string, child: string, { pedigree, position }: Statement) {
    this.onLink({ family, child: this.personIds.get(child) as number, pedigree, position });
  }

  private wait(on: Map<string, Map<string, Statement>>, key: string, other: string, statement: Statement) {
    const waiting = on.get(key);
    if (waiting === undefined) on.set(key, new Map([[other, statement]]));
    else merge(waiting, other, statement);
  }
}
