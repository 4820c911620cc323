/**
 * A valid body or query for each route that takes one, keyed `METHOD /url`: the access-control
 * tests need requests that would succeed for the owner, and the fuzz test mutates them. The fuzz
 * test fails when a route with a body or query schema has no sample here.
 */
export const BODY_SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /login': { email: 'ada@example.org', password: 'a long enough password' },
  'POST /forgot-password': { email: 'ada@example.org' },
  'POST /reset-password': {
    token: 'abc',
    email: 'ada@example.org',
    password: 'a new long password',
    password_confirmation: 'a new long password',
  },
  'POST /api/subscriptions/newsletter': {
    email: 'ada@example.org',
    name: 'Ada',
    option: 'monthly-e-newsletter',
  },
  'POST /api/subscriptions/newsletter/confirm': { token: 'abc' },
  'POST /api/subscriptions/newsletter/unsubscribe': { token: 'abc' },
  'POST /api/membership-applications': {
    option: 'individual-membership',
    name: 'Edith Whitaker',
    email: 'edith@example.org',
    address: '4 Mill Lane\nNorthfield',
    postcode: 'NF1 2AB',
    country: 'United Kingdom',
    phone: '+44 1234 567890',
    research_interests: 'Whitaker families',
    heard_about: 'event-or-fair',
    consent: true,
  },
  'POST /two-factor-challenge': { code: '123456' },
  'PATCH /api/user': { name: 'Ada L.' },
  'POST /api/user/two-factor': { password: 'a long enough password' },
  'POST /api/user/two-factor/confirm': { code: '123456' },
  'POST /api/user/two-factor/recovery-codes': { password: 'a long enough password' },
  'POST /api/user/two-factor/disable': { password: 'a long enough password' },
  'PUT /api/user/password': {
    current_password: 'a long enough password',
    password: 'another long password',
    password_confirmation: 'another long password',
  },
  'POST /api/bookmarks': { kind: 'page', path: '/news', title: 'News', note: 'Read first' },
  'PATCH /api/bookmarks/:id': { title: 'Renamed', note: 'Mine now' },
  'POST /api/reading-lists': { name: 'Census', note: 'Before the search' },
  'PATCH /api/reading-lists/:id': { name: 'Renamed', note: 'Mine now' },
  'POST /api/reading-lists/:id/items': { path: '/learn', title: 'Learn', note: 'First' },
  'PATCH /api/reading-lists/:id/items/:itemId': { note: 'Mine now' },
  'PUT /api/reading-lists/:id/order': { itemIds: [1] },
  'POST /api/saved-searches': { name: 'Smiths', query: 'surname=smith&place=northfield' },
  'PATCH /api/saved-searches/:id': { name: 'Renamed' },
  'POST /api/event-bookings': { event: 'census-talk', places: 1 },
  'PUT /api/staff/events/:uid/settings': {
    title: 'Census talk',
    startsAt: '2030-02-11T19:30:00Z',
    endsAt: '2030-02-11T21:00:00Z',
    online: true,
    capacity: 80,
    placesPerMember: 2,
    pricePence: 500,
    memberPricePence: 0,
    membersOnly: false,
    cutoffHours: 6,
    joinUrl: 'https://meet.example.org/census',
    joinInstructions: 'Join five minutes early.',
    joinShownMinutesBefore: 30,
  },
  'PATCH /api/staff/event-bookings/:id': { attended: true },
  'POST /api/staff/accounts': { name: 'Edith Whitaker', email: 'edith.new@example.org', scopes: ['member'] },
  'POST /api/staff/membership-applications/:id/decline': {
    message: 'We can only take members who live in the district.',
  },
  'POST /api/staff/mail/test': { to: 'secretary@example.org' },
  'POST /api/staff/events/:uid/message': { subject: 'Room change', body: 'We meet in the library.' },
  'PATCH /api/staff/collections/:uid': { title: 'Parish index', access: 'members', state: 'published' },
};

