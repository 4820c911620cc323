/**
 * A member's client of the api over HTTP, as the site's pages are: the session and XSRF cookies
 * it was given, the XSRF echo and the site's origin on unsafe requests. `address` is the client
 * address the proxy passes on (each test member its own, so per-address sign-in limits stay apart).
 */
export class MemberClient {
  readonly #cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly siteOrigin: string,
    readonly address: string,
  ) {}

  /** The same member, cookies and all, talking to another address (another api instance). */
  at(baseUrl: string): MemberClient {
    const other = new MemberClient(baseUrl, this.siteOrigin, this.address);
    for (const [name, value] of this.#cookies) other.#cookies.set(name, value);
    return other;
  }

  /** One request; `path` is relative to the base address, or a whole address of another instance. */
  async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.address,
    };
    if (this.#cookies.size > 0)
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') {
      headers.origin = this.siteOrigin;
      const xsrf = this.#cookies.get('XSRF-TOKEN');
      if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || pair.slice(at + 1) === '') this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(at + 1));
    }
    return response;
  }

  /** Signs in with a password as the site's form does; answers the status of `POST /login`. */
  async signIn(email: string, password: string): Promise<number> {
    await (await this.send('GET', '/sanctum/csrf-cookie')).arrayBuffer();
    const response = await this.send('POST', '/login', { email, password });
    await response.arrayBuffer();
    return response.status;
  }
}
