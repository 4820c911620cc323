import { createRequire } from 'node:module';
import { RECORD_TYPES, ROLES } from '@society/record-search';
import { z } from 'zod';

// yaml is required on the first mapping file read (synchronously, as parsing is), not at start:
// it is the largest module an import without a mapping (and the import CLI's start) would load.
const require = createRequire(import.meta.url);
let yaml: typeof import('yaml') | undefined;
const parseYaml = (text: string): unknown => {
  yaml ??= require('yaml') as typeof import('yaml');
  return yaml.parse(text);
};

// Tree people and birth-brief people come from the GEDCOM and brief importers, never from a CSV.
const mappableType = z.enum(RECORD_TYPES).exclude(['tree_person', 'birth_brief']);

const column = z.string().trim().min(1);

const personMapping = z
  .object({
    role: z.enum(ROLES),
    forename: column.optional(),
    surname: column.optional(),
    /** A whole name in one column ("John Smith"): the last word is the surname. */
    name: column.optional(),
  })
  .strict()
  .refine((person) => person.forename || person.surname || person.name, {
    message: 'a person needs a forename, surname or name column',
  });

/**
 * How the columns of a record-set CSV become a record: its type, the people on it with their
 * roles and name parts, its year (range) and place. Every source column is kept as the record's
 * `original` whether mapped or not.
 */
export const columnMappingSchema = z
  .object({
    /** One type for every row, or `typeColumn` + `types` (source value → record type). */
    recordType: mappableType.optional(),
    typeColumn: column.optional(),
    types: z.record(z.string(), mappableType).optional(),
    people: z.array(personMapping).min(1),
    /** A column holding a date or year (`12 Mar 1784`, `c.1790`, `1723/4`), or two for a range. */
    year: z.union([column, z.object({ from: column, to: column }).strict()]).optional(),
    place: z
      .object({
        parish: column.optional(),
        district: column.optional(),
        /** A county name or Chapman code. */
        county: column.optional(),
        country: z.string().trim().min(1).default('England'),
      })
      .strict()
      .optional(),
    sourceRef: column.optional(),
  })
  .strict()
  .refine((mapping) => mapping.recordType || (mapping.typeColumn && mapping.types), {
    message: 'give recordType, or typeColumn with types',
  });

export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export class MappingFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MappingFileError';
  }
}

/** Reads a mapping file's text (JSON or YAML, YAML being a superset) and validates it. */
export function parseColumnMapping(text: string): ColumnMapping {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new MappingFileError(`The mapping file is neither JSON nor YAML: ${(error as Error).message}`);
  }
  const parsed = columnMappingSchema.safeParse(data);
  if (!parsed.success)
    throw new MappingFileError(
      `The mapping file is not valid:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`).join('\n  ')}`,
    );
  return parsed.data;
}
