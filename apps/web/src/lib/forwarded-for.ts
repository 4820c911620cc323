import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Which peers may name the client in `X-Forwarded-For`; none unless `WEB_TRUST_PROXY` lists them. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * `WEB_TRUST_PROXY`: the proxies in front of the site (a load balancer, nginx) whose
 * `X-Forwarded-For` is believed: addresses, CIDRs and the names `loopback`, `linklocal`,
 * `uniquelocal`, comma-separated (the api's `TRUST_PROXY` syntax). Empty trusts nobody.
 */
export function proxyTrust(setting: string | undefined): ProxyTrust {
  const list = (setting ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return proxyAddr.compile(list);
}

/**
 * Replaces the request's `X-Forwarded-For` with the one client address the site vouches for: the
 * connecting peer, or, when that peer is a trusted proxy, the client it names. The api trusts the
 * site's header (it limits sign-ins per address), so a header the client wrote must never reach it:
 * passed through, any visitor could claim a fresh address per request.
 */
export function vouchForClient(request: IncomingMessage, trust: ProxyTrust): void {
  request.headers['x-forwarded-for'] = proxyAddr(request, trust);
}
