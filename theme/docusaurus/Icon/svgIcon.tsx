/**
 * The icons of Docusaurus's classic theme (`@theme/Icon/Copy`…): an SVG drawn in the text's colour, with
 * the props a site passes (size, class, aria-*) on the <svg>. Each icon is a module of its own, as each is
 * a module name of Docusaurus's.
 */
import type { ComponentProps } from 'react';

export type IconProps = ComponentProps<'svg'>;

/** An icon of one path: filled, or stroked when `stroke` is set (the menu's three lines). */
export function svgIcon(
  name: string,
  viewBox: string,
  d: string,
  size: { width: number; height: number },
  stroke = false,
) {
  function Icon(props: IconProps) {
    return (
      <svg viewBox={viewBox} width={size.width} height={size.height} aria-hidden="true" {...props}>
        {stroke ? (
          <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d={d} />
        ) : (
          <path fill="currentColor" d={d} />
        )}
      </svg>
    );
  }
  Icon.displayName = `Icon${name}`;
  return Icon;
}
