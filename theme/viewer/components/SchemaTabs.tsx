/**
 * Tabs inside the viewer (several types, allOf/anyOf/oneOf branches). On the
 * server every panel renders, so a reader without JavaScript sees each one
 * under its label; the browser shows the selected one. Arrow keys, Home and
 * End move between tabs.
 */
import type { KeyboardEvent, ReactNode } from 'react';

export interface SchemaTabsProps {
  id: string;
  label: string;
  labels: string[];
  active: number;
  onSelect: (index: number) => void;
  /** Render every panel (the server render); otherwise only the active one. */
  renderAll: boolean;
  panel: (index: number) => ReactNode;
}

export function SchemaTabs({ id, label, labels, active, onSelect, renderAll, panel }: SchemaTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = labels.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="sg-schema-tabs">
      <div role="tablist" aria-label={label} className="sg-schema-tabs__list">
        {labels.map((text, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}:tab:${index}`}
            aria-controls={`${id}:panel:${index}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className="sg-schema-tabs__tab"
            onClick={() => onSelect(index)}
            onKeyDown={onKeyDown}
          >
            {text}
          </button>
        ))}
      </div>
      {labels.map((text, index) =>
        renderAll || index === active ? (
          <div
            key={index}
            role="tabpanel"
            id={`${id}:panel:${index}`}
            aria-labelledby={`${id}:tab:${index}`}
            data-label={text}
            className={`sg-schema-tabs__panel${index === active ? ' is-active' : ''}`}
          >
            {panel(index)}
          </div>
        ) : null,
      )}
    </div>
  );
}
