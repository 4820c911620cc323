const SENTENCES = [
  'Census returns list everyone in a household on one night, with ages, occupations and birthplaces.',
  'Enumerators copied their schedules into books, so spellings changed on the way.',
  'Ages were rounded down to the nearest five years for adults in the first return.',
  'Birthplaces narrow the search for a baptism to a county and often a parish.',
  'Neighbours listed on the same page are often relatives or came from the same village.',
  'A missing household may be filed under another street or a misread surname.',
];

/** About as much text as a guide page, in plain server-rendered elements and no client component. */
export default function Page() {
  return (
    <main>
      <h1>How to use census records</h1>
      {Array.from({ length: 36 }, (_, i) => (
        <p key={SENTENCES[i % SENTENCES.length]! + i}>{SENTENCES.slice(i % 3).join(' ')}</p>
      ))}
      <a href="/">Back to the start</a>
    </main>
  );
}
