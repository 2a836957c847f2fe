/**
 * A tiny static server for the built app, as a production host would serve it: files from dist,
 * clean URLs (`/n` is n.html), the SPA fallback (index.html) for the other app routes, and the service worker with the headers it needs.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function serveStatic(
  root: string,
  port: number,
  host = '127.0.0.1',
): Promise<StaticServer> {
  const base = resolve(root);
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const rel = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
      let file = join(base, rel);
      if (!file.startsWith(base + sep) && file !== base) {
        res.writeHead(403).end();
        return;
      }
      if (!(await isFile(file))) {
        // A path with an extension is a missing asset (404); anything else is an app route:
        // its prerendered page if the build made one (`/n` -> n.html, as static hosts resolve
        // clean URLs), else index.html.
        if (extname(rel)) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        file = rel && (await isFile(`${file}.html`)) ? `${file}.html` : join(base, 'index.html');
      }
      const name = file.slice(base.length + 1);
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        // Hashed assets can be cached for good; the entry points must be revalidated.
        'cache-control': name.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      };
      if (name === 'sw.js') headers['service-worker-allowed'] = '/';
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
