/** One page of every content route of the site (seeded content), with its page heading. */
export const SITE_ROUTES: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'Discover the people behind your family tree' },
  { path: '/about', heading: 'About the society' },
  { path: '/about/organisation/governance', heading: 'Governance' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/learn/guides/how-to-use-census-records', heading: 'How to use census records' },
  {
    path: '/learn/hints-tips/top-10-tips-for-starting-your-family-history',
    heading: 'Top 10 tips for starting your family history',
  },
  { path: '/news', heading: 'News' },
  { path: '/news/agm-2026-report', heading: 'Report of the 2026 annual general meeting' },
  { path: '/education', heading: 'Education' },
  { path: '/education/learning-hub/featured', heading: 'Featured articles' },
  {
    path: '/education/learning-hub/featured/maps-for-family-historians',
    heading: 'Maps for family historians',
  },
  { path: '/sog-events', heading: 'Events' },
  { path: '/sog-events/agm-2026', heading: 'Annual general meeting 2026' },
  { path: '/subscribe', heading: 'Join the society' },
  { path: '/subscribe/gift-membership', heading: 'Gift membership' },
  { path: '/dheyenbvu', heading: 'Volunteer with the society' },
  { path: '/fhwuifhe', heading: 'Research projects' },
  { path: '/fhwuifhe/apprentice-indentures', heading: 'Apprentice indentures project' },
  { path: '/cwbhvwt', heading: 'The Northfield Ancestor and publications' },
  {
    path: '/cwbhvwt/guide-to-northfield-parish-records',
    heading: 'A guide to the parish records of the Northfield district',
  },
  { path: '/research-hub/our-collections', heading: 'Our collections' },
  {
    path: '/research-hub/our-collections/st-marys-burials',
    heading: 'St Mary’s, Northfield: burials 1653–1900',
  },
  { path: '/research-hub/our-collections/searchexplore', heading: 'Search and explore' },
  { path: '/research-hub/our-collections/record-sets', heading: 'Record sets' },
  {
    path: '/research-hub/our-collections/record-sets/northfield-baptisms',
    heading: 'Northfield baptisms 1700–1837',
  },
  { path: '/research-hub/our-collections/indexes', heading: 'Indexes' },
  {
    path: '/research-hub/our-collections/indexes/monumental-inscriptions',
    heading: 'Monumental inscriptions index',
  },
  { path: '/research-hub/our-collections/family-trees', heading: 'Family trees' },
  {
    path: '/research-hub/our-collections/family-trees/northfield-families',
    heading: 'Northfield families',
  },
  { path: '/research-hub/our-collections/pedigree-search', heading: 'Pedigree search' },
  { path: '/research-hub/our-collections/birth-briefs', heading: 'Birth briefs' },
  { path: '/research-hub/our-collections/memorial-cards', heading: 'Memorial cards' },
  { path: '/image-viewer', heading: 'Image viewer' },
];

/** A path no route matches: the 404 page. */
export const NOT_FOUND_PATH = '/no-such-page-anywhere';
