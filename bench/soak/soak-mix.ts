import type { Member } from '../../e2e/instances/instance-members.ts';
import type { InstanceStack } from '../../e2e/instances/instance-stack.ts';
import { MemberClient } from '../../e2e/instances/member-client.ts';
import type { LoadStep } from '../../e2e/instances/steady-load.ts';

const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Walker', 'Wright', 'Green'];
const NEWS = encodeURIComponent('[[at(document.type,"news_item")]]');

/**
 * What the soak sends, in turn: the site's pages (static and the dynamic record search), record
 * searches and member reads from the api, a Content API query, a whole sign-in, and a booking
 * followed by its cancellation. Members take turns; each sign-in comes from an address of its own
 * (the per-address sign-in limit is 50 a minute).
 */
export function soakMix(stack: InstanceStack, members: Member[], eventUid: string): LoadStep[] {
  let turn = 0;
  const next = <T>(list: T[]) => list[turn++ % list.length]!;
  const site = (path: string) => () =>
    fetch(`${stack.urls.site}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  let signIns = 0;
  // A member books and cancels one booking at a time: never two workers with the same member.
  const idle = [...members];
  return [
    { route: 'GET / (site)', send: site('/'), expected: [200] },
    { route: 'GET /news (site)', send: site('/news'), expected: [200] },
    { route: 'GET /sog-events (site)', send: site('/sog-events'), expected: [200] },
    {
      route: 'GET record search page (site)',
      send: () => site(`/research-hub/our-collections/searchexplore?surname=${next(SURNAMES)}`)(),
      expected: [200],
    },
    {
      route: 'GET /api/records/search (api)',
      send: () => next(members).client.send('GET', `/api/records/search?surname=${next(SURNAMES)}`),
      expected: [200],
    },
    {
      route: 'GET /api/user (api)',
      send: () => next(members).client.send('GET', '/api/user'),
      expected: [200],
    },
    {
      route: 'GET /api/bookmarks (api)',
      send: () => next(members).client.send('GET', '/api/bookmarks'),
      expected: [200],
    },
    {
      route: 'GET /api/v2/documents/search (content)',
      send: () =>
        fetch(`${stack.urls.content}/api/v2`).then(async (repository) => {
          const { refs } = (await repository.json()) as { refs: { ref: string; isMasterRef: boolean }[] };
          const ref = refs.find((r) => r.isMasterRef)!.ref;
          return fetch(`${stack.urls.content}/api/v2/documents/search?ref=${ref}&q=${NEWS}&pageSize=10`);
        }),
      expected: [200],
    },
    {
      route: 'POST /login (api)',
      send: async () => {
        const member = next(members);
        const n = ++signIns;
        const fresh = new MemberClient(
          stack.urls.api,
          stack.urls.siteOrigin,
          `10.99.${(n >> 8) & 255}.${n & 255}`,
        );
        await (await fresh.send('GET', '/sanctum/csrf-cookie')).arrayBuffer();
        return fresh.send('POST', '/login', { email: member.email, password: member.password });
      },
      expected: [204],
    },
    {
      route: 'POST then DELETE /api/event-bookings (api)',
      send: async () => {
        const member = idle.shift()!;
        try {
          const booked = await member.client.send('POST', '/api/event-bookings', {
            event: eventUid,
            places: 1,
          });
          if (booked.status !== 201) return booked;
          const { id } = (await booked.json()) as { id: number };
          return await member.client.send('DELETE', `/api/event-bookings/${id}`);
        } finally {
          idle.push(member);
        }
      },
      expected: [200],
    },
  ];
}
