import { forenameTail, surnameTail } from './demo-name-tail.ts';
import { cumulative, type Weighted } from './demo-random.ts';

/**
 * Common English surnames of the parish-register period with rough relative frequencies, each with
 * the spellings a clerk might have written instead (the first is the usual one). Written for the
 * fictional demo society; not drawn from any real index.
 */
const SURNAMES: Weighted<readonly string[]> = [
  [['Smith', 'Smyth', 'Smithe'], 120],
  [['Jones'], 60],
  [['Taylor', 'Tayler', 'Tailor'], 70],
  [['Brown', 'Browne'], 60],
  [['Williams'], 40],
  [['Wilson', 'Willson'], 40],
  [['Johnson', 'Johnsone'], 35],
  [['Wright', 'Right', 'Wrighte'], 40],
  [['Wood', 'Woods', 'Woode'], 40],
  [['Robinson', 'Robynson'], 35],
  [['Thompson', 'Thomson', 'Tompson'], 35],
  [['White', 'Whyte'], 35],
  [['Hughes', 'Hews'], 20],
  [['Edwards'], 25],
  [['Green', 'Greene'], 35],
  [['Hall', 'Hale'], 35],
  [['Walker'], 35],
  [['Turner'], 30],
  [['Clarke', 'Clark', 'Clerke'], 35],
  [['Cooper', 'Couper'], 30],
  [['Hill', 'Hills'], 30],
  [['Ward'], 25],
  [['Harris', 'Harrys'], 25],
  [['Martin', 'Marten'], 25],
  [['Baker'], 30],
  [['King'], 25],
  [['Allen', 'Allin', 'Alleyn'], 25],
  [['Young', 'Younge'], 20],
  [['Mitchell', 'Michell'], 20],
  [['Cook', 'Cooke'], 25],
  [['Bennett', 'Bennet', 'Benet'], 20],
  [['Shaw'], 15],
  [['Carter'], 20],
  [['Harrison'], 20],
  [['Phillips', 'Philips'], 15],
  [['Parker'], 20],
  [['Bailey', 'Bayley', 'Baily'], 18],
  [['Collins'], 12],
  [['Marshall', 'Marshal'], 15],
  [['Ellis'], 12],
  [['Mason'], 15],
  [['Webb', 'Webbe'], 18],
  [['Chapman'], 15],
  [['Fisher'], 12],
  [['Fletcher'], 12],
  [['Barker'], 12],
  [['Hunt'], 12],
  [['Gibson'], 10],
  [['Knight', 'Knyght'], 15],
  [['Palmer'], 12],
  [['Butler'], 12],
  [['Pearson', 'Pierson', 'Peirson'], 12],
  [['Dixon', 'Dickson'], 12],
  [['Holmes'], 10],
  [['Lamb', 'Lambe'], 8],
  [['Foster', 'Forster'], 12],
  [['Fox'], 10],
  [['Rose'], 8],
  [['Rogers', 'Rodgers'], 12],
  [['Graham'], 6],
  [['Stevens', 'Stephens'], 14],
  [['Lawrence', 'Laurence'], 10],
  [['Kemp', 'Kempe'], 10],
  [['Austin', 'Austen'], 8],
  [['Reynolds'], 8],
  [['Fuller'], 10],
  [['Goodwin', 'Godwin'], 8],
  [['Ashby'], 6],
  [['Bishop', 'Bisshop'], 8],
  [['Hayward', 'Heyward'], 8],
  [['Sheppard', 'Shepherd', 'Shepard'], 12],
  [['Godfrey', 'Godfery'], 6],
  [['Philpott', 'Philpot'], 5],
  [['Hougham', 'Huffam', 'Hufham'], 5],
  [['Pilcher', 'Pilchard'], 4],
  [['Sandwell'], 3],
  [['Gosling', 'Gosselin'], 4],
  [['Tolhurst', 'Tollhurst'], 4],
  [['Wenham', 'Wennam'], 3],
  [['Ashdown', 'Ashdowne'], 4],
  [['Beckett', 'Becket'], 5],
  [['Catt', 'Cat'], 3],
  [['Dadson'], 2],
  [['Elvey', 'Elvy'], 2],
  [['Fagg', 'Fag'], 3],
  [['Gilbert', 'Gilbard'], 6],
  [['Hodges', 'Hodge'], 6],
  [['Jarvis', 'Jervis'], 6],
  [['Knell'], 2],
  [['Larkin', 'Larkins'], 3],
  [['Mummery', 'Momery'], 2],
  [['Norris', 'Noris'], 5],
  [['Orpin'], 2],
  [['Quested', 'Questead'], 2],
  [['Rigden'], 2],
  [['Stickells', 'Stickles'], 2],
  [['Thorpe', 'Thorp'], 5],
  [['Upton'], 3],
  [['Veness', 'Venis'], 2],
  [['Whiffen', 'Whiffin'], 2],
  [['Yeoman', 'Yeomans'], 3],
  [['Lefevre', 'Lefever'], 2],
  [['Schaefer', 'Shafer'], 1],
];

