/** Sosa (Ahnentafel) numbering of a five-generation birth brief: 1 the subject, 2n the father of n, 2n+1 the mother. */

export const SOSA_COUNT = 31;
export const GENERATIONS = 5;
/** 0 (the subject) to 4 (the great-great-grandparents). */
export const GENERATION_NUMBERS: readonly number[] = [0, 1, 2, 3, 4];
/** 1 to 31. */
export const SOSA_NUMBERS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** 0 for the subject, 1 for parents … 4 for the sixteen great-great-grandparents. */
export const generationOf = (sosa: number): number => Math.floor(Math.log2(sosa));

const GENERATION_NAMES = ['', '', 'grand', 'great-grand', 'great-great-grand'];
const GENERATION_TITLES = [
  'The subject',
  'Parents',
  'Grandparents',
  'Great-grandparents',
  'Great-great-grandparents',
];

export const generationTitle = (generation: number): string => GENERATION_TITLES[generation] ?? '';

/** "Father", "Maternal grandmother", "Paternal great-great-grandfather"; 1 is the subject. */
export function sosaRelation(sosa: number): string {
  if (!Number.isInteger(sosa) || sosa < 1 || sosa > SOSA_COUNT)
    throw new RangeError(`No Sosa position ${sosa}.`);
  if (sosa === 1) return 'Subject';
  const generation = generationOf(sosa);
  const parent = sosa % 2 === 0 ? 'father' : 'mother';
  const word = `${GENERATION_NAMES[generation]}${parent}`;
  if (generation === 1) return word[0]!.toUpperCase() + word.slice(1);
  // The father's side is the first half of each generation.
  const side = sosa < 2 ** generation * 1.5 ? 'Paternal' : 'Maternal';
  return `${side} ${word}`;
}

/** The positions of one generation, top to bottom as the chart draws them. */
export const positionsOf = (generation: number): number[] =>
  Array.from({ length: 2 ** generation }, (_, i) => 2 ** generation + i);