export const QUERY_SAMPLES: Readonly<Record<string, Record<string, string>>> = {
  'GET /api/subscriptions/newsletter/confirm': { token: 'abc' },
  'GET /api/subscriptions/newsletter/unsubscribe': { token: 'abc' },
  'GET /api/staff/membership-applications': { status: 'new', page: '1', per_page: '10' },
  'GET /api/staff/accounts': { q: 'ada', scope: 'member', page: '1', per_page: '10' },
  'GET /api/staff/newsletter-subscribers': { q: 'ada', status: 'confirmed', page: '1', per_page: '10' },
  'GET /api/staff/newsletter-subscribers.csv': { q: 'ada', status: 'confirmed' },
  'GET /api/staff/mail': { state: 'failed', q: 'ada', page: '1', per_page: '10' },
  'GET /api/staff/audit-log': {
    actor: 'staff',
    action: 'account.',
    subject: 'account:1',
    from: '2026-01-01',
    to: '2026-12-31',
    page: '1',
    per_page: '10',
  },
  'GET /api/staff/statistics': { days: '30' },
  'POST /api/staff/imports': { kind: 'index', collection: 'sample-index', fileName: 'index.csv' },
  'GET /veryconnect-auth': { redirect: '/user-account' },
  'GET /signin-oidc': { code: 'a-code', state: 'abcdefghij', iss: 'http://127.0.0.1' },
  'GET /api/records/search': { surname: 'Smith', forename: 'John', year: '1851', year_range: '5' },
  'GET /api/records/search.csv': { surname: 'Smith', type: 'baptism' },
  'GET /api/records/surnames': { surname: 'Smith' },
  'GET /api/collections/:uid': { letter: 'S' },
  'GET /api/places': { name: 'Kent' },
  'GET /api/trees/:uid': { letter: 'S' },
  'GET /api/pedigrees/:id': { generations: '5' },
  'GET /api/images': { collection: 'memorial-cards', side: 'front', q: 'Mary', page: '1' },
  'GET /api/memorial-cards': { page: '1' },
  'GET /api/birth-briefs/positions': { person: '1,2' },
};

/**
 * Browser navigations that answer with a redirect or an HTML page, not JSON, and read their raw
 * query string themselves (single sign-on): no querystring or response schema, but a query sample.
 */
export const NAVIGATION_ROUTES = new Set<string>(['GET /veryconnect-auth', 'GET /signin-oidc']);

/**
 * Unsafe routes that take no body (besides every DELETE): a new POST, PUT or PATCH route must
 * declare its body schema or be listed here, so that the fuzz knows what to feed it.
 */
export const BODYLESS_ROUTES = new Set<string>([
  'POST /logout',
  'POST /api/user/sign-out-everywhere',
  // Starts an enrolment: a new secret for the signed-in user, nothing to send.
  'POST /api/user/two-factor',
  'POST /api/saved-searches/:id/run',
  'POST /api/staff/event-bookings/:id/promote',
  // The body is the uploaded file itself (CSV, GEDCOM), streamed: no JSON body to describe.
  'POST /api/staff/imports',
  // Staff console actions named by their path alone.
  'POST /api/staff/accounts/:id/disable',
  'POST /api/staff/accounts/:id/enable',
  'PUT /api/staff/accounts/:id/scopes/:scope',
  'POST /api/staff/accounts/:id/sign-out-everywhere',
  'POST /api/staff/accounts/:id/password-reset',
  'POST /api/staff/membership-applications/:id/approve',
  'POST /api/staff/newsletter-subscribers/:id/unsubscribe',
  'POST /api/staff/mail/:id/retry',
]);

/**
 * Routes that succeed only with a code from the account's authenticator app, fresh each time: no
 * fixed sample can succeed, so the generic "the owner's request succeeds" checks leave them out
 * (two-step-sign-in.test.ts covers them, extra body fields included).
 */
export const FRESH_CODE_ROUTES = new Set<string>([
  'POST /api/user/two-factor/confirm',
  'POST /api/user/two-factor/recovery-codes',
  'POST /api/user/two-factor/disable',
]);

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
