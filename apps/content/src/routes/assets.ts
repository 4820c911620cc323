import { assets } from '@society/db/content-schema';
import { recordCacheLookup } from '@society/observability/metrics';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ContentServices } from '../content-services.ts';
import { isRasterImage } from '../editorial/asset-types.ts';
import { focalCrop } from '../http/focal-crop.ts';

type Rendition = { bytes: Buffer; contentType: string; etag: string };

/** The longest side an SVG is drawn at: the largest width `@prismicio/next` asks for is 3,840. */
const MAX_SVG_SIDE = 4096;

/**
 * imgix draws an SVG as an image as soon as a rendering parameter is given (PNG unless `fm` or
 * `auto=format` choose), and so does this service, at the size asked for: the site asks for one
 * for shared links, as social networks do not show SVG.
 */
async function drawnSvg(bytes: Buffer, width: number | undefined, height: number | undefined) {
  const drawn = await sharp(bytes).metadata();
  const natural = { width: drawn.width ?? 1, height: drawn.height ?? 1 };
  const wanted = Math.max(1, width ? width / natural.width : 0, height ? height / natural.height : 0);
  const scale = Math.min(wanted, MAX_SVG_SIDE / Math.max(natural.width, natural.height));
  return sharp(bytes, { density: 72 * scale })
    .png()
    .toBuffer();
}

const formats = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
type Format = keyof typeof formats;

type Drawing = {
  svg: boolean;
  w: number | undefined;
  h: number | undefined;
  q: number | undefined;
  dpr: number;
  fit: string | undefined;
  focal: { x: number; y: number } | undefined;
  format: Format | undefined;
};

/** One rendition: resized, cropped around the focal point, converted, as the parameters ask. */
async function drawn(bytes: Buffer, { svg, w, h, q, dpr, fit, focal, format }: Drawing): Promise<Buffer> {
  const scale = (n: number | undefined) => (n ? Math.round(n * dpr) : undefined);
  const source = svg ? await drawnSvg(bytes, scale(w), scale(h)) : bytes;
  let image = sharp(source).rotate();
  if (focal && w && h) {
    const { width = 1, height = 1, orientation = 1 } = await sharp(source).metadata();
    const upright = orientation >= 5 ? { width: height, height: width } : { width, height };
    image = focalCrop(image, upright, { width: scale(w)!, height: scale(h)! }, focal);
  } else if (w || h) {
    image = image.resize(scale(w), scale(h), {
      fit: fit === 'crop' ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
  }
  if (format) image = image.toFormat(format === 'jpg' ? 'jpeg' : format, { quality: q ?? 75 });
  return image.toBuffer();
}

const querySchema = {
  type: 'object',
  properties: {
    w: { type: 'integer', minimum: 1, maximum: 4096 },
    h: { type: 'integer', minimum: 1, maximum: 4096 },
    // imgix's long names, which `@prismicio/client` uses in every `srcset` it builds.
    width: { type: 'integer', minimum: 1, maximum: 4096 },
    height: { type: 'integer', minimum: 1, maximum: 4096 },
    q: { type: 'integer', minimum: 1, maximum: 100 },
    dpr: { type: 'number', minimum: 1, maximum: 3 },
    fit: { type: 'string' },
    crop: { type: 'string' },
    'fp-x': { type: 'number', minimum: 0, maximum: 1 },
    'fp-y': { type: 'number', minimum: 0, maximum: 1 },
    fm: { type: 'string', enum: Object.keys(formats) },
    auto: { type: 'string' },
  },
} as const;

/**
 * Media of the repository, with the imgix parameters `@prismicio/next` images send (w, h, fit,
 * q, dpr, fm, auto=format) applied by sharp. An SVG asked for without them is served as it is,
 * sandboxed; with them it is drawn as an image first, as imgix does.
 */
export default async function assetRoutes(app: FastifyInstance, { services }: { services: ContentServices }) {
  const renditions = new LRUCache<string, Rendition>({
    maxSize: 128 * 1024 * 1024,
    sizeCalculation: (r) => r.bytes.length || 1,
  });

  app.get<{
    Params: { name: string };
    Querystring: {
      w?: number;
      h?: number;
      width?: number;
      height?: number;
      q?: number;
      dpr?: number;
      fit?: string;
      crop?: string;
      'fp-x'?: number;
      'fp-y'?: number;
      fm?: Format;
      auto?: string;
    };
  }>('/assets/:name', { schema: { querystring: querySchema } }, async (request, reply) => {
    const { name } = request.params;
    const { q, dpr = 1, fit, fm, auto } = request.query;
    const w = request.query.w ?? request.query.width;
    const h = request.query.h ?? request.query.height;
    // imgix's focal-point crop (the studio's focal point travels in the image's URL this way).
    const focal =
      fit === 'crop' && w && h && request.query.crop?.split(',').includes('focalpoint')
        ? { x: request.query['fp-x'] ?? 0.5, y: request.query['fp-y'] ?? 0.5 }
        : undefined;
    const wantsModern =
      auto?.includes('format') && request.headers.accept?.includes('image/avif')
        ? 'avif'
        : auto?.includes('format') && request.headers.accept?.includes('image/webp')
          ? 'webp'
          : undefined;
    const key = `${name}|${w}|${h}|${q}|${dpr}|${fit}|${fm ?? wantsModern}|${focal ? `${focal.x},${focal.y}` : ''}`;
    let rendition = renditions.get(key);
    recordCacheLookup('content_renditions', rendition !== undefined);
    if (!rendition) {
      const [asset] = await services.db.select().from(assets).where(eq(assets.name, name));
      if (!asset) return reply.code(404).send({ error: 'not_found', message: `No asset ${name}` });
      rendition = { bytes: asset.bytes, contentType: asset.contentType, etag: `"${asset.contentHash}"` };
      const svg = asset.contentType === 'image/svg+xml';
      if ((svg || isRasterImage(asset.contentType)) && (w || h || q || fm || wantsModern)) {
        const format = fm ?? wantsModern ?? (svg ? 'png' : undefined);
        const bytes = await drawn(asset.bytes, { svg, w, h, q, dpr, fit, focal, format }).catch(() => null);
        if (!bytes) {
          return reply.code(422).send({
            error: 'unreadable_image',
            message: `The image ${name} could not be read: replace it in the studio's media library.`,
          });
        }
        rendition = {
          bytes,
          contentType: format ? formats[format] : asset.contentType,
          etag: `"${asset.contentHash}-${Buffer.from(key).toString('base64url')}"`,
        };
      }
      renditions.set(key, rendition);
    }
    reply
      .header('content-type', rendition.contentType)
      .header('etag', rendition.etag)
      .header('vary', 'Accept');
    reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    reply.header('access-control-allow-origin', '*');
    if (rendition.contentType === 'image/svg+xml') {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    if (request.headers['if-none-match'] === rendition.etag) return reply.code(304).send();
    return reply.send(rendition.bytes);
  });
}
