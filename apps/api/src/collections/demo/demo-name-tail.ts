import { DemoRandom, type Weighted } from './demo-random.ts';

/**
 * The long tail of a census: besides a few hundred common surnames, a real index of millions holds
 * a hundred thousand rarer ones, each with a handful of entries. These names are composed from
 * English-sounding syllables (onset, vowel, coda, ending) by a fixed seed, so they are the same on
 * every machine, and weighted by rank the way surname frequencies fall (Zipf: the k-th name about
 * 1/k as common as the first). They are invented: no list of real people is read.
 */
const words = (text: string) => text.split(' ');
const ONSETS = words(
  'B Bl Br C Ch Cl Cr D Dr F Fl Fr G Gl Gr H J K L M N P Pl Pr R S Sc Sh Sk Sl Sm Sn Sp St Sw T Th Tr V W Wh Wr Y A E O',
);
const VOWELS = words('a e i o u ea ee oo ou ai ay y oa ie au');
const CODAS = words(
  'b ck d dd ff g l ll m n nn p r rr s ss t tt v x nd rd rt st mp ng rk lt nt dge tch sh th wl rn lm',
);
const LIGHT = words('b d l m n r s t v');
// Empty endings leave the composed stem as it is (Brand, Cole).
const SURNAME_ENDINGS = [
  '',
  '',
  '',
  ...words(
    'er ers ing ington ton by ley man well son s es ett ard ock ham field ford wood all ell ridge ick en y ie on ey ling more cott hurst worth land an in kins kin good',
  ),
];
const MALE_ENDINGS = ['', ...words('on an el ert ald ard ric win mund ias us iah ry')];
const FEMALE_ENDINGS = words('a ia ie etta ina ella ette anne ine ey ah ice ora');

/** `count` distinct names composed from the syllables, in a fixed order (their frequency rank). */
function composeNames(
  seed: number,
  count: number,
  endings: readonly string[],
  taken: ReadonlySet<string>,
  twoSyllables: boolean,
) {
  const random = new DemoRandom(seed);
  const names: string[] = [];
  const seen = new Set<string>();
  while (names.length < count) {
    let name = random.pick(ONSETS) + random.pick(VOWELS) + random.pick(CODAS);
    // Some names have a light middle syllable (Bradock, Tenison).
    if (twoSyllables && random.chance(0.2)) name += random.pick(VOWELS.slice(0, 5)) + random.pick(LIGHT);
    name += random.pick(endings);
    const lower = name.toLowerCase();
    if (name.length < 3 || seen.has(lower) || taken.has(lower)) continue;
    seen.add(lower);
    names.push(name);
  }
  return names;
}

/**
 * Zipf weights (rank 1 heaviest) scaled so the whole tail weighs about `total`; every name keeps a
 * weight of at least 1, so a large load holds every one of them.
 */
function zipf(names: readonly string[], total: number): Weighted<readonly string[]> {
  const shift = 20;
  let harmonic = 0;
  for (let rank = 1; rank <= names.length; rank += 1) harmonic += 1 / (rank + shift);
  return names.map((name, index) => [
    [name],
    Math.max(1, Math.round(total / harmonic / (index + 1 + shift))),
  ]);
}

export type NameTailOptions = { seed: number; count: number; total: number; taken: readonly string[] };

export const surnameTail = ({ seed, count, total, taken }: NameTailOptions) =>
  zipf(composeNames(seed, count, SURNAME_ENDINGS, new Set(taken.map((t) => t.toLowerCase())), true), total);

export const forenameTail = (sex: 'M' | 'F', { seed, count, total, taken }: NameTailOptions) =>
  zipf(
    composeNames(
      seed,
      count,
      sex === 'M' ? MALE_ENDINGS : FEMALE_ENDINGS,
      new Set(taken.map((t) => t.toLowerCase())),
      false,
    ),
    total,
  );
