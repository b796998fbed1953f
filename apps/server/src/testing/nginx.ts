import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { until } from './server-process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const configuration = (scratch: string, port: number, upstreams: string) =>
  `daemon off; pid ${scratch}/nginx.pid; error_log ${scratch}/nginx-error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${scratch}/body; proxy_temp_path ${scratch}/proxy;
  fastcgi_temp_path ${scratch}/fastcgi; uwsgi_temp_path ${scratch}/uwsgi; scgi_temp_path ${scratch}/scgi;
  upstream creditdesk { ${upstreams} }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    proxy_request_buffering off;
    location / {
      proxy_pass http://creditdesk;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;

/**
 * Debian's nginx on 127.0.0.1 balancing over the servers at `upstreamUrls` (`http://host:port`),
 * as production runs it, its files kept in `scratch`; resolves once it answers the health check.
 */
export const startNginx = async (
  scratch: string,
  upstreamUrls: string[],
  capMs: number,
): Promise<{ process: ChildProcess; url: string }> => {
  const port = await freePort();
  const upstreams = upstreamUrls.map((url) => `server ${url.slice(7)};`).join(' ');
  const conf = path.join(scratch, 'nginx.conf');
  await writeFile(conf, configuration(scratch, port, upstreams));
  const nginxBinary = ['/usr/sbin/nginx', 'nginx'].find(
    (binary) => spawnSync(binary, ['-v']).status === 0,
  );
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const nginx = spawn(nginxBinary, ['-c', conf, '-p', scratch], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(
      'nginx to answer',
      async () =>
        fetch(`${url}/api/health/live`).then(
          (response) => (response.ok ? true : undefined),
          () => undefined,
        ),
      capMs,
    );
  } catch (error) {
    nginx.kill('SIGTERM');
    throw error;
  }
  return { process: nginx, url };
};
