import { names } from '@society/db/api-collections-schema';
import { useTestDatabase } from '@society/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { internNames } from '../../src/collections/intern-names.ts';

/**
 * Golden phonetic codes: PostgreSQL is the project's only encoder, so these pin what its name
 * dictionary stores. `source` names where the verified column's value was published; the other
 * columns of that row are pinned from PostgreSQL 17. Rows marked "by hand" were worked out with the
 * published rules (and equal their unaccented spelling's codes).
 *  - NARA: US National Archives, "The Soundex Indexing System" / "Guide to the Soundex System".
 *  - Wikipedia: en.wikipedia.org/wiki/Soundex and /Daitch–Mokotoff_Soundex (examples tables),
 *    /Metaphone#Double_Metaphone (Smith, Schmidt).
 *  - Morse: Beider & Morse, "Beider-Morse Phonetic Matching", Avotaynu 2008 (Schwarzenegger).
 *  - Avotaynu list: the D–M examples published by Avotaynu/JewishGen, as used in talisman's tests.
 *  - DM impls: Double Metaphone test vectors of independent implementations (a Python and a
 *    TypeScript port of Philips' algorithm), which agree with PostgreSQL's.
 */
type Golden = {
  name: string;
  normalised: string;
  soundex: string;
  dm: string[];
  metaphone: string;
  metaphoneAlt: string;
  source: string;
};

const g = (
  name: string,
  normalised: string,
  soundex: string,
  dm: string[],
  metaphone: string,
  metaphoneAlt: string,
  source: string,
): Golden => ({ name, normalised, soundex, dm, metaphone, metaphoneAlt, source });

