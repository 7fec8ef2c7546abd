/** One server instance behind the balancer: its name (the sticky cookie's value) and loopback port. */
export type Backend = { name: string; port: number };

export type NginxConfigOptions = {
  /** Folder of the pid file, the error log and nginx's temporary files (a temp dir of the cluster's own). */
  dir: string;
  listenPort: number;
  backends: readonly Backend[];
  /** The address nginx listens on; loopback. */
  host?: string;
};

/** The cookie that pins a browser to the instance that served it (socket.io's polling transport needs it). */
export const STICKY_COOKIE = 'kwb_node';
/** The response header naming the instance that answered: for operators, and for the cluster tests. */
export const NODE_HEADER = 'x-kwb-node';

const upstreamName = (name: string) => `kwb_${name.replace(/[^a-z0-9_]/gi, '_')}`;

/**
 * The load balancer (docs/deploy.md explains each part). Requests without the sticky cookie are
 * spread round-robin; the answer sets the cookie to the instance that served it, and later requests
 * with it go there, with the other instances as backups when it is down. An instance that refuses
 * connections (a drained or dead one), times out or answers 502 is skipped for `fail_timeout`, and
 * the request is tried on the next one (a POST only when it never reached the instance).
 */
export function nginxConfig({ dir, listenPort, backends, host = '127.0.0.1' }: NginxConfigOptions): string {
  const server = (backend: Backend, backup = false) => `    server 127.0.0.1:${backend.port} max_fails=1 fail_timeout=3s${backup ? ' backup' : ''};`;
  const pinned = backends.map(
    (backend) => `  upstream ${upstreamName(backend.name)} {\n${server(backend)}\n${backends.filter((other) => other !== backend).map((other) => server(other, true)).join('\n')}\n  }`,
  );
  return `# Written by scripts/cluster (issue 23); docs/deploy.md has the production version.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 2m;

  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  # The sticky cookie names an instance; without it (or with an unknown name) round-robin.
  map $cookie_${STICKY_COOKIE} $kwb_upstream {
    default kwb_all;
${backends.map((backend) => `    ${backend.name} ${upstreamName(backend.name)};`).join('\n')}
  }
  map $upstream_addr $kwb_node {
    default '';
${backends.map((backend) => `    127.0.0.1:${backend.port} ${backend.name};`).join('\n')}
  }
  map $kwb_node $kwb_cookie {
    '' '';
    default '${STICKY_COOKIE}=$kwb_node; Path=/; HttpOnly; SameSite=Lax';
  }

  upstream kwb_all {
${backends.map((backend) => server(backend)).join('\n')}
  }
${pinned.join('\n')}

  server {
    listen ${host}:${listenPort};
    location / {
      proxy_pass http://$kwb_upstream;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Not http_503: during an outage every instance answers 503, and counting those as failures
      # would mark them all down and turn the clear 503 into nginx's own 502.
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      # Long enough for a websocket between socket.io's pings (25 s).
      proxy_read_timeout 60s;
      add_header Set-Cookie $kwb_cookie always;
      add_header X-Kwb-Node $kwb_node always;
    }
  }
}
`;
}
