import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const jar = new Map<string, string>();
const cookies = vi.fn(async () => ({
  get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
}));
vi.mock('next/headers', () => ({ cookies }));
vi.mock('../../env.ts', () => ({ env: { API_URL: 'http://api.test' } }));
vi.mock('../auth/session-cookie.ts', () => ({ SESSION_COOKIE: '__Host-society_session' }));

const { apiRead, memberRead } = await import('./api-client.ts');

const thing = z.object({ id: z.number().int() });
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

beforeEach(() => {
  jar.clear();
  cookies.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRead', () => {
  it("forwards the visitor's session cookie under the configured name, never cached", async () => {
    jar.set('__Host-society_session', 'abc');
    fetchMock.mockResolvedValue(json(200, { id: 7 }));
    await expect(apiRead('/api/things/7', thing)).resolves.toEqual({ ok: true, data: { id: 7 } });
    const { url, init, headers } = sent();
    expect(url).toBe('http://api.test/api/things/7');
    expect(headers.get('cookie')).toBe('__Host-society_session=abc');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.get('accept')).toBe('application/json');
    expect(init.cache).toBe('no-store');
  });

  it('sends no cookie for a guest', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 1 }));
    await apiRead('/api/things/1', thing);
    expect(sent().headers.has('cookie')).toBe(false);
  });

  it('reads as a guest without touching cookies when asked to revalidate', async () => {
    jar.set('__Host-society_session', 'abc');
    fetchMock.mockResolvedValue(json(200, { id: 1 }));
    await apiRead('/api/things', thing, { revalidate: 60 });
    expect(cookies).not.toHaveBeenCalled();
    const { init, headers } = sent();
    expect(headers.has('cookie')).toBe(false);
    expect(init).toMatchObject({ next: { revalidate: 60 } });
    expect(init.cache).toBeUndefined();
  });

  it.each([400, 401, 403, 404, 422])("turns a %i into a refusal with the api's message", async (status) => {
    fetchMock.mockResolvedValue(json(status, { message: 'Not for you.' }));
    await expect(apiRead('/api/things/1', thing)).resolves.toEqual({
      ok: false,
      status,
      message: 'Not for you.',
    });
  });

  it('throws on a failure of the api and on an answer that breaks the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Server Error' }));
    await expect(apiRead('/api/things/1', thing)).rejects.toThrow('The api answered 500 for /api/things/1.');
    fetchMock.mockResolvedValueOnce(json(200, { id: 'seven' }));
    await expect(apiRead('/api/things/1', thing)).rejects.toThrow(z.ZodError);
  });
});

describe('memberRead', () => {
  it('is null without a session, and asks nothing of the api', async () => {
    await expect(memberRead('/api/bookmarks', thing)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is the member's data, or null once the api says the session has ended", async () => {
    jar.set('__Host-society_session', 'abc');
    fetchMock.mockResolvedValueOnce(json(200, { id: 3 }));
    await expect(memberRead('/api/things/3', thing)).resolves.toEqual({ id: 3 });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    await expect(memberRead('/api/things/3', thing)).resolves.toBeNull();
  });

  it('throws on any other refusal', async () => {
    jar.set('__Host-society_session', 'abc');
    fetchMock.mockResolvedValue(json(403, { message: 'Staff only.' }));
    await expect(memberRead('/api/staff/things', thing)).rejects.toThrow(
      'The api answered 403 for /api/staff/things: Staff only.',
    );
  });
});
