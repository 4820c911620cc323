import { femaleForenameTable, maleForenameTable, surnameTable } from './demo-names.ts';
import { DEMO_PARISHES } from './demo-places.ts';
import { DemoRandom } from './demo-random.ts';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

type TreePerson = {
  xref: string;
  given: string;
  surname: string;
  sex: 'M' | 'F';
  born: number;
  died: number | null;
  famc?: string;
  fams: string[];
};

/**
 * A family tree as GEDCOM 5.5.1 text: `founders` couples and their descendants down to people born
 * in the last decades (who have no death and so are living). The same seed gives the same file.
 */
export function generateDemoGedcom({
  seed,
  founders,
  currentYear,
}: {
  seed: number;
  founders: number;
  currentYear: number;
}): string {
  const random = new DemoRandom(seed);
  const people: TreePerson[] = [];
  const families: { xref: string; husband: string; wife: string; married: number; children: string[] }[] = [];
  const person = (sex: 'M' | 'F', surname: string, born: number, famc?: string): TreePerson => {
    const lifespan = random.int(30, 90);
    const p: TreePerson = {
      xref: `@I${people.length + 1}@`,
      given: random.weighted(sex === 'M' ? maleForenameTable : femaleForenameTable)[0]!,
      surname,
      sex,
      born,
      died: born + lifespan < currentYear - 1 ? born + lifespan : null,
      fams: [],
      ...(famc ? { famc } : {}),
    };
    people.push(p);
    return p;
  };
  const marry = (husband: TreePerson, wife: TreePerson) => {
    const family = {
      xref: `@F${families.length + 1}@`,
      husband: husband.xref,
      wife: wife.xref,
      married: Math.max(husband.born, wife.born) + random.int(20, 30),
      children: [] as string[],
    };
    families.push(family);
    husband.fams.push(family.xref);
    wife.fams.push(family.xref);
    return family;
  };
  let generation = Array.from({ length: founders }, () => {
    const husband = person('M', random.weighted(surnameTable)[0]!, random.int(1760, 1790));
    return marry(husband, person('F', random.weighted(surnameTable)[0]!, husband.born + random.int(-5, 3)));
  });
  while (generation.length > 0) {
    const next: typeof generation = [];
    for (const family of generation) {
      const father = people.find((p) => p.xref === family.husband)!;
      for (let k = random.int(1, 4); k > 0; k -= 1) {
        const born = family.married + random.int(1, 15);
        if (born > currentYear - 5) break;
        const child = person(random.chance(0.5) ? 'M' : 'F', father.surname, born, family.xref);
        family.children.push(child.xref);
        if (born < currentYear - 35 && random.chance(0.6)) {
          const spouse = person(
            child.sex === 'M' ? 'F' : 'M',
            random.weighted(surnameTable)[0]!,
            born + random.int(-4, 4),
          );
          next.push(child.sex === 'M' ? marry(child, spouse) : marry(spouse, child));
        }
      }
    }
    generation = next;
  }
  const date = (year: number) => `${random.int(1, 28)} ${random.pick(MONTHS)} ${year}`;
  const lines = [
    '0 HEAD',
    '1 SOUR SOCIETY_DEMO',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
  ];
  for (const p of people) {
    lines.push(
      `0 ${p.xref} INDI`,
      `1 NAME ${p.given} /${p.surname}/`,
      `1 SEX ${p.sex}`,
      '1 BIRT',
      `2 DATE ${date(p.born)}`,
      `2 PLAC ${random.pick(DEMO_PARISHES).name}, ${random.pick(DEMO_PARISHES).county.name}, England`,
    );
    if (p.died !== null)
      lines.push('1 DEAT', `2 DATE ${random.chance(0.2) ? `ABT ${p.died}` : date(p.died)}`);
    if (p.famc) lines.push(`1 FAMC ${p.famc}`);
    for (const fams of p.fams) lines.push(`1 FAMS ${fams}`);
  }
  for (const f of families) {
    lines.push(
      `0 ${f.xref} FAM`,
      `1 HUSB ${f.husband}`,
      `1 WIFE ${f.wife}`,
      '1 MARR',
      `2 DATE ${date(f.married)}`,
    );
    for (const child of f.children) lines.push(`1 CHIL ${child}`);
  }
  lines.push('0 TRLR');
  return `${lines.join('\n')}\n`;
}
