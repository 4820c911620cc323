/**
 * A deterministic family tree written as GEDCOM 5.5.1 (UTF-8), for tests that need a file of some
 * size with known structure: `generations` of `couples` couples, each couple with a son and a
 * daughter who marry into other families of their generation. The population is small, so every
 * deep pedigree repeats ancestors (pedigree collapse) within a few generations. People are
 * written newest generation first; each has a birth, a place and a note joined with CONC/CONT.
 */
export function syntheticTree({ generations = 8, couples = 6, seed = 1 } = {}): string {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const surnames = ['Ashby', 'Bellamy', 'Carew', 'Dunstan', 'Everard', 'Fenwick', 'Garland', 'Hollis'];
  const sons = ['Thomas', 'William', 'John', 'Henry', 'Edward', 'Richard', 'George', 'Robert'];
  const daughters = ['Mary', 'Anne', 'Elizabeth', 'Jane', 'Margaret', 'Alice', 'Sarah', 'Catherine'];
  const places = ['Northfield, Kent', 'Ashford, Kent', 'Lydd, Kent', 'Rye, Sussex'];

  type Person = { xref: string; name: string; sex: 'M' | 'F'; born: number; famc?: string; fams?: string };
  type Family = { xref: string; husband: Person; wife: Person; children: Person[] };
  const people: Person[][] = [];
  const families: Family[] = [];
  let personCount = 0;
  const person = (sex: 'M' | 'F', surname: string, born: number, famc?: string): Person => {
    personCount += 1;
    const given = (sex === 'M' ? sons : daughters)[Math.floor(random() * 8)];
    return { xref: `I${personCount}`, name: `${given} /${surname}/`, sex, born, ...(famc ? { famc } : {}) };
  };

  const firstYear = 1900 - generations * 30;
  let husbands = Array.from({ length: couples }, (_, i) => person('M', surnames[i % 8]!, firstYear));
  let wives = Array.from({ length: couples }, (_, i) => person('F', surnames[(i + 3) % 8]!, firstYear + 2));
  people.push([...husbands, ...wives]);
  for (let generation = 1; generation <= generations; generation++) {
    const born = firstYear + generation * 30;
    const made = husbands.map((husband, i) => {
      const family: Family = { xref: `F${families.length + 1}`, husband, wife: wives[i]!, children: [] };
      families.push(family);
      husband.fams = family.xref;
      wives[i]!.fams = family.xref;
      const surname = /\/(.*)\//.exec(husband.name)![1]!;
      family.children = [
        person('M', surname, born, family.xref),
        person('F', surname, born + 1, family.xref),
      ];
      return family;
    });
    people.push(made.flatMap((family) => family.children));
    if (generation === generations) break;
    // Each son marries a daughter of another family, chosen at random (never his sister).
    const order = made.map((_, i) => i);
    const shift = 1 + Math.floor(random() * (couples - 1));
    husbands = made.map((family) => family.children[0]!);
    wives = order.map((i) => made[(i + shift) % couples]!.children[1]!);
  }

  const lines = [
    '0 HEAD',
    '1 SOUR SYNTHETIC',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
  ];
  for (const generation of [...people].reverse())
    for (const one of generation) {
      lines.push(`0 @${one.xref}@ INDI`, `1 NAME ${one.name}`, `1 SEX ${one.sex}`, '1 BIRT');
      lines.push(
        `2 DATE ${1 + Math.floor(random() * 28)} MAR ${one.born}`,
        `2 PLAC ${places[Math.floor(random() * 4)]}`,
      );
      if (one.famc) lines.push(`1 FAMC @${one.famc}@`);
      if (one.fams) lines.push(`1 FAMS @${one.fams}@`);
      lines.push(`1 NOTE ${one.name.replaceAll('/', '')} was baptised in the parish church and is`);
      lines.push(
        '2 CONC  named in the register of that year',
        '2 CONT (transcribed from the bishop’s transcripts).',
      );
    }
  for (const family of families) {
    lines.push(`0 @${family.xref}@ FAM`, `1 HUSB @${family.husband.xref}@`, `1 WIFE @${family.wife.xref}@`);
    for (const child of family.children) lines.push(`1 CHIL @${child.xref}@`);
  }
  lines.push('0 TRLR', '');
  return lines.join('\n');
}
