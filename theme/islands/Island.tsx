/**
 * An island: a component rendered to HTML on the server and hydrated in the
 * browser. The marker carries the island's name, its hydration strategy and
 * its props as JSON; `theme/client/islands.ts` finds it and hydrates the root.
 */
import { useContext, type ReactNode } from 'react';
import { InsideIslandContext, IslandCollectorContext } from '../context.ts';
import type { HydrationStrategy } from '../widgets/widgetTypes.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** JSON that is safe inside a <script>: `<` is escaped so `</script>` cannot end it early. */
export function serializeProps(props: unknown): string {
  return (JSON.stringify(props) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface IslandProps {
  name: string;
  hydrate: HydrationStrategy;
  props: Record<string, unknown>;
  /** Render nothing on the server (browser-only widgets). */
  clientOnly?: boolean;
  inline?: boolean;
  children: ReactNode;
}

export function Island({ name, hydrate, props, clientOnly, inline, children }: IslandProps) {
  // Collected even when nested: the page's manifest and assets (Monaco's) follow what it renders.
  useContext(IslandCollectorContext)?.add(name);
  if (useContext(InsideIslandContext)) return <>{children}</>;
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      className="sg-island"
      data-island={name}
      data-hydrate={hydrate}
      {...(clientOnly ? { 'data-client-only': '' } : {})}
    >
      <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      <Tag data-island-root="">
        {clientOnly ? null : (
          <InsideIslandContext.Provider value>
            <ErrorBoundary>{children}</ErrorBoundary>
          </InsideIslandContext.Provider>
        )}
      </Tag>
    </Tag>
  );
}
