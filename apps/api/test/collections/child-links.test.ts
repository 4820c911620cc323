import { describe, expect, it } from 'vitest';
import { type ChildLink, ChildLinks } from '../../src/collections/import/gedcom/child-links.ts';

/** A reader of records in the order given: people get ids 1, 2, … as they arrive. */
function reader() {
  const personIds = new Map<string, number>();
  const families = new Set<string>();
  const links: ChildLink[] = [];
  const childLinks = new ChildLinks(
    personIds,
    (xref) => families.has(xref),
    (link) => links.push(link),
  );
  return {
    links,
    person(xref: string, famcs: [string, string | null][] = [], line = 0) {
      personIds.set(xref, personIds.size + 1);
      childLinks.childArrived(
        xref,
        famcs.map(([family, pedigree]) => ({ family, pedigree })),
        line,
      );
    },
    family(xref: string, children: string[], line = 0) {
      families.add(xref);
      childLinks.familyArrived(xref, children, line);
    },
    leftovers: () => childLinks.leftovers(),
  };
}

describe('ChildLinks: a link is complete once both its records are read', () => {
  it('merges FAMC and CHIL statements whichever comes first, once per pair', () => {
    const familyFirst = reader();
    familyFirst.family('@F1@', ['@I2@', '@I1@', '@I2@']);
    expect(familyFirst.links).toEqual([]);
    familyFirst.person('@I1@', [['@F1@', 'adopted']]);
    familyFirst.person('@I2@', [
      ['@F1@', 'foster'],
      ['@F1@', 'birth'],
    ]);
    expect(familyFirst.links).toEqual([
      { family: '@F1@', child: 1, pedigree: 'adopted', position: 1 },
      { family: '@F1@', child: 2, pedigree: 'foster', position: 0 },
    ]);

    const childrenFirst = reader();
    childrenFirst.person('@I1@', [['@F1@', 'adopted']]);
    childrenFirst.person('@I2@', [['@F1@', 'ADOPTED']]);
    expect(childrenFirst.links).toEqual([]);
    childrenFirst.family('@F1@', ['@I2@', '@I1@']);
    expect(childrenFirst.links).toEqual([
      { family: '@F1@', child: 1, pedigree: 'adopted', position: 1 },
      { family: '@F1@', child: 2, pedigree: 'other', position: 0 },
    ]);
    expect(childrenFirst.leftovers()).toEqual([]);
  });

  it('links a child named by only one side, and warns about what the file lacks', () => {
    const r = reader();
    r.person('@I1@', [['@F1@', null]], 10);
    r.family('@F1@', ['@I3@'], 20);
    r.person('@I2@', [['@F9@', null]], 30);
    r.family('@F2@', ['@I1@'], 40);
    expect(r.links).toEqual([
      { family: '@F1@', child: 1, pedigree: null, position: null },
      { family: '@F2@', child: 1, pedigree: null, position: 0 },
    ]);
    expect(r.leftovers()).toEqual([
      { line: 30, message: '@I2@ is a child of FAM @F9@, which is not in the file; left out.' },
      { line: 20, message: 'FAM @F1@: CHIL @I3@ is not in the file; left out.' },
    ]);
  });
});
