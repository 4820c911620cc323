import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Card size in pixels: a carte-de-visite in-memoriam card scanned at about 200 dpi. */
const WIDTH = 560;
const HEIGHT = 900;

/**
 * A generated memorial card scan (PNG): the front with the name, death and age in a black mourning
 * border, the back with the verse and the printer's line. Drawn from the record's own columns.
 */
export async function demoCardImage(
  original: Record<string, string>,
  side: 'front' | 'back',
): Promise<Buffer> {
  const line = (y: number, text: string, size: number, style = '') =>
    `<text x="${WIDTH / 2}" y="${y}" font-family="DejaVu Serif, serif" font-size="${size}" text-anchor="middle" ${style}>${escapeXml(text)}</text>`;
  const body =
    side === 'front'
      ? [
          line(170, 'In Loving Memory', 38, 'font-style="italic"'),
          line(240, 'of', 26),
          line(320, original.Name ?? '', 40, 'font-weight="bold"'),
          line(410, `who died ${original.Died ?? ''}`, 26),
          line(460, `aged ${original.Aged ?? ''} years`, 26),
          line(540, `Interred at ${original['Interred at'] ?? ''}`, 22),
          line(760, '✝', 60),
        ]
      : [
          line(330, `“${original.Verse ?? ''}”`, 30, 'font-style="italic"'),
          line(820, `Northfield Printing Works · card ${original['Card no.'] ?? ''}`, 16),
        ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4eee0"/>
<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="#111" stroke-width="${side === 'front' ? 16 : 4}"/>
${body.join('\n')}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
