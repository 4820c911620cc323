import type { BackendDeps } from './backend-fetch.ts';

export type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };
type Reply = { status: number; body?: unknown; headers?: Record<string, string>; setCookie?: string };

/** A scripted api: answers by `METHOD path`, records every call, keeps a cookie string like a browser. */
export function fakeBackend(routes: Record<string, Reply | Reply[]>, initialCookies = '') {
  const calls: Call[] = [];
  let cookies = initialCookies;
  const fetch: BackendDeps['fetch'] = async (input, init = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    calls.push({
      method,
      path,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const scripted = routes[`${method} ${path}`];
    const reply = Array.isArray(scripted) ? scripted.shift() : scripted;
    if (!reply) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    if (reply.setCookie !== undefined) cookies = reply.setCookie;
    const body = reply.status === 204 ? null : JSON.stringify(reply.body ?? {});
    return new Response(body, { status: reply.status, headers: reply.headers ?? {} });
  };
  const forget = (name: string) => {
    cookies = cookies
      .split(';')
      .filter((part) => part.trim() && !part.trim().startsWith(`${name}=`))
      .join(';');
  };
  return { fetch, calls, cookies: () => cookies, forget };
}

export const MEMBER = { id: 1, name: 'Margaret Demo', email: 'member@example.org', scope: ['member'] };
