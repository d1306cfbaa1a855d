/**
 * A static HTTP server for a built site: clean URLs, 404.html with status
 * 404, `ETag` and `Last-Modified` with 304 answers, the site under its base
 * path. A path with a `..` segment (encoded or not, after `/` or `\`), or a
 * symbolic link pointing out of the folder, is answered as unknown: 404,
 * never a read outside. The path is the one the client sent, not what a URL
 * parser makes of it (which drops the `..` and would serve the page).
 * Binds to 127.0.0.1 unless told otherwise; a port in use moves to the next
 * free one, unless `strictPort`.
 *
 * Before any of that: a request whose Host is not a name of this machine
 * gets 403 (hostGuard.ts, against DNS rebinding), and a target that cannot
 * be a path gets 400 (requestTarget.ts), each with a line saying why.
 *
 * Text is sent compressed when the client accepts it (compression.ts), as
 * static hosts send it.
 *
 * `sitegen serve --watch` adds its own routes (`handle`) and a script in
 * every page (`transformHtml`).
 */
import { once } from 'node:events';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { pipeline } from 'node:stream/promises';
import { contentType } from './contentTypes.ts';
import {
  chooseEncoding,
  compress,
  compressibleType,
  createCompressionCache,
  type CompressionCache,
} from './compression.ts';
import { encodeRoute } from '../../theme/data/links.ts';
import { isHostAllowed, refusalText, refusalWarning } from './hostGuard.ts';
import { answerParserErrors, trackResponses } from './parserErrors.ts';
import { sendPlainText } from './plainText.ts';
import { parseRequestTarget } from './requestTarget.ts';
import { normalizeBasePath, resolveStaticPath } from './resolveStaticPath.ts';

export interface RunningServer {
  /** Where the site is: the origin, plus the base path unless it is `/`. */
  url: string;
  /** The port listened on: the one asked for, or the next free one when it was taken. */
  port: number;
  server: Server;
  close(): Promise<void>;
  /** Settles when the server stops. */
  closed: Promise<void>;
}

export interface ServeOptions {
  /** The built site's folder. */
  root: string;
  port: number;
  host: string;
  /**
   * The site's `basePath`: pages are served under it, `/` redirects to it
   * and every other path is answered with the 404 page.
   * @default '/'
   */
  basePath?: string;
  /** Fail when `port` is taken, instead of moving to the next free port. */
  strictPort?: boolean;
  /**
   * Host names answered besides the machine's own (IP addresses, `localhost`, `host`):
   * a name, `.name` for it and its subdomains, or `all` for any (see hostGuard.ts).
   * @default []
   */
  allowedHosts?: readonly string[];
  /** Prints a warning line: a refused host, the first time it is refused. */
  warn?: (text: string) => void;
  /** Answers a request itself (returns true), before the files are looked up; `pathname` is still percent-encoded. */
  handle?: (
    request: IncomingMessage,
    response: ServerResponse,
    target: { pathname: string; search: string },
  ) => boolean;
  /** Rewrites every HTML page as it is sent. */
  transformHtml?: (html: string) => string;
  /** The page sent when the site has neither the file nor a 404 page (no build yet). */
  fallbackHtml?: () => string | undefined;
}

/** The first candidate that is a file whose real path stays inside `root` (itself a real path). */
async function firstFile(root: string, candidates: string[]): Promise<{ file: string; stats: Stats } | undefined> {
  for (const candidate of candidates) {
    try {
      // A symbolic link in the output may point anywhere: only what really lies inside is served.
      const real = await realpath(candidate);
      if (real !== root && !real.startsWith(root + path.sep)) continue;
      const stats = await stat(candidate);
      if (stats.isFile()) return { file: candidate, stats };
    } catch {
      /* try the next one */
    }
  }
  return undefined;
}

