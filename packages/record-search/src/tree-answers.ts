import { z } from 'zod';

/** The family-tree api's answers (`/api/trees/*`, `/api/pedigrees/*`), validated by the web app. */

const year = z.number().int().nullable();

/**
 * A tree or birth-brief person as a reader may see them. `withheld`: a living person the reader may
 * not see (only the tree's submitter and staff may), so names are empty, years null and sex `U`.
 */
export const treePersonSummarySchema = z.object({
  id: z.number().int(),
  withheld: z.boolean(),
  /** The given-name and surname pieces, for sorting and grouping (GEDCOM GIVN and SURN). */
  givenNames: z.string(),
  surname: z.string(),
  /**
   * The name as the source writes it, for display: the words before the surname, the surname
   * (with its prefix: "van Gogh"), the words after ("Jr."). All empty for an unnamed person.
   */
  name: z.object({ before: z.string(), surname: z.string(), after: z.string() }),
  sex: z.enum(['M', 'F', 'X', 'U']),
  birthYearMin: year,
  birthYearMax: year,
  deathYearMin: year,
  deathYearMax: year,
});

const surnameCountSchema = z.object({ surname: z.string(), count: z.number().int() });

export const treeSummarySchema = z.object({
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  access: z.enum(['public', 'members']),
  /** The submitting member's name, when the tree has one. */
  submitter: z.string().nullable(),
  /** People the reader may see by name. */
  personCount: z.number().int(),
  /** The tree's most frequent surnames among those people. */
  surnames: z.array(surnameCountSchema),
});

export const treeListSchema = z.object({ trees: z.array(treeSummarySchema) });

export const treeSourceSchema = z.object({
  xref: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  publication: z.string().nullable(),
});

export const treeDetailSchema = z.object({
  tree: treeSummarySchema.extend({
    source: z.string(),
    citation: z.string(),
    familyCount: z.number().int(),
    /** Living people not listed for this reader. */
    withheldCount: z.number().int(),
  }),
  sources: z.array(treeSourceSchema),
  /** Every surname of the people the reader may see, A to Z. */
  surnameIndex: z.array(surnameCountSchema),
  letters: z.array(z.object({ letter: z.string(), count: z.number().int() })),
  /** The initial listed (the asked one when it has people); null when nobody is listed. */
  letter: z.string().nullable(),
  people: z.array(treePersonSummarySchema),
});

export const pedigreeSlotSchema = z.object({
  /** Ahnentafel number: 1 the person, 2n the father and 2n+1 the mother of n. */
  sosa: z.number().int().min(1),
  person: treePersonSummarySchema,
  /** Pedigree collapse: the same person is already at this (lower) number; their ancestors are not repeated. */
  repeatOf: z.number().int().nullable(),
});

export const pedigreeSchema = z.object({
  generations: z.number().int().min(1),
  /** Known ancestors by Sosa number (ascending); a missing number is an unknown ancestor. */
  slots: z.array(pedigreeSlotSchema),
});

export const treePlaceFactSchema = z.object({
  label: z.string(),
  date: z.string().nullable(),
  place: z.string().nullable(),
  value: z.string().nullable(),
});

export const treeFamilySchema = z.object({
  spouse: treePersonSummarySchema.nullable(),
  marriage: treePlaceFactSchema.nullable(),
  children: z.array(treePersonSummarySchema),
});

export const treeDescendantSchema = z.object({
  person: treePersonSummarySchema,
  /** The descendant's parent in this view (null for the person at the top). */
  parentId: z.number().int().nullable(),
  generation: z.number().int().min(0),
  spouses: z.array(treePersonSummarySchema),
});

const treeRefSchema = z.object({
  uid: z.string(),
  title: z.string(),
  kind: z.enum(['family_tree', 'birth_briefs']),
  access: z.enum(['public', 'members']),
});

export const treePersonDetailSchema = z.object({
  person: treePersonSummarySchema,
  tree: treeRefSchema,
  names: z.array(z.object({ full: z.string(), type: z.string().nullable() })),
  facts: z.array(treePlaceFactSchema),
  sources: z.array(treeSourceSchema),
  notes: z.array(z.string()),
  parents: z.array(
    z.object({
      father: treePersonSummarySchema.nullable(),
      mother: treePersonSummarySchema.nullable(),
      /** How the person belongs to this family when the file says (adopted, foster…); null for birth. */
      relationship: z.string().nullable(),
    }),
  ),
  families: z.array(treeFamilySchema),
  siblings: z.array(treePersonSummarySchema),
  pedigree: pedigreeSchema,
  descendants: z.array(treeDescendantSchema),
});

export const pedigreeAnswerSchema = z.object({ tree: treeRefSchema, pedigree: pedigreeSchema });

export type TreePersonSummary = z.infer<typeof treePersonSummarySchema>;
export type TreeSummary = z.infer<typeof treeSummarySchema>;
export type TreeList = z.infer<typeof treeListSchema>;
export type TreeDetail = z.infer<typeof treeDetailSchema>;
export type PedigreeSlot = z.infer<typeof pedigreeSlotSchema>;
export type Pedigree = z.infer<typeof pedigreeSchema>;
export type TreePlaceFact = z.infer<typeof treePlaceFactSchema>;
export type TreeDescendant = z.infer<typeof treeDescendantSchema>;
export type TreePersonDetail = z.infer<typeof treePersonDetailSchema>;
export type PedigreeAnswer = z.infer<typeof pedigreeAnswerSchema>;

/** The most generations a pedigree answer goes back (1,023 ancestors at most). */
export const MAX_PEDIGREE_GENERATIONS = 10;
/** A person page's chart: the person and four generations of ancestors (Sosa 1–31). */
export const PERSON_PAGE_GENERATIONS = 5;
/** Generations below a person in the descendants view. */
export const DESCENDANT_GENERATIONS = 4;
