import type { ColumnMapping } from './column-mapping.ts';
import { createRecordSetImporter } from './import-record-set.ts';

const find = (header: string[], ...candidates: string[]) =>
  header.find((column) => candidates.includes(column.toLowerCase().replace(/[^a-z]/g, '')));

/**
 * A name index CSV: one name per row, its columns recognised by their headers (Surname; Forename,
 * Given names or First name; Year or Date; Parish or Place; County), every column kept.
 */
export function nameIndexMapping(header: string[]): ColumnMapping {
  const surname = find(header, 'surname', 'lastname', 'familyname');
  const forename = find(
    header,
    'forename',
    'forenames',
    'givennames',
    'givenname',
    'firstname',
    'christianname',
  );
  const year = find(header, 'year', 'date', 'years');
  const parish = find(header, 'parish', 'place', 'location');
  const county = find(header, 'county', 'chapmancode');
  const fullName = surname || forename ? undefined : find(header, 'name', 'fullname');
  return {
    recordType: 'index_entry',
    people: [
      {
        role: 'principal',
        ...(surname ? { surname } : {}),
        ...(forename ? { forename } : {}),
        ...(fullName ? { name: fullName } : {}),
      },
    ],
    ...(year ? { year } : {}),
    ...(parish || county
      ? { place: { country: 'England', ...(parish ? { parish } : {}), ...(county ? { county } : {}) } }
      : {}),
  };
}

export const importNameIndex = createRecordSetImporter(nameIndexMapping);
