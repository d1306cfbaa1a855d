/**
 * `@docusaurus/Interpolate`: `{name}` placeholders filled with text or elements.
 * `interpolate(text, values)` gives a string when every value is text, else a list of nodes.
 */
import { Fragment, cloneElement, createElement, isValidElement, type ReactNode } from 'react';

export type InterpolateValues<Value> = Readonly<Record<string, Value>>;

export function interpolate(text: string, values?: InterpolateValues<ReactNode>): string | ReactNode {
  const parts = text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !values || !(name in values)) return part;
    const value = values[name];
    return isValidElement(value) ? cloneElement(value, { key: index }) : value;
  });
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return parts.filter((part) => part !== '');
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues<ReactNode> }) {
  return createElement(Fragment, null, interpolate(children, values));
}
