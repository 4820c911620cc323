import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { proxyTrust, vouchForClient } from './forwarded-for.ts';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

const forwarded = (peer: string, forwardedFor: string | undefined, setting?: string) => {
  const incoming = request(peer, forwardedFor);
  vouchForClient(incoming, proxyTrust(setting));
  return incoming.headers['x-forwarded-for'];
};

describe('vouchForClient', () => {
  it('replaces what a client claims with the address it connects from', () => {
    expect(forwarded('203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
    expect(forwarded('203.0.113.9', '192.0.2.1, 10.0.0.1')).toBe('203.0.113.9');
    expect(forwarded('203.0.113.9', undefined)).toBe('203.0.113.9');
  });

  it('trusts nobody by default, not even a local peer', () => {
    expect(forwarded('127.0.0.1', '192.0.2.1')).toBe('127.0.0.1');
    expect(forwarded('::ffff:127.0.0.1', '192.0.2.1', '')).toBe('::ffff:127.0.0.1');
  });

  it('believes the client a trusted proxy names, and only the hops it vouches for', () => {
    expect(forwarded('127.0.0.1', '192.0.2.1', 'loopback')).toBe('192.0.2.1');
    // The client put 198.51.100.7 in the header itself; the proxy appended the real 192.0.2.1.
    expect(forwarded('10.0.0.2', '198.51.100.7, 192.0.2.1', '10.0.0.0/8')).toBe('192.0.2.1');
    expect(forwarded('10.0.0.2', '198.51.100.7, 10.0.0.3', '10.0.0.0/8')).toBe('198.51.100.7');
    expect(forwarded('203.0.113.9', '192.0.2.1', '10.0.0.0/8')).toBe('203.0.113.9');
  });
});
