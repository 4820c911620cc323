/**
 * One listener of the tests' nginx in front of one service or a group of instances. `tls: false`
 * makes a loopback listener for the tests' own clients that speaks for the https site behind it.
 */
export type ProxiedServer = { listen: number; upstream: number | number[]; tls?: boolean };

/**
 * Instances of one service: a refused connection (an instance stopping or starting) goes to the
 * next one, as do a 502/503/504, except for a non-idempotent request that reached an instance
 * (nginx never replays those). No keep-alive to the instances, so each request has its own
 * connection and an instance that stops listening is never sent another. `max_fails=0`: an
 * instance is never set aside after a failure, because in a rolling restart the instance that
 * just came back would still be set aside when the next one stops, leaving none to retry on.
 */
const upstreamBlock = (name: string, ports: number[], down: readonly number[]) => `
  upstream ${name} {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=0${down.includes(port) ? ' down' : ''};`).join('\n')}
  }`;

/** An nginx configuration for one foreground nginx of the tests: TLS in front of local services. */
export function nginxConfig(options: {
  dir: string;
  certificate: string;
  key: string;
  servers: ProxiedServer[];
  /** Instances taken out of their group before they stop (a rolling restart's drain). */
  down?: readonly number[];
}): string {
  const { dir } = options;
  const upstreams: string[] = [];
  const servers = options.servers.map(({ listen, upstream, tls = true }) => {
    let target = `127.0.0.1:${upstream}`;
    if (Array.isArray(upstream)) {
      target = `instances_${listen}`;
      upstreams.push(upstreamBlock(target, upstream, options.down ?? []));
    }
    // Node's fetch (the tests' clients, and the services calling each other through nginx), unlike
    // a browser, does not retry a request on a kept-alive connection that nginx closes as a reload
    // retires its old workers: listeners that a reload can touch (groups of instances) keep none.
    const keepAlive = Array.isArray(upstream) ? '\n    keepalive_timeout 0;' : '';
    const listener = tls
      ? `listen 127.0.0.1:${listen} ssl;
    ssl_certificate ${options.certificate};
    ssl_certificate_key ${options.key};
    ssl_protocols TLSv1.2 TLSv1.3;${keepAlive}`
      : `listen 127.0.0.1:${listen};${keepAlive}`;
    return `
  server {
    ${listener}
    server_name localhost;
    client_max_body_size 20m;
    location / {
      proxy_pass http://${target};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host $http_host;
      # nginx's own id for the request (32 hex digits), whatever the client sent: the services log it.
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;${
        Array.isArray(upstream)
          ? `
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503 http_504;`
          : ''
      }
    }
  }`;
  });
  return `# Written by the https e2e suite for its own nginx (foreground, its own files only).
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr crit;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreams.join('\n')}
${servers.join('\n')}
}
`;
}
