/**
 * `@theme/Tabs`: Docusaurus's tabs (`groupId`, `queryString`, `defaultValue`,
 * `values`, `className`) over the theme's tabs, so they behave like `:::tabs`.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabPanel, Tabs as ThemeTabs } from '../markdown/Tabs.tsx';
import type { TabItemProps } from './TabItem.tsx';

export interface TabsProps {
  groupId?: string;
  /** Keeps the selected tab in the address as `?<name>=<value>` (`true`: the groupId). */
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: readonly { value: string; label?: string }[];
  className?: string;
  lazy?: boolean;
  children?: ReactNode;
}

export default function Tabs({ groupId, queryString, defaultValue, values, className, children }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const panels = items.map((item) => {
    const value = String(item.props.value);
    const label = item.props.label ?? values?.find((v) => v.value === value)?.label ?? value;
    return { value, label, item };
  });
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? panels[0]?.value;
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  return (
    <ThemeTabs groupId={groupId} selected={selected ?? undefined} queryString={query} className={className}>
      {panels.map(({ value, label, item }) => (
        <TabPanel key={value} value={value} label={label}>
          {item}
        </TabPanel>
      ))}
    </ThemeTabs>
  );
}
