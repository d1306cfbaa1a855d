/**
 * Server-sent events for the open tabs of `sitegen serve --watch`: each tab
 * holds one `GET /__sitegen/events`; `send` writes an event to all of them.
 * A tab that connects gets the current state first (the build's problems,
 * or that it is fine), so a page opened while the site is broken shows the
 * overlay too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface DevEvent {
  /** `reload`: pages changed; `problems`: the last change did not build; `ok`: it builds again. */
  type: 'reload' | 'problems' | 'ok';
  data: unknown;
}

export interface EventStream {
  /** Takes a tab's request and keeps its response open. */
  connect(request: IncomingMessage, response: ServerResponse): void;
  send(event: DevEvent): void;
  /** The event a tab gets when it connects. */
  setState(event: DevEvent): void;
  readonly clients: number;
  close(): void;
}

const format = (event: DevEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

export function createEventStream(): EventStream {
  const clients = new Set<ServerResponse>();
  let state: DevEvent = { type: 'ok', data: {} };
  // Proxies close idle connections: a comment every 30 s keeps them open.
  const keepAlive = setInterval(() => {
    for (const client of clients) client.write(': keep-alive\n\n');
  }, 30_000);
  keepAlive.unref();
  return {
    connect(request, response) {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // A lost connection is retried after 500 ms: the tab is back soon after a restart.
      response.write(`retry: 500\n${format(state)}`);
      clients.add(response);
      request.on('close', () => clients.delete(response));
    },
    send(event) {
      const text = format(event);
      for (const client of clients) client.write(text);
    },
    setState(event) {
      state = event;
    },
    get clients() {
      return clients.size;
    },
    close() {
      clearInterval(keepAlive);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
