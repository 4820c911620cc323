import { femaleForenameTable, maleForenameTable, surnameTable } from './demo-names.ts';
import { DEMO_PARISHES, type DemoParish, PARISH_WEIGHTS } from './demo-places.ts';
import { type CumulativeTable, cumulative, DemoRandom } from './demo-random.ts';

export type DemoRecordKind =
  | 'baptism'
  | 'marriage'
  | 'burial'
  | 'will'
  | 'apprenticeship'
  | 'index_entry'
  | 'memorial_card';
export type DemoRole = 'principal' | 'father' | 'mother' | 'spouse' | 'witness' | 'relative' | 'other';

/** One generated record: its transcribed columns, years, parish and the names on it with roles. */
export type DemoRecord = {
  recordType: DemoRecordKind;
  original: Record<string, string>;
  yearMin: number;
  yearMax: number;
  parish: DemoParish;
  sourceRef: string;
  names: { role: DemoRole; forename: string | null; surname: string | null }[];
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const OCCUPATIONS = [
  'Labourer',
  'Labourer',
  'Labourer',
  'Husbandman',
  'Yeoman',
  'Carpenter',
  'Blacksmith',
  'Shoemaker',
  'Weaver',
  'Miller',
  'Baker',
  'Butcher',
  'Tailor',
  'Wheelwright',
  'Bricklayer',
  'Mariner',
  'Shepherd',
  'Innkeeper',
  'Grocer',
  'Thatcher',
  'Sawyer',
  'Gardener',
];
const TRADES = [
  'Cordwainer',
  'Carpenter',
  'Blacksmith',
  'Tailor',
  'Weaver',
  'Baker',
  'Mariner',
  'Cooper',
  'Saddler',
];
const ABODES = [
  'Church Street',
  'Mill Lane',
  'The Street',
  'Pound Farm',
  'Workhouse',
  'Hythe Road',
  'Vicarage Cottages',
  'Forstal',
  'Brook House',
  'Green Lane',
];
const VERSES = [
  'Thy will be done',
  'Peace, perfect peace',
  'Gone but not forgotten',
  'Until the day break',
  'In the midst of life we are in death',
];
const parishTable = cumulative(
  DEMO_PARISHES.map((parish, index) => [parish, PARISH_WEIGHTS[index] ?? 1] as const),
);

/** A deterministic source of one kind of record: the same seed gives the same records in the same order. */
export class DemoRecordGenerator {
  private readonly random: DemoRandom;
  private serial = 0;

  constructor(seed: number) {
    this.random = new DemoRandom(seed);
  }

  next(kind: DemoRecordKind): DemoRecord {
    this.serial += 1;
    switch (kind) {
      case 'baptism':
        return this.baptism();
      case 'marriage':
        return this.marriage();
      case 'burial':
        return this.burial();
      case 'will':
        return this.will();
      case 'apprenticeship':
        return this.apprenticeship();
      case 'index_entry':
        return this.indexEntry();
      case 'memorial_card':
        return this.memorialCard();
    }
  }

  private spell(table: CumulativeTable<readonly string[]>): string {
    const forms = this.random.weighted(table);
    return forms.length > 1 && this.random.chance(0.12)
      ? this.random.pick(forms.slice(1))
      : (forms[0] as string);
  }
  private surname = () => this.spell(surnameTable);
  private male = () => this.spell(maleForenameTable);
  private female = () => this.spell(femaleForenameTable);
  private parish = () => this.random.weighted(parishTable);
  /** Later years are likelier: registers grow with the population. */
  private year = (from: number, to: number) => Math.max(this.random.int(from, to), this.random.int(from, to));
  private date = (year: number) => `${this.random.int(1, 28)} ${this.random.pick(MONTHS)} ${year}`;
  private folio = (prefix: string) => `${prefix} f.${Math.ceil(this.serial / 12)}`;

  private baptism(): DemoRecord {
    const year = this.year(1700, 1837);
    const parish = this.parish();
    const sex = this.random.chance(0.51) ? 'M' : 'F';
    const child = sex === 'M' ? this.male() : this.female();
    const surname = this.surname();
    const father = this.random.chance(0.93) ? this.male() : null;
    const mother = this.random.chance(0.85) ? this.female() : null;
    const original: Record<string, string> = {
      'Baptism date': this.date(year),
      Forename: child,
      Surname: surname,
      Sex: sex,
      "Father's forename": father ?? '',
      "Mother's forename": mother ?? '',
      Abode: this.random.pick(ABODES),
      "Father's occupation": father ? this.random.pick(OCCUPATIONS) : '',
      Parish: parish.name,
      County: parish.county.code,
    };
    if (!father) original.Notes = 'Base born';
    return {
      recordType: 'baptism',
      original,
      yearMin: year,
      yearMax: year,
      parish,
      sourceRef: this.folio('PR1/2'),
      names: [
        { role: 'principal', forename: child, surname },
        ...(father ? [{ role: 'father' as const, forename: father, surname }] : []),
        ...(mother ? [{ role: 'mother' as const, forename: mother, surname }] : []),
      ],
    };
  }

  private marriage(): DemoRecord {
    const year = this.year(1700, 1837);
    const parish = this.parish();
    const groom = { forename: this.male(), surname: this.surname() };
    const bride = { forename: this.female(), surname: this.surname() };
    const witnesses = [0, 1].flatMap(() =>
      this.random.chance(0.7)
        ? [{ forename: this.random.chance(0.6) ? this.male() : this.female(), surname: this.surname() }]
        : [],
    );
    return {
      recordType: 'marriage',
      original: {
        'Marriage date': this.date(year),
        'Groom forename': groom.forename,
        'Groom surname': groom.surname,
        'Groom condition': this.random.chance(0.85) ? 'Bachelor' : 'Widower',
        'Bride forename': bride.forename,
        'Bride surname': bride.surname,
        'Bride condition': this.random.chance(0.9) ? 'Spinster' : 'Widow',
        By: this.random.chance(0.8) ? 'Banns' : 'Licence',
        Witnesses: witnesses.map((w) => `${w.forename} ${w.surname}`).join('; '),
        Parish: parish.name,
        County: parish.county.code,
      },
      yearMin: year,
      yearMax: year,
      parish,
      sourceRef: this.folio('PR1/5'),
      names: [
        { role: 'principal', ...groom },
        { role: 'spouse', ...bride },
        ...witnesses.map((witness) => ({ role: 'witness' as const, ...witness })),
      ],
    };
  }

  private burial(): DemoRecord {
    const year = this.year(1700, 1850);
    const parish = this.parish();
    const male = this.random.chance(0.5);
    const forename = male ? this.male() : this.female();
    const surname = this.surname();
    const age = this.random.chance(0.3) ? this.random.int(0, 12) : this.random.int(13, 96);
    const father = age < 13 && this.random.chance(0.6) ? this.male() : null;
    return {
      recordType: 'burial',
      original: {
        'Burial date': this.date(year),
        Forename: forename,
        Surname: surname,
        Age: age === 0 ? 'infant' : String(age),
        Abode: this.random.pick(ABODES),
        Relationship: father ? `son/daughter of ${father}` : '',
        Parish: parish.name,
        County: parish.county.code,
      },
      yearMin: year,
      yearMax: year,
      parish,
      sourceRef: this.folio('PR1/8'),
      names: [
        { role: 'principal', forename, surname },
        ...(father ? [{ role: 'father' as const, forename: father, surname }] : []),
      ],
    };
  }

  private will(): DemoRecord {
    const year = this.year(1620, 1858);
    const parish = this.parish();
    const male = this.random.chance(0.8);
    const forename = male ? this.male() : this.female();
    const surname = this.surname();
    const executor = {
      forename: this.random.chance(0.7) ? this.male() : this.female(),
      surname: this.random.chance(0.6) ? surname : this.surname(),
    };
    return {
      recordType: 'will',
      original: {
        Proved: this.date(year),
        Testator: `${forename} ${surname}`,
        Occupation: male ? this.random.pick(OCCUPATIONS) : this.random.pick(['Widow', 'Spinster']),
        Executor: `${executor.forename} ${executor.surname}`,
        Court: this.random.chance(0.7) ? 'Archdeaconry of Northfield' : 'Consistory of Canterbury',
        Parish: parish.name,
        County: parish.county.code,
      },
      yearMin: year,
      yearMax: year,
      parish,
      sourceRef: `Wills vol. ${Math.ceil(this.serial / 200)} no. ${this.serial}`,
      names: [
        { role: 'principal', forename, surname },
        { role: 'relative', ...executor },
      ],
    };
  }

  private apprenticeship(): DemoRecord {
    const year = this.year(1710, 1811);
    const parish = this.parish();
    const apprentice = { forename: this.male(), surname: this.surname() };
    const father = this.random.chance(0.7) ? this.male() : null;
    const master = { forename: this.male(), surname: this.surname() };
    return {
      recordType: 'apprenticeship',
      original: {
        'Indenture date': this.date(year),
        Apprentice: `${apprentice.forename} ${apprentice.surname}`,
        'Son of': father ? `${father} ${apprentice.surname}` : '',
        Master: `${master.forename} ${master.surname}`,
        Trade: this.random.pick(TRADES),
        Term: `${this.random.int(5, 8)} years`,
        Premium: `£${this.random.int(2, 40)}`,
        Parish: parish.name,
        County: parish.county.code,
      },
      yearMin: year,
      yearMax: year,
      parish,
      sourceRef: `IR1/${Math.ceil(this.serial / 50)}`,
      names: [
        { role: 'principal', ...apprentice },
        ...(father ? [{ role: 'father' as const, forename: father, surname: apprentice.surname }] : []),
        { role: 'other', ...master },
      ],
    };
  }

  private indexEntry(): DemoRecord {
    const year = this.year(1650, 1900);
    const parish = this.parish();
    const forename = this.random.chance(0.95)
      ? this.random.chance(0.5)
        ? this.male()
        : this.female()
      : null;
    const surname = this.surname();
    const approximate = this.random.chance(0.15);
    return {
      recordType: 'index_entry',
      original: {
        Surname: surname,
        Forename: forename ?? '',
        Year: approximate ? `c.${year}` : String(year),
        Parish: parish.name,
        'MI no.': String(this.serial),
      },
      yearMin: approximate ? year - 2 : year,
      yearMax: approximate ? year + 2 : year,
      parish,
      sourceRef: `MI ${this.serial}`,
      names: [{ role: 'principal', forename, surname }],
    };
  }

  private memorialCard(): DemoRecord {
    const year = this.year(1860, 1940);
    const parish = this.parish();
    const male = this.random.chance(0.5);
    const forename = male ? this.male() : this.female();
    const surname = this.surname();
    return {
      recordType: 'memorial_card',
      original: {
        Name: `${forename} ${surname}`,
        Died: this.date(year),
        Aged: String(this.random.int(1, 94)),
        'Interred at': parish.name,
        Verse: this.random.pick(VERSES),
        'Card no.': String(this.serial),
      },
      yearMin: year,
      yearMax: year,
      parish,
      sourceRef: `Card ${this.serial}`,
      names: [{ role: 'principal', forename, surname }],
    };
  }
}
