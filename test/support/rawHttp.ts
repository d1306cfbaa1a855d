/**
 * HTTP requests written byte for byte on a TCP socket: `fetch` and
 * `http.request` normalise or refuse the malformed targets and Host headers
 * the server's tests need to send.
 */
import net from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `GET <target> HTTP/1.1` with `Host: 127.0.0.1:<port>` (or `headers.host`;
 * `host: null` sends none) and `Connection: close`, and reads the answer to its end.
 */
export function rawRequest(
  port: number,
  target: string,
  headers: Record<string, string | null> = {},
  method = 'GET',
): Promise<RawResponse> {
  const all: Record<string, string | null> = { host: `127.0.0.1:${port}`, connection: 'close', ...headers };
  const lines = Object.entries(all).flatMap(([name, value]) => (value === null ? [] : [`${name}: ${value}`]));
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
    );
    let text = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const at = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, at === -1 ? text.length : at).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = at === -1 ? '' : text.slice(at + 4);
      // Read as bytes (latin1) so chunk sizes count bytes; the body is UTF-8.
      const bytes = parsed['transfer-encoding'] === 'chunked' ? unchunk(rest) : rest;
      resolve({ status, headers: parsed, body: Buffer.from(bytes, 'latin1').toString('utf8') });
    });
  });
}

/** The body of a chunked response (the server chunks what it streams). */
function unchunk(text: string): string {
  let body = '';
  for (let at = 0; ; ) {
    const end = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, end), 16);
    if (!(size > 0)) return body;
    body += text.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
}