/** Forenames with their register spellings: abbreviations and Latin forms a clerk used. */
const MALE_FORENAMES: Weighted<readonly string[]> = [
  [['William', 'Wm', 'Willm', 'Gulielmus'], 160],
  [['John', 'Jno', 'Johannes'], 170],
  [['Thomas', 'Thos'], 110],
  [['James', 'Jas', 'Jacobus'], 80],
  [['George', 'Geo', 'Georgius'], 70],
  [['Richard', 'Richd', 'Ricardus'], 50],
  [['Henry', 'Harry', 'Henricus'], 40],
  [['Joseph', 'Jos'], 40],
  [['Robert', 'Robt', 'Robertus'], 35],
  [['Edward', 'Edwd'], 30],
  [['Samuel', 'Saml'], 30],
  [['Charles', 'Chas'], 30],
  [['Benjamin', 'Benj'], 15],
  [['Daniel', 'Danl'], 15],
  [['Stephen', 'Steven'], 12],
  [['Edmund', 'Edmond'], 10],
  [['Francis', 'Franciscus'], 10],
  [['Peter', 'Petrus'], 10],
  [['Isaac'], 8],
  [['Matthew', 'Mathew'], 8],
  [['Nicholas', 'Nicolas'], 8],
  [['Abraham'], 6],
  [['Christopher', 'Xpofer'], 8],
  [['Philip', 'Phillip'], 6],
  [['Jonathan'], 5],
  [['Michael'], 5],
  [['Walter'], 5],
  [['Hezekiah'], 2],
  [['Obadiah'], 2],
  [['Ambrose'], 2],
];

const FEMALE_FORENAMES: Weighted<readonly string[]> = [
  [['Mary', 'Maria'], 180],
  [['Elizabeth', 'Eliz', 'Elizth', 'Elisabeth'], 140],
  [['Ann', 'Anne', 'Anna'], 120],
  [['Sarah', 'Sara'], 90],
  [['Jane', 'Jean'], 50],
  [['Hannah', 'Hanna'], 40],
  [['Susannah', 'Susanna', 'Susan'], 35],
  [['Margaret', 'Margt', 'Margareta'], 35],
  [['Martha'], 30],
  [['Catherine', 'Katherine', 'Catharine'], 30],
  [['Frances'], 20],
  [['Harriet', 'Harriett'], 15],
  [['Charlotte'], 15],
  [['Esther', 'Hester'], 15],
  [['Lucy'], 10],
  [['Rebecca', 'Rebekah'], 12],
  [['Alice', 'Alse'], 10],
  [['Amy', 'Amey'], 6],
  [['Phoebe', 'Phebe'], 6],
  [['Dorothy', 'Dorothea'], 8],
  [['Judith'], 5],
  [['Rachel'], 6],
  [['Grace'], 6],
  [['Bridget'], 4],
  [['Keziah', 'Kezia'], 3],
  [['Tabitha'], 2],
  [['Thomasina'], 2],
  [['Emma'], 8],
  [['Eleanor', 'Elinor', 'Ellen'], 10],
  [['Priscilla'], 3],
];

/**
 * A long tail of English place-name surnames (Ashford, Bradley, Thornton…) derived from common
 * first and second elements, weighted by rank (Zipf), so large loads have thousands of rarer names
 * beside the common ones, as real indexes do.
 */
