import { CookieJar } from 'tough-cookie';

export type BrowserResponse = {
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  location: string | undefined;
};

export type BrowserRequest = { method: string; url: URL; headers: Record<string, string>; body?: string };
/** Answers requests for one origin in process (e.g. Fastify's `inject`) instead of over the network. */
export type OriginHandler = (request: BrowserRequest) => Promise<Omit<BrowserResponse, 'url' | 'location'>>;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A scripted browser for sign-in tests: a real cookie jar (domains, paths, expiry), redirects
 * followed one hop at a time, and HTML forms submitted as a browser would. Origins listed in
 * `handlers` are answered in process; every other URL goes over HTTP.
 */
export function testBrowser(handlers: Record<string, OriginHandler> = {}) {
  const jar = new CookieJar();

  async function request(method: string, target: string, body?: URLSearchParams): Promise<BrowserResponse> {
    const url = new URL(target);
    const headers: Record<string, string> = { accept: 'text/html' };
    const cookie = await jar.getCookieString(url.href);
    if (cookie) headers.cookie = cookie;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (method === 'POST') headers.origin = url.origin;
    const handler = handlers[url.origin];
    let answer: Omit<BrowserResponse, 'url' | 'location'>;
    if (handler) {
      answer = await handler({ method, url, headers, ...(body ? { body: body.toString() } : {}) });
    } else {
      const response = await fetch(url, { method, headers, redirect: 'manual', ...(body ? { body } : {}) });
      const plain: Record<string, string | string[]> = Object.fromEntries(response.headers);
      plain['set-cookie'] = response.headers.getSetCookie();
      answer = { status: response.status, headers: plain, body: await response.text() };
    }
    const setCookie = answer.headers['set-cookie'];
    for (const line of [setCookie ?? []].flat()) await jar.setCookie(line, url.href, { ignoreError: true });
    const location = header(answer.headers.location);
    return { ...answer, url: url.href, location: location ? new URL(location, url).href : undefined };
  }

  /** GETs `url` and follows redirects (303 and 302 become GET) until a page that is not one. */
  async function navigate(url: string, method = 'GET', body?: URLSearchParams) {
    const hops: BrowserResponse[] = [];
    let response = await request(method, url, body);
    hops.push(response);
    while (response.status >= 300 && response.status < 400 && response.location) {
      if (hops.length > 20) throw new Error('too many redirects');
      response = await request('GET', response.location);
      hops.push(response);
    }
    return Object.assign(response, { hops });
  }

  /**
   * Submits the page's form (the one with `formId`, else the first) with its hidden fields plus
   * `fields`, to its action or to `formAction` (a button's `formaction`).
   */
  function submit(
    page: BrowserResponse,
    fields: Record<string, string>,
    { formId, formAction }: { formId?: string; formAction?: string } = {},
  ) {
    const forms = [...page.body.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
    const form = formId ? forms.find((f) => f[1]!.includes(`id="${formId}"`)) : forms[0];
    if (!form) throw new Error(`no form on ${page.url}`);
    const action = formAction ?? /action="([^"]*)"/.exec(form[1]!)?.[1] ?? page.url;
    const data = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input\b([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
      if (name && /type="hidden"/.test(input[1]!))
        data.set(name, /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '');
    }
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return navigate(new URL(action.replaceAll('&amp;', '&'), page.url).href, 'POST', data);
  }

  return { jar, request, navigate, submit };
}

export type TestBrowser = ReturnType<typeof testBrowser>;
