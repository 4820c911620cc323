import { z } from 'zod';
import { collectionSummarySchema } from './record-search-answer.ts';

/** The api's answers for birth briefs, memorial cards and the image gallery (`/api/birth-briefs`, `/api/memorial-cards`, `/api/images`). */

const year = z.number().int().nullable();

/** A scan as listed: `viewable` is false when the reader may not see it (members-only to a guest). */
export const imageSummarySchema = z.object({
  id: z.number().int(),
  /** The viewer's address segment: `/image-viewer/{slug}`. */
  slug: z.string(),
  title: z.string(),
  side: z.enum(['front', 'back', 'page']),
  width: z.number().int(),
  height: z.number().int(),
  access: z.enum(['public', 'members']),
  allowDownload: z.boolean(),
  viewable: z.boolean(),
  collection: collectionSummarySchema,
});
export type ImageSummary = z.infer<typeof imageSummarySchema>;

/** `GET /api/images?collection=&side=&q=&page=`: the gallery. */
export const imageGallerySchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  images: z.array(imageSummarySchema),
  /** Collections that have images, for the filter. */
  collections: z.array(collectionSummarySchema.extend({ count: z.number().int() })),
});
export type ImageGallery = z.infer<typeof imageGallerySchema>;

const neighbourSchema = z.object({
  slug: z.string(),
  title: z.string(),
  side: z.enum(['front', 'back', 'page']),
});

/** `GET /api/images/{id}`: one image the reader may see, its place in its set and where it comes from. */
export const imageDetailSchema = z.object({
  image: imageSummarySchema,
  citation: z.string(),
  /** The page of the card or brief the image belongs to, when there is one. */
  sourcePage: z.string().nullable(),
  set: z.object({
    title: z.string(),
    position: z.number().int(),
    count: z.number().int(),
    previous: neighbourSchema.nullable(),
    next: neighbourSchema.nullable(),
  }),
});
export type ImageDetail = z.infer<typeof imageDetailSchema>;

/** One memorial card as listed and searched. */
export const memorialCardSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  yearMin: year,
  yearMax: year,
  place: z.string().nullable(),
  front: imageSummarySchema.nullable(),
});
export type MemorialCardSummary = z.infer<typeof memorialCardSummarySchema>;

/** `GET /api/memorial-cards?page=`. */
export const memorialCardListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  cards: z.array(memorialCardSummarySchema),
});
export type MemorialCardList = z.infer<typeof memorialCardListSchema>;

/**
 * `GET /api/memorial-cards/{id}`: the front for everyone; the back and the transcription only for
 * members (`back.viewable` false and `transcription` null otherwise).
 */
export const memorialCardSchema = memorialCardSummarySchema.extend({
  collection: collectionSummarySchema.extend({ citation: z.string(), source: z.string() }),
  back: imageSummarySchema.nullable(),
  transcription: z.array(z.object({ column: z.string(), value: z.string() })).nullable(),
  sourceRef: z.string(),
  citation: z.string(),
});
export type MemorialCard = z.infer<typeof memorialCardSchema>;

/** A position of a brief: `withheld` (a living person, to a reader who may not see them) has no name or facts. */
export const briefPersonSchema = z.object({
  sosa: z.number().int().min(1).max(31),
  withheld: z.boolean(),
  givenNames: z.string(),
  surname: z.string(),
  sex: z.enum(['M', 'F', 'X', 'U']),
  birthYear: year,
  deathYear: year,
  birthPlace: z.string().nullable(),
});
export type BriefPerson = z.infer<typeof briefPersonSchema>;

export const briefSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  collection: collectionSummarySchema,
  /** Surnames of the people the reader may see, most frequent first. */
  surnames: z.array(z.string()),
  known: z.number().int(),
  submittedYear: year,
});
export type BriefSummary = z.infer<typeof briefSummarySchema>;

/** `GET /api/birth-briefs`. */
export const briefListSchema = z.object({ briefs: z.array(briefSummarySchema) });

/** `GET /api/birth-briefs/{id}`: the known positions (unknown ones are absent) and the scan. */
export const birthBriefSchema = briefSummarySchema.extend({
  collection: collectionSummarySchema.extend({ citation: z.string(), source: z.string() }),
  /** Null when the compiler is a living person the reader may not see. */
  submittedBy: z.string().nullable(),
  people: z.array(briefPersonSchema),
  scan: imageSummarySchema.nullable(),
  citation: z.string(),
});
export type BirthBrief = z.infer<typeof birthBriefSchema>;

/** `GET /api/birth-briefs/positions?person=1,2`: where search results' people stand in their briefs. */
export const briefPositionsSchema = z.object({
  positions: z.array(
    z.object({ personId: z.number().int(), briefId: z.number().int(), sosa: z.number().int() }),
  ),
});
export type BriefPositions = z.infer<typeof briefPositionsSchema>;

/** The viewer's address of an image: its id, then its title and side as words (only the id counts). */
export function imageSlug(id: number, title: string, side: string): string {
  const words = `${title} ${side}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words ? `${id}-${words}` : String(id);
}

/** The image id at the start of a viewer slug, or null when the slug does not start with one. */
export function imageIdOfSlug(slug: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(slug);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
