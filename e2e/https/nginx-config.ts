/** An nginx configuration for one foreground nginx of the tests: TLS in front of two local services. */
export function nginxConfig(options: {
  dir: string;
  certificate: string;
  key: string;
  servers: { listen: number; upstream: number }[];
}): string {
  const { dir } = options;
  const servers = options.servers.map(
    ({ listen, upstream }) => `
  server {
    listen 127.0.0.1:${listen} ssl;
    server_name localhost;
    ssl_certificate ${options.certificate};
    ssl_certificate_key ${options.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    client_max_body_size 20m;
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host $http_host;
      # nginx's own id for the request (32 hex digits), whatever the client sent: the services log it.
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
    }
  }`,
  );
  return `# Written by the https e2e suite for its own nginx (foreground, its own files only).
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr crit;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${servers.join('\n')}
}
`;
}