const GOLDEN: Golden[] = [
  g('Lee', 'lee', 'L000', ['800000'], 'L', 'L', 'Soundex: NARA'),
  g('Kuhne', 'kuhne', 'K500', ['560000'], 'KN', 'KN', 'Soundex: NARA'),
  g('Ebelson', 'ebelson', 'E142', ['078460'], 'APLS', 'APLS', 'Soundex: NARA (three digits only)'),
  g('Kelly', 'kelly', 'K400', ['580000'], 'KL', 'KL', 'Soundex: NARA (double letters)'),
  g('Lloyd', 'lloyd', 'L300', ['830000'], 'LT', 'LT', 'Soundex: NARA (double first letter)'),
  g('Schaefer', 'schaefer', 'S160', ['479000'], 'XFR', 'XFR', 'Soundex: NARA'),
  g('Gutierrez', 'gutierrez', 'G362', ['539400'], 'KTRS', 'KTRS', 'Soundex: NARA'),
  g('Pfister', 'pfister', 'P236', ['743900'], 'PFST', 'PFST', 'Soundex: NARA (first letter same code)'),
  g('Tymczak', 'tymczak', 'T522', ['364500'], 'TMSK', 'TMXK', 'Soundex: NARA (vowel separates)'),
  g('Ashcraft', 'ashcraft', 'A261', ['045973', '049730'], 'AXKR', 'AXKR', 'Soundex: NARA H/W rule'),
  g('Robert', 'robert', 'R163', ['979300'], 'RPRT', 'RPRT', 'Soundex: Wikipedia'),
  g('Rupert', 'rupert', 'R163', ['979300'], 'RPRT', 'RPRT', 'Soundex: Wikipedia'),
  g('Honeyman', 'honeyman', 'H555', ['566600'], 'HNMN', 'HNMN', 'Soundex: Wikipedia'),
  g('Peters', 'peters', 'P362', ['739400', '734000'], 'PTRS', 'PTRS', 'Soundex, D–M: Wikipedia'),
  g('Peterson', 'peterson', 'P362', ['739460', '734600'], 'PTRS', 'PTRS', 'Soundex, D–M: Wikipedia'),
  g('Moskowitz', 'moskowitz', 'M232', ['645740'], 'MSKT', 'MSKF', 'Soundex, D–M: Wikipedia'),
  g('Moskovitz', 'moskovitz', 'M213', ['645740'], 'MSKF', 'MSKF', 'Soundex, D–M: Wikipedia'),
  g('Auerbach', 'auerbach', 'A612', ['097500', '097400'], 'ARPK', 'ARPK', 'Soundex, D–M: Wikipedia'),
  g('Uhrbach', 'uhrbach', 'U612', ['097500', '097400'], 'ARPK', 'ARPK', 'Soundex, D–M: Wikipedia'),
  g(
    'Jackson',
    'jackson',
    'J250',
    ['154600', '454600', '145460', '445460'],
    'JKSN',
    'AKSN',
    'Soundex, D–M: Wikipedia',
  ),
  g('Schwarzenegger', 'schwarzenegger', 'S625', ['474659', '479465'], 'XRSN', 'XFRT', 'Soundex, D–M: Morse'),
  g('Alpert', 'alpert', 'A416', ['087930'], 'ALPR', 'ALPR', 'D–M: Avotaynu list'),
  g('Kleinman', 'kleinman', 'K455', ['586660'], 'KLNM', 'KLNM', 'D–M: Avotaynu list'),
  g('Lipshitz', 'lipshitz', 'L123', ['874400'], 'LPXT', 'LPXT', 'D–M: Avotaynu list'),
  g('Szlamawicz', 'szlamawicz', 'S452', ['486740'], 'SLMT', 'XLMF', 'D–M: Avotaynu list'),
  g('Smith', 'smith', 'S530', ['463000'], 'SM0', 'XMT', 'Double Metaphone: Wikipedia'),
  g('Schmidt', 'schmidt', 'S530', ['463000'], 'XMT', 'SMT', 'Double Metaphone: Wikipedia'),
  g('Johnson', 'johnson', 'J525', ['164600', '464600'], 'JNSN', 'ANSN', 'Double Metaphone: DM impls'),
  g('Williams', 'williams', 'W452', ['786400'], 'ALMS', 'FLMS', 'Double Metaphone: DM impls'),
  g('Katherine', 'katherine', 'K365', ['539600'], 'K0RN', 'KTRN', 'Double Metaphone: DM impls'),
  g('Richard', 'richard', 'R263', ['959300', '949300'], 'RXRT', 'RKRT', 'Double Metaphone: DM impls'),
  g('Through', 'through', 'T620', ['395000'], '0R', 'TR', 'Double Metaphone: DM impls'),
  // Accents, Mc/Mac, apostrophes and ligatures, as British and Irish registers write them: by hand.
  g('Müller', 'muller', 'M460', ['689000'], 'MLR', 'MLR', 'by hand: = Muller'),
  g('González', 'gonzalez', 'G524', ['564840'], 'KNSL', 'KNSL', 'by hand: = Gonzalez'),
  g('Dvořák', 'dvorak', 'D162', ['379500'], 'TFRK', 'TFRK', 'by hand: = Dvorak'),
  g('Nørgaard', 'norgaard', 'N626', ['695930'], 'NRKR', 'NRKR', 'by hand: = Norgaard'),
  g('Ó Súilleabháin', 'o suilleabhain', 'O241', ['048756'], 'ASLP', 'ASLP', 'by hand: = O Suilleabhain'),
  g('O’Brien', "o'brien", 'O165', ['079600'], 'APRN', 'APRN', "by hand: typographic ' folded"),
  g('McDonald', 'mcdonald', 'M235', ['653683', '643683'], 'MKTN', 'MKTN', 'by hand'),
  g('MacDonald', 'macdonald', 'M235', ['653683', '643683'], 'MKTN', 'MKTN', 'by hand: = McDonald'),
  g('Straße', 'strasse', 'S362', ['294000'], 'STRS', 'STRS', 'by hand: ß → ss'),
  g('Ærø', 'aero', 'A600', ['090000'], 'AR', 'AR', 'by hand: Æ → AE'),
];

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
  await internNames(
    db,
    GOLDEN.map((row) => row.name),
  );
});
afterAll(() => db.$client.end());

describe('phonetic codes computed by PostgreSQL', () => {
  it.each(GOLDEN)('$name ($source)', async (golden) => {
    const [row] = await db.select().from(names).where(eq(names.text, golden.name));
    if (!row) throw new Error(`${golden.name} is not in the dictionary`);
    expect({ ...row, id: undefined, text: undefined, dmCodes: [...row.dmCodes].sort() }).toEqual({
      id: undefined,
      text: undefined,
      normalised: golden.normalised,
      soundex: golden.soundex,
      dmCodes: [...golden.dm].sort(),
      metaphone: golden.metaphone,
      metaphoneAlt: golden.metaphoneAlt,
    });
  });

  it('gives accented and plain spellings one dictionary entry with the same codes', async () => {
    const [accented, plain, upper] = await internNames(db, ['Müller', 'Muller', 'MÜLLER']);
    expect(plain).toBe(accented);
    expect(upper).toBe(accented);
  });
});

describe('name_soundex', () => {
  it('applies the NARA H/W rule that plain fuzzystrmatch soundex() lacks', async () => {
    const result = await db.execute(
      sql`SELECT soundex('Ashcraft') AS plain, name_soundex(name_normalise('Ashcraft')) AS nara`,
    );
    expect(result.rows[0]).toEqual({ plain: 'A226', nara: 'A261' });
  });
});