const FIRST = [
  'Ash',
  'Brad',
  'Whit',
  'Hunt',
  'Mar',
  'Hol',
  'Brom',
  'Stan',
  'Thorn',
  'Wood',
  'Ray',
  'Har',
  'Ald',
  'Brook',
  'Cold',
  'Fair',
  'Green',
  'Hath',
  'Kings',
  'Lang',
  'Lind',
  'Mid',
  'Nor',
  'Oak',
  'Pen',
  'Red',
  'Rush',
  'Salt',
  'Shel',
  'South',
  'Stock',
  'Sut',
  'Wal',
  'Wes',
  'Wild',
  'Win',
  'Wor',
  'Bar',
  'Bel',
  'Crow',
];
const SECOND = [
  'ford',
  'ley',
  'field',
  'ton',
  'by',
  'well',
  'worth',
  'ham',
  'wood',
  'stone',
  'more',
  'ridge',
  'combe',
  'den',
  'hurst',
  'gate',
  'bury',
  'cott',
  'dale',
  'thorpe',
];
const DERIVED_SURNAMES: Weighted<readonly string[]> = FIRST.flatMap((first, i) =>
  SECOND.map((second, j) => {
    const rank = ((i * 7 + j * 13) % (FIRST.length * SECOND.length)) + 1;
    return [[`${first}${second}`], Math.max(1, Math.round(2_000 / rank))] as const;
  }),
);

const COMMON_SURNAMES: Weighted<readonly string[]> = [
  ...SURNAMES.map(([forms, weight]) => [forms, weight * 6_000] as const),
  ...DERIVED_SURNAMES.map(([forms, weight]) => [forms, weight * 100] as const),
];
const weightOf = (table: Weighted<readonly string[]>) => table.reduce((sum, [, weight]) => sum + weight, 0);
const spellingsOf = (table: Weighted<readonly string[]>) => table.flatMap(([forms]) => forms);

/** Rarer surnames composed for the demo: how many, and the share of draws they get together. */
export const SURNAME_TAIL = 150_000;
/**
 * Half the surname draws are the common surnames (Smith about 3 in 100), half the composed tail
 * (150,000 names, the commonest about 1 in 400, the rarest a few in 10,000,000), about like a
 * census; 10,000,000 records then have most surnames rare and a few very common.
 */
const surnames: Weighted<readonly string[]> = [
  ...COMMON_SURNAMES,
  ...surnameTail({
    seed: 6,
    count: SURNAME_TAIL,
    total: weightOf(COMMON_SURNAMES),
    taken: spellingsOf(COMMON_SURNAMES),
  }),
];
export const surnameTable = cumulative(surnames);

/** Forenames: the register's common ones carry nine draws in ten, 3,000 composed ones per sex the rest. */
const withForenameTail = (sex: 'M' | 'F', common: Weighted<readonly string[]>) => {
  const scaled = common.map(([forms, weight]) => [forms, weight * 1_000] as const);
  return cumulative([
    ...scaled,
    ...forenameTail(sex, {
      seed: sex === 'M' ? 7 : 8,
      count: 3_000,
      total: Math.round(weightOf(scaled) / 9),
      taken: spellingsOf([...MALE_FORENAMES, ...FEMALE_FORENAMES]),
    }),
  ]);
};
export const maleForenameTable = withForenameTail('M', MALE_FORENAMES);
export const femaleForenameTable = withForenameTail('F', FEMALE_FORENAMES);

/** Surnames from the commonest down (each by its usual spelling): the bench samples its queries from these ranks. */
export const surnamesByFrequency = (): string[] => [
  ...new Set([...surnames].sort((a, b) => b[1] - a[1]).map(([forms]) => forms[0] as string)),
];

/** The variant groups the demo seeds into name_variant_groups (headword → its spellings). */
export const DEMO_VARIANT_GROUPS = {
  surname: SURNAMES.filter(([forms]) => forms.length > 1).map(([forms]) => forms),
  forename: [...MALE_FORENAMES, ...FEMALE_FORENAMES]
    .filter(([forms]) => forms.length > 1)
    .map(([forms]) => forms),
};
