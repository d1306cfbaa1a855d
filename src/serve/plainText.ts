/**
 * The server's own short answers (400, 403, 405, 500): one line of plain
 * text saying what happened. The body may repeat what the client sent, so
 * browsers are told not to sniff it as anything else.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

const headers = (text: string) => ({
  'content-type': 'text/plain; charset=utf-8',
  'content-length': String(Buffer.byteLength(text)),
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
});

export function sendPlainText(
  response: ServerResponse,
  status: number,
  text: string,
  extraHeaders: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers(text), ...extraHeaders }).end(text);
}

/** The same answer written on the socket itself, for a request Node's parser refused (no `ServerResponse` exists). */
export function writePlainText(socket: Duplex, status: number, text: string): void {
  const head = Object.entries({ ...headers(text), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${text}`);
}
