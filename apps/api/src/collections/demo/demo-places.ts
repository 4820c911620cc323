/** A county of England with its Chapman code. */
export type DemoCounty = { name: string; code: string };
/** A fictional parish (the demo society's district) in a real county. */
export type DemoParish = { name: string; county: DemoCounty };

const KENT = { name: 'Kent', code: 'KEN' };
const SUSSEX = { name: 'Sussex', code: 'SSX' };
const SURREY = { name: 'Surrey', code: 'SRY' };
const ESSEX = { name: 'Essex', code: 'ESS' };
const NORFOLK = { name: 'Norfolk', code: 'NFK' };
const YORKSHIRE = { name: 'Yorkshire', code: 'YKS' };
const LANCASHIRE = { name: 'Lancashire', code: 'LAN' };
const DEVON = { name: 'Devon', code: 'DEV' };

export const DEMO_COUNTRY = 'England';

/**
 * Northfield and its neighbours are invented; the counties and their Chapman codes are real. The
 * site's own text names Northfield, Hollinbrook, Little Ashby and Marsh Ending as the society's
 * parishes, in Kent: they are here, so every place the text names finds records.
 */
export const DEMO_PARISHES: readonly DemoParish[] = [
  { name: 'Northfield St Mary', county: KENT },
  { name: 'Northfield St Luke', county: KENT },
  { name: 'Hollinbrook', county: KENT },
  { name: 'Little Ashby', county: KENT },
  { name: 'Marsh Ending', county: KENT },
  { name: 'Coldhurst', county: KENT },
  { name: 'Stoke Ferrow', county: SUSSEX },
  { name: 'Ellingham Magna', county: SUSSEX },
  { name: 'Brackley Moor', county: SUSSEX },
  { name: 'Ashcombe Regis', county: SURREY },
  { name: 'Thornleigh', county: SURREY },
  { name: 'Great Fenning', county: ESSEX },
  { name: 'Saltmarsh Wick', county: ESSEX },
  { name: 'Holme Barrow', county: NORFOLK },
  { name: 'Kettleby St Andrew', county: NORFOLK },
  { name: 'Ravensthorpe Moor', county: YORKSHIRE },
  { name: 'Aldwick-on-Swale', county: YORKSHIRE },
  { name: 'Millbeck', county: LANCASHIRE },
  { name: 'Hesketh Lane', county: LANCASHIRE },
  { name: 'Combe Fitzwarren', county: DEVON },
];

/** How often each parish appears: Northfield's own registers dominate, neighbours thin out. */
export const PARISH_WEIGHTS: readonly number[] = DEMO_PARISHES.map((_, index) =>
  index < 6 ? 12 - index : 3,
);
