import type { StaffImportKind } from '@society/contract/staff-imports';

/** The uploads the staff page offers, in the words staff use, with the files each takes. */
export const UPLOAD_KINDS: readonly {
  kind: StaffImportKind;
  label: string;
  accept: string;
  contentType: (file: File) => string;
}[] = [
  {
    kind: 'gedcom',
    label: 'Family tree (GEDCOM file)',
    accept: '.ged,.gedcom',
    contentType: () => 'application/x-gedcom',
  },
  {
    kind: 'records',
    label: 'Record set (CSV file with its column mapping)',
    accept: '.csv,text/csv',
    contentType: () => 'text/csv',
  },
  { kind: 'index', label: 'Name index (CSV file)', accept: '.csv,text/csv', contentType: () => 'text/csv' },
  {
    kind: 'images',
    label: 'Images for a collection (JPEG, PNG, TIFF or WebP)',
    accept: 'image/jpeg,image/png,image/tiff,image/webp',
    contentType: (file) => file.type || 'application/octet-stream',
  },
];

export const KIND_LABELS: Record<StaffImportKind, string> = {
  gedcom: 'Family tree',
  records: 'Record set',
  index: 'Name index',
  images: 'Image',
  variants: 'Name variants',
  places: 'Places',
};

/** The share of a job done, 0–100, or null while its total is unknown. */
export const percentDone = (done: number, total: number | null): number | null =>
  total && total > 0 ? Math.min(100, Math.round((done / total) * 100)) : null;
