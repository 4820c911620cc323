/** What the studio says where an image has no alt text. */
export const ALT_REQUIRED = 'Describe the image for people who cannot see it.';

/**
 * Where a document's data holds an image without alt text (image fields, images in rich text, in
 * groups and slices), as dotted paths: publishing waits until each is described.
 */
export function missingAltPaths(value: unknown, path = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => missingAltPaths(item, `${path}.${index}`));
  const record = value as Record<string, unknown>;
  const isImage =
    typeof record.url === 'string' && typeof record.dimensions === 'object' && record.link_type === undefined;
  const own =
    isImage && !(typeof record.alt === 'string' && record.alt.trim()) ? [path.replace(/^\./, '')] : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) =>
      key === 'dimensions' ? [] : missingAltPaths(child, `${path}.${key}`),
    ),
  ];
}
