/**
 * Tabs rendered on the server with every panel present. Without JavaScript
 * all panels show, each under its label; the client runtime turns them into
 * tabs and syncs tabs of the same `groupId` (remembered in localStorage).
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useClassNames } from '../layout/classicClassNames.ts';
import { tabsClassic } from './classicMarkup.ts';

export function TabPanel({ children }: { label: string; value: string; children?: ReactNode }) {
  return <>{children}</>;
}

export interface TabsProps {
  groupId?: string;
  /** The value of the tab selected at first; the first tab when absent or unknown. */
  selected?: string;
  /** The query parameter that selects a tab (`?os=linux`) and follows the selection. */
  queryString?: string;
  className?: string;
  children?: ReactNode;
}

export function Tabs({ groupId, selected, queryString, className, children }: TabsProps) {
  const baseId = useId().replace(/:/g, '');
  const panels = Children.toArray(children).filter(isValidElement) as ReactElement<{
    label: string;
    value: string;
    children?: ReactNode;
  }>[];
  const found = panels.findIndex((panel) => panel.props.value === selected);
  const active = found === -1 ? 0 : found;
  const cx = useClassNames();
  return (
    <div
      className={cx(['sg-tabs', className].filter(Boolean).join(' '), tabsClassic.container)}
      {...(groupId ? { 'data-group': groupId } : {})}
      {...(queryString ? { 'data-query-string': queryString } : {})}
    >
      <div role="tablist" className={cx('sg-tabs__list', tabsClassic.list)}>
        {panels.map((panel, i) => (
          <button
            key={panel.props.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-controls={`${baseId}-panel-${i}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            data-value={panel.props.value}
            className={cx('sg-tabs__tab', tabsClassic.tab(i === active))}
          >
            {panel.props.label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={panel.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          data-value={panel.props.value}
          data-label={panel.props.label}
          className={`sg-tabs__panel${i === active ? ' is-active' : ''}`}
        >
          {panel.props.children}
        </div>
      ))}
    </div>
  );
}