/** A weak validator from size and modification time: what changes when a build rewrites the file. */
const etagOf = (stats: Stats) => `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/**
 * Whether the client's copy is current, by `If-None-Match` first, else `If-Modified-Since` (HTTP semantics, RFC 9110
 * §13.2.2).
 */
function notModified(request: IncomingMessage, etag: string, stats: Stats): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return (
      ifNoneMatch.trim() === '*' ||
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))
    );
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
}

/** Hashed assets never change under their name; everything else is checked on every load. */
function cacheControl(root: string, file: string): string {
  const [top] = path.relative(root, file).split(path.sep);
  return top === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Whether the client asks for Markdown before HTML (`Accept: text/markdown`): a page then answers with its
 * Markdown twin (src/twins/), as a reader such as a coding assistant asks for it.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const quality = (type: string) => {
    for (const part of accept.toLowerCase().split(',')) {
      const [name, ...params] = part
        .trim()
        .split(';')
        .map((piece) => piece.trim());
      if (name !== type) continue;
      const q = params.find((param) => param.startsWith('q='));
      return q ? Number(q.slice(2)) || 0 : 1;
    }
    return 0;
  };
  const markdown = quality('text/markdown');
  return markdown > 0 && markdown >= quality('text/html');
}

/** A page's twin: its HTML file with `.md` for `.html` (`a/b.md`, `a/b/index.md`, `index.md`). */
const twinOf = (page: string) => page.replace(/\.html$/, '.md');

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  root: string,
  found: { file: string; stats: Stats },
  transformHtml: ServeOptions['transformHtml'],
  compressed: CompressionCache,
  varyAccept = false,
): Promise<void> {
  const { file, stats } = found;
  const type = contentType(file);
  const transform = transformHtml && type.startsWith('text/html') ? transformHtml : undefined;
  const encoding = chooseEncoding(request, type, stats.size);
  // A rewritten page, and each encoding, is another representation: its validator must not match the plain file's.
  const etag = `${etagOf(stats).slice(0, -1)}${transform ? '-dev' : ''}${encoding ? `-${encoding}` : ''}"`;
  const headers = {
    'content-type': type,
    'cache-control': cacheControl(root, file),
    etag,
    'last-modified': stats.mtime.toUTCString(),
    ...(compressibleType(type) || varyAccept
      ? { vary: [...(varyAccept ? ['Accept'] : []), ...(compressibleType(type) ? ['Accept-Encoding'] : [])].join(', ') }
      : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
  if (status === 200 && notModified(request, etag, stats)) {
    response
      .writeHead(304, {
        etag,
        'last-modified': headers['last-modified'],
        'cache-control': headers['cache-control'],
        ...(headers.vary ? { vary: headers.vary } : {}),
      })
      .end();
    return;
  }
  if (request.method === 'HEAD') {
    response.writeHead(status, headers).end();
    return;
  }
  if (transform) {
    const html = Buffer.from(transform(await readFile(file, 'utf8')), 'utf8');
    response.writeHead(status, headers).end(encoding ? compress(html, encoding) : html);
    return;
  }
  if (encoding) {
    const contents = await readFile(file);
    // Compressed from what was read, under the version that was read: a file rewritten meanwhile is another key.
    const body = compressed(`${file}\0${contents.length}\0${stats.mtimeMs}`, encoding, () => contents);
    response.writeHead(status, { ...headers, 'content-length': body.length }).end(body);
    return;
  }
  // Opened before the headers go out: a file gone since it was found (a build
  // swapping the folder) can still be answered with an error status.
  const body = createReadStream(file);
  await once(body, 'open');
  response.writeHead(status, headers);
  await pipeline(body, response);
}

/** A port that is taken or not allowed is the reader's situation, not a bug: say what to do. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number, freePort?: number): Error {
  const reason =
    error.code === 'EADDRINUSE'
      ? 'is already in use'
      : error.code === 'EACCES'
        ? 'needs privileges this user does not have'
        : error.code === 'EADDRNOTAVAIL'
          ? 'names an address this machine does not have'
          : undefined;
  if (!reason) return error;
  return new SitegenError([
    {
      code: 'PortUnavailable',
      severity: 'error',
      cause: error,
      message: `Cannot listen on ${host}:${port}: the ${error.code === 'EADDRNOTAVAIL' ? 'host' : 'port'} ${reason}.`,
      hint:
        error.code === 'EADDRNOTAVAIL'
          ? 'Pass --host 127.0.0.1, or an address of this machine.'
          : freePort !== undefined
            ? `Port ${freePort} is free: pass --port ${freePort}, or stop the program using ${port}.`
            : `Pass another port, e.g. --port ${port === 65535 ? 3000 : port + 1}, or stop the program using this one.`,
    },
  ]);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** The first port after `port` that can be listened on, to offer when `port` is taken. */
async function freePortAfter(port: number, host: string): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65535); candidate++) {
    const probe = createServer();
    const free = await listen(probe, candidate, host).then(
      () => true,
      () => false,
    );
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return candidate;
    }
  }
  return undefined;
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const serving: Serving = {
    options,
    // The real path, so symbolic links inside the output can be told from ones leading out of it.
    root: await realpath(path.resolve(options.root)).catch(() => path.resolve(options.root)),
    basePath: normalizeBasePath(options.basePath ?? '/'),
    refused: new Set(),
    compressed: createCompressionCache(),
  };
  const responses = trackResponses();
  const server = createServer((request, response) => {
    responses.start(response);
    answer(serving, request, response).catch((error: unknown) => {
      // Once the headers are out the status cannot change: cut the response short so the client sees it failed.
      if (response.headersSent) response.destroy();
      else sendPlainText(response, 500, `Internal error: ${String(error)}\n`);
    });
  });
  answerParserErrors(server, responses.responding);
  await listenFrom(server, options);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}${serving.basePath === '/' ? '' : encodeURI(serving.basePath)}`,
    port,
    server,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What every request is answered with. */
interface Serving {
  options: ServeOptions;
  root: string;
  basePath: string;
  /** Hosts refused so far, each warned about once; a bounded number, whatever a client sends. */
  refused: Set<string>;
  compressed: ReturnType<typeof createCompressionCache>;
}

/**
 * A request: refused from a host not allowed, a method other than GET and HEAD, or a bad target; else the caller's
 * own answer, a redirect, the file (or its Markdown twin, by Accept), or the 404 page.
 */
async function answer(serving: Serving, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { options, root, basePath, refused, compressed } = serving;
  const host = request.headers.host;
  if (!isHostAllowed(host, options.host, options.allowedHosts ?? [])) {
    const key = host?.toLowerCase() ?? '';
    if (!refused.has(key) && refused.size < 100) {
      refused.add(key);
      options.warn?.(refusalWarning(host));
    }
    sendPlainText(response, 403, refusalText(host));
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendPlainText(
      response,
      405,
      `Method not allowed: sitegen serve answers GET and HEAD, not ${request.method ?? 'this method'}.\n`,
      { allow: 'GET, HEAD' },
    );
    return;
  }
  const target = parseRequestTarget(request.url ?? '/', host);
  if (target.kind === 'bad') {
    sendPlainText(response, 400, `Bad request: ${target.message}\n`);
    return;
  }
  if (options.handle?.(request, response, target)) return;
  const lookup = resolveStaticPath(root, target.pathname, basePath);
  if (lookup.kind === 'redirect') {
    // Written as a path, as the site links it: a `#` or `%` of a file name must not become a fragment or an escape.
    response.writeHead(lookup.status, { location: encodeRoute(lookup.location) + target.search }).end();
    return;
  }
  // A refused path gets the 404 page too: there is nothing there to serve, and no need to say more.
  const file = lookup.kind === 'file' ? await firstFile(root, lookup.candidates) : undefined;
  // A page with a Markdown twin answers with either, by the request's Accept: caches must keep both apart.
  const twin =
    file && lookup.kind === 'file' && file.file.endsWith('.html')
      ? await firstFile(root, [twinOf(file.file)])
      : undefined;
  if (twin && prefersMarkdown(request.headers.accept))
    return sendFile(request, response, 200, root, twin, undefined, compressed, true);
  if (file) return sendFile(request, response, 200, root, file, options.transformHtml, compressed, twin !== undefined);
  await sendNotFound(serving, request, response);
}

/** The site's 404 page; before a first build, the caller's page (`fallbackHtml`), else plain text. */
async function sendNotFound(serving: Serving, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { options, root, compressed } = serving;
  const notFoundPage = await firstFile(root, [path.join(root, '404.html')]);
  if (notFoundPage) return sendFile(request, response, 404, root, notFoundPage, options.transformHtml, compressed);
  const fallback = options.fallbackHtml?.();
  if (fallback)
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(fallback);
  else response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
}

/** A port in use moves to the next one (up to 20 further), as other dev servers do; `strictPort` fails instead. */
async function listenFrom(server: Server, options: ServeOptions): Promise<void> {
  const lastPort = options.strictPort || options.port === 0 ? options.port : Math.min(options.port + 20, 65535);
  for (let port = options.port; ; port++) {
    try {
      await listen(server, port, options.host);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE' || port >= lastPort)
        throw listenError(
          error as NodeJS.ErrnoException,
          options.host,
          port,
          options.strictPort ? await freePortAfter(port, options.host) : undefined,
        );
    }
  }
}
