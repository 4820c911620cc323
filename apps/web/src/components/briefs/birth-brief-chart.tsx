import type { BriefPerson } from '@society/record-search';
import { GENERATIONS, generationOf, SOSA_NUMBERS } from '../../lib/briefs/sosa.ts';

const COLUMN = 232;
const BOX_WIDTH = 212;
const ROW = 52;
const HEIGHT = ROW * 16;
const WIDTH = COLUMN * (GENERATIONS - 1) + BOX_WIDTH + 2;

/** Box height by generation: roomy for the near generations, one row each for the sixteen. */
const boxHeight = (generation: number) => (generation === 4 ? ROW - 8 : 64);
const centreOf = (sosa: number) => {
  const generation = generationOf(sosa);
  const rows = 2 ** generation;
  return { x: generation * COLUMN + 1, y: (HEIGHT / rows) * (sosa - rows + 0.5), generation };
};

/** Room for a line of text in a box: from the text's start (after the number) to the box's edge. */
const TEXT_ROOM = BOX_WIDTH - 24 - 6;

/** A generous guess at a sans-serif line's width, in ems: capitals are the widest. */
function emsOf(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (/[A-Z]/.test(char)) ems += 0.72;
    else if (/[a-z0-9]/.test(char)) ems += 0.58;
    else if (char === ' ') ems += 0.3;
    else ems += 0.6;
  }
  return ems;
}

/**
 * SVG text does not wrap or clip at its box: a line that may be too long for its box is fitted to
 * it (squeezed, never cut), at every size the chart is drawn.
 */
const fitted = (text: string, fontSize: number) =>
  emsOf(text) * fontSize > TEXT_ROOM
    ? { textLength: TEXT_ROOM, lengthAdjust: 'spacingAndGlyphs' as const }
    : {};

/** SURNAME in capitals, as the society's birth-brief form asks. */
export const briefName = (person: BriefPerson) =>
  [person.givenNames, person.surname.toUpperCase()].filter(Boolean).join(' ');

export function lifeLine(person: BriefPerson): string {
  const born = [person.birthYear, person.birthPlace].filter(Boolean).join(' ');
  return [born && `b. ${born}`, person.deathYear && `d. ${person.deathYear}`].filter(Boolean).join(' · ');
}

function Box({ sosa, person }: { sosa: number; person: BriefPerson | undefined }) {
  const { x, y, generation } = centreOf(sosa);
  const height = boxHeight(generation);
  const top = y - height / 2;
  const known = person && !person.withheld;
  const name = person ? (person.withheld ? 'Living person' : briefName(person)) : 'Not known';
  const nameSize = name.length > 24 ? 12 : 14;
  return (
    <g id={`chart-sosa-${sosa}`} className="brief-box">
      <rect
        x={x}
        y={top}
        width={BOX_WIDTH}
        height={height}
        rx={4}
        className={known ? 'fill-white stroke-violet-800' : 'fill-stone-50 stroke-stone-400'}
        strokeWidth={1.5}
        strokeDasharray={person ? undefined : '5 4'}
      />
      <text x={x + 6} y={top + 13} className="fill-stone-600" fontSize={10}>
        {sosa}
      </text>
      <text
        x={x + 24}
        y={generation === 4 ? y - 2 : y - 6}
        fontSize={nameSize}
        className={known ? 'fill-violet-950 font-semibold' : 'fill-stone-600 italic'}
        {...fitted(name, nameSize)}
      >
        {name}
      </text>
      {known ? (
        <text
          x={x + 24}
          y={y + 14}
          fontSize={11}
          className="fill-stone-700"
          {...fitted(lifeLine(person), 11)}
        >
          {lifeLine(person)}
        </text>
      ) : null}
    </g>
  );
}

/**
 * The five-generation birth-brief chart as plain SVG (a fixed 31-box layout needs no chart
 * library): the subject on the left, the sixteen great-great-grandparents on the right, each box
 * numbered 1–31 (Sosa). Unknown positions are dashed empty boxes; a withheld living person shows
 * no name. The SVG scales to its container (the page shows it from 1024 px wide, where its text
 * is still readable) and prints on one landscape A4 or A3 page.
 */
export function BirthBriefChart({ people, label }: { people: readonly BriefPerson[]; label: string }) {
  const bySosa = new Map(people.map((person) => [person.sosa, person]));
  const lines: string[] = [];
  for (let sosa = 1; sosa < 16; sosa += 1) {
    const from = centreOf(sosa);
    for (const parent of [2 * sosa, 2 * sosa + 1]) {
      const to = centreOf(parent);
      const elbow = from.x + BOX_WIDTH + (COLUMN - BOX_WIDTH) / 2;
      lines.push(`M${from.x + BOX_WIDTH} ${from.y}H${elbow}V${to.y}H${to.x}`);
    }
  }
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="brief-chart h-auto w-full font-sans"
    >
      <path d={lines.join('')} fill="none" className="stroke-stone-400" strokeWidth={1.2} />
      {SOSA_NUMBERS.map((sosa) => (
        <Box key={sosa} sosa={sosa} person={bySosa.get(sosa)} />
      ))}
    </svg>
  );
}
