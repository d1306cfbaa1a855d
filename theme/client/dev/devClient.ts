/**
 * The browser side of `sitegen serve --watch`, injected into every page the
 * dev server sends (never into a build). It listens to the server's events:
 *
 * - `reload` with the addresses of the pages that changed: this tab reloads
 *   when it shows one of them (or when every page changed), keeping its
 *   scroll position; other tabs only forget their prefetched copies.
 * - `problems`: the last change did not build. An overlay shows the
 *   diagnostics as the terminal prints them; the page under it is the last
 *   good build.
 * - `ok`: it builds again, and the overlay goes.
 */

interface ReloadEvent {
  paths: string[];
  all: boolean;
}
interface ProblemsEvent {
  summary: string;
  problems: string[];
}

const scrollKey = 'sitegen:dev-scroll';

/** `/a/b/`, `/a/b.html` and `/a/b` are one page. */
function samePage(a: string, b: string): boolean {
  const clean = (p: string) => {
    let decoded = p;
    try {
      decoded = decodeURI(p);
    } catch {
      /* keep it as it is */
    }
    return decoded.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '') || '/';
  };
  return clean(a) === clean(b);
}

let events: EventSource | undefined;

function reload(): void {
  // Closed first, so the reload does not cut the stream off mid-request.
  events?.close();
  sessionStorage.setItem(scrollKey, JSON.stringify({ path: location.pathname, x: window.scrollX, y: window.scrollY }));
  location.reload();
}

function restoreScroll(): void {
  const saved = sessionStorage.getItem(scrollKey);
  if (!saved) return;
  sessionStorage.removeItem(scrollKey);
  try {
    const { path, x, y } = JSON.parse(saved) as { path: string; x: number; y: number };
    if (path === location.pathname) window.scrollTo(x, y);
  } catch {
    /* a damaged entry: start at the top */
  }
}

const overlayStyle = `
:host { all: initial; }
.backdrop {
  position: fixed; inset: 0; z-index: 2147483647; background: rgba(0, 0, 0, 0.6); display: flex;
  align-items: flex-start; justify-content: center; padding: 5vh 16px; overflow: auto;
  font: 14px/1.5 system-ui, sans-serif;
}
.panel {
  background: #1e1e1e; color: #f0f0f0; border-top: 6px solid #ff5f56; border-radius: 6px; max-width: 960px; width: 100%;
  padding: 20px 24px; box-shadow: 0 10px 40px rgba(0, 0, 0, 0.5);
}
h2 { margin: 0 0 4px; font-size: 18px; color: #ff8a80; }
p { margin: 0 0 12px; color: #cfcfcf; }
pre {
  margin: 0 0 12px; padding: 12px; background: #111; border-radius: 4px; overflow: auto;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: pre-wrap; overflow-wrap: anywhere; color: #f0f0f0;
}
button {
  font: inherit; color: #1e1e1e; background: #f0f0f0; border: 0; border-radius: 4px; padding: 6px 14px; cursor: pointer;
}
button:focus-visible { outline: 3px solid #80b3ff; outline-offset: 2px; }
`;

let overlay: HTMLElement | undefined;

function hideOverlay(): void {
  overlay?.remove();
  overlay = undefined;
}

function showOverlay(event: ProblemsEvent): void {
  hideOverlay();
  const host = document.createElement('sitegen-dev-overlay');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = overlayStyle;
  const backdrop = document.createElement('div');
  backdrop.className = 'backdrop';
  const panel = document.createElement('div');
  panel.className = 'panel';
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-labelledby', 'title');
  panel.setAttribute('aria-describedby', 'note');
  const title = document.createElement('h2');
  title.id = 'title';
  title.textContent = `The last change did not build: ${event.summary}`;
  const note = document.createElement('p');
  note.id = 'note';
  note.textContent = 'The page below is the last good build. Fix the file and save: this closes by itself.';
  panel.append(title, note);
  for (const problem of event.problems) {
    const pre = document.createElement('pre');
    // Long lines scroll: the keyboard must reach them too.
    pre.tabIndex = 0;
    pre.textContent = problem;
    panel.append(pre);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', hideOverlay);
  panel.append(close);
  backdrop.append(panel);
  root.append(style, backdrop);
  document.body.append(host);
  overlay = host;
  // It covers the page: focus goes to it, as for any alert dialog.
  close.focus();
}

function connect(): void {
  events = new EventSource('/__sitegen/events');
  events.addEventListener('reload', (message) => {
    const { paths, all } = JSON.parse((message as MessageEvent<string>).data) as ReloadEvent;
    if (all || paths.some((path) => samePage(path, location.pathname))) reload();
    // This page stands; copies of the changed ones fetched for client navigation are out of date.
    else document.dispatchEvent(new CustomEvent('sitegen:pages-changed'));
  });
  events.addEventListener('problems', (message) =>
    showOverlay(JSON.parse((message as MessageEvent<string>).data) as ProblemsEvent),
  );
  events.addEventListener('ok', hideOverlay);
}

if (document.readyState === 'complete') restoreScroll();
else window.addEventListener('load', restoreScroll, { once: true });
connect();
