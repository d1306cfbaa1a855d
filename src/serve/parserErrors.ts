/**
 * What the server answers when Node's HTTP parser refuses a request before
 * sitegen sees it (a target with a space, one not starting with `/`,
 * headers too large): Node would send the status with an empty body; this
 * says what was wrong, as the server's own 400 answers do. A socket that is
 * gone, or whose current response has started, is only closed.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { writePlainText } from './plainText.ts';

function answer(code: string | undefined): { status: number; text: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, text: "Request header fields too large: the request's headers are over Node's limit.\n" };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, text: 'Request timeout: the request did not arrive in time.\n' };
  if (code === 'HPE_INVALID_URL')
    return { status: 400, text: 'Bad request: the request target is not a valid path.\n' };
  return { status: 400, text: `Bad request: the request is not valid HTTP${code ? ` (${code})` : ''}.\n` };
}

/**
 * Installs the answers on `server`; `responding` tells whether a socket has a response under way (pipelined requests).
 */
export function answerParserErrors(server: Server, responding: (socket: Duplex) => boolean): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable || responding(socket)) {
      socket.destroy();
      return;
    }
    const { status, text } = answer(error.code);
    writePlainText(socket, status, text);
  });
}

/** Counts each socket's responses under way, for `answerParserErrors`. */
export function trackResponses(): { start(response: ServerResponse): void; responding(socket: Duplex): boolean } {
  const open = new WeakMap<Duplex, number>();
  return {
    start(response) {
      const socket = response.req.socket;
      open.set(socket, (open.get(socket) ?? 0) + 1);
      response.once('close', () => open.set(socket, (open.get(socket) ?? 1) - 1));
    },
    responding: (socket) => (open.get(socket) ?? 0) > 0,
  };
}
