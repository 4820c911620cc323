import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An A3 form scanned at about 100 dpi, landscape. */
const WIDTH = 1654;
const HEIGHT = 1169;
const MARGIN = 60;
const TOP = 150;
const COLUMN = (WIDTH - 2 * MARGIN) / 5;
const BOX_WIDTH = COLUMN - 24;

export type ScanPerson = { sosa: number; name: string; born: string; place: string };

/**
 * A generated scan of a completed birth-brief form (PNG): the society's five-column A3 chart, each
 * of the 31 boxes filled in by hand (the compiler's entries; blank where unknown). Pedigree order:
 * the subject on the left, the sixteen great-great-grandparents on the right.
 */
export async function demoBriefScan(number: number, people: readonly ScanPerson[]): Promise<Buffer> {
  const bySosa = new Map(people.map((person) => [person.sosa, person]));
  const boxes: string[] = [];
  const lines: string[] = [];
  const centre = (sosa: number) => {
    const generation = Math.floor(Math.log2(sosa));
    const rows = 2 ** generation;
    const slot = (HEIGHT - TOP - MARGIN) / rows;
    return {
      x: MARGIN + generation * COLUMN,
      y: TOP + slot * (sosa - rows + 0.5),
      height: Math.min(slot - 8, 96),
    };
  };
  for (let sosa = 1; sosa <= 31; sosa += 1) {
    const { x, y, height } = centre(sosa);
    boxes.push(
      `<rect x="${x}" y="${y - height / 2}" width="${BOX_WIDTH}" height="${height}" fill="none" stroke="#5b4a3a" stroke-width="2"/>`,
      `<text x="${x + 6}" y="${y - height / 2 + 14}" font-size="12" fill="#5b4a3a">${sosa}</text>`,
    );
    const person = bySosa.get(sosa);
    if (person) {
      const hand = 'font-family="DejaVu Serif, serif" font-style="italic" fill="#1d2a5a"';
      boxes.push(
        `<text x="${x + 26}" y="${y - 2}" font-size="${sosa < 16 ? 20 : 15}" ${hand}>${escapeXml(person.name)}</text>`,
        `<text x="${x + 26}" y="${y + 18}" font-size="${sosa < 16 ? 15 : 12}" ${hand}>${escapeXml(`b. ${person.born} ${person.place}`)}</text>`,
      );
    }
    if (sosa < 16)
      for (const parent of [2 * sosa, 2 * sosa + 1]) {
        const to = centre(parent);
        lines.push(
          `<path d="M${x + BOX_WIDTH} ${y} H${x + BOX_WIDTH + 12} V${to.y} H${to.x}" fill="none" stroke="#5b4a3a" stroke-width="1.5"/>`,
        );
      }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#f6f1e4"/>
<text x="${WIDTH / 2}" y="70" font-family="DejaVu Serif, serif" font-size="36" text-anchor="middle" fill="#3b2f25">Northfield &amp; District Family History Society · Birth Brief</text>
<text x="${WIDTH / 2}" y="110" font-family="DejaVu Serif, serif" font-size="20" text-anchor="middle" fill="#3b2f25">No. ${number} · five generations (Sosa 1–31)</text>
${lines.join('\n')}
${boxes.join('\n')}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
