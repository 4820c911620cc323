import { femaleForenameTable, maleForenameTable, surnameTable } from './demo-names.ts';
import { DEMO_PARISHES } from './demo-places.ts';
import type { DemoRandom } from './demo-random.ts';

/** A generated ancestor: Sosa–Stradonitz number (1 the subject, 2n father, 2n+1 mother). */
export type DemoAncestor = {
  sosa: number;
  givenNames: string;
  surname: string;
  sex: 'M' | 'F';
  birthYear: number;
  deathYear: number | null;
  birthPlace: string;
  living: boolean;
};

/** Anyone born within this many years of `currentYear` with no death is treated as living. */
export const LIVING_WITHIN_YEARS = 100;

/** The 31 people of a five-generation birth brief (Sosa 1–31), the subject born in `subjectBorn`. */
export function demoAncestors(random: DemoRandom, subjectBorn: number, currentYear: number): DemoAncestor[] {
  const people = new Map<number, DemoAncestor>();
  for (let sosa = 1; sosa <= 31; sosa += 1) {
    const generation = Math.floor(Math.log2(sosa));
    const sex: 'M' | 'F' = sosa === 1 ? (random.chance(0.5) ? 'M' : 'F') : sosa % 2 === 0 ? 'M' : 'F';
    const child = people.get(Math.floor(sosa / 2));
    // A father carries the child's surname; a mother brings her own.
    const surname = sosa > 1 && sex === 'M' && child ? child.surname : random.weighted(surnameTable)[0]!;
    const birthYear = sosa === 1 ? subjectBorn : (child?.birthYear ?? subjectBorn) - random.int(22, 38);
    const lifespan = random.int(35, 92);
    const died = birthYear + lifespan < currentYear && (generation > 0 || random.chance(0.1));
    const deathYear = died ? birthYear + lifespan : null;
    people.set(sosa, {
      sosa,
      givenNames: random.weighted(sex === 'M' ? maleForenameTable : femaleForenameTable)[0]!,
      surname,
      sex,
      birthYear,
      deathYear,
      birthPlace: random.pick(DEMO_PARISHES).name,
      living: deathYear === null && currentYear - birthYear < LIVING_WITHIN_YEARS,
    });
  }
  return [...people.values()];
}
