/**
 * Renders a widget directive through the registry; islands are wrapped so the
 * browser can hydrate them.
 */
import { useContext, type ReactNode } from 'react';
import { WidgetPropsContext, WidgetRegistryContext } from '../context.ts';
import { Island } from '../islands/Island.tsx';
import { widgets } from '../widgets/registry.ts';

export function Widget({
  name,
  props,
  use,
  children,
}: {
  name: string;
  props: string;
  use?: number | string;
  children?: ReactNode;
}) {
  const widget = (useContext(WidgetRegistryContext) ?? widgets).get(name);
  const prepared = useContext(WidgetPropsContext);
  if (!widget) throw new Error(`No widget named "${name}" is registered.`);
  const parsed =
    (use !== undefined ? prepared?.(Number(use)) : undefined) ?? (JSON.parse(props) as Record<string, unknown>);
  const Component = widget.component;
  const rendered = <Component {...parsed}>{children}</Component>;
  if (!widget.island) return rendered;
  return (
    <Island
      name={name}
      hydrate={widget.island.hydrate}
      props={parsed}
      clientOnly={widget.island.clientOnly}
      inline={widget.inline}
    >
      {rendered}
    </Island>
  );
}
