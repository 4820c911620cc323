import { httpsStack } from '../https/https-stack.ts';

export const SERVICE_KINDS = ['content', 'api', 'web'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export type InstancePorts = {
  /** nginx: the https site and content addresses (the https suite's, whose web build is reused). */
  site: number;
  content: number;
  /** nginx, plain http on loopback: the site, the api and the content service for the tests' own clients. */
  sitePlain: number;
  apiPlain: number;
  contentPlain: number;
  /** Each instance's own port, per service. */
  instances: Record<ServiceKind, number[]>;
};

/** Ports from the https suite's base (`E2E_HTTPS_PORT`): nginx on the first four, instances from base + 10. */
export function instancePorts(count: number): InstancePorts {
  if (count < 1 || count > 9) throw new Error('Between 1 and 9 instances of each service.');
  const base = httpsStack.ports.site;
  const run = (from: number) => Array.from({ length: count }, (_, i) => base + from + i);
  return {
    site: httpsStack.ports.site,
    content: httpsStack.ports.content,
    sitePlain: base + 2,
    apiPlain: base + 3,
    contentPlain: base + 4,
    instances: { web: run(10), api: run(20), content: run(30) },
  };
}
