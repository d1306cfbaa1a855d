/**
 * Makes a shiki theme readable on our code background: every token colour
 * whose contrast is below WCAG AA (4.5:1) is moved toward black (light
 * themes) or white (dark themes) until it passes. github-light's red and
 * orange fail on a grey background otherwise, and axe reports them.
 */
import type { ThemeRegistrationRaw } from 'shiki/core';

type Rgb = [number, number, number];

function parse(hex: string): { rgb: Rgb; alpha: string } | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return { rgb: [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb, alpha: match[2] ?? '' };
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return 21;
  const [hi, lo] = [luminance(x.rgb), luminance(y.rgb)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` moved toward black or white, in small steps, until it reaches `ratio` against `background`. */
export function ensureContrast(color: string, background: string, ratio: number): string {
  const parsed = parse(color);
  const bg = parse(background);
  if (!parsed || !bg || contrastRatio(color, background) >= ratio) return color;
  const target: Rgb = luminance(bg.rgb) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = parsed.rgb.map((c, i) => c + ((target[i] ?? 0) - c) * (step / 20)) as Rgb;
    if (contrastRatio(toHex(mixed), background) >= ratio) return toHex(mixed) + parsed.alpha;
  }
  return toHex(target) + parsed.alpha;
}

/** A copy of `theme` whose token colours all reach `ratio` against `background`. */
export function withContrast(theme: ThemeRegistrationRaw, background: string, ratio = 4.5): ThemeRegistrationRaw {
  const fix = (color: unknown) => (typeof color === 'string' ? ensureContrast(color, background, ratio) : color);
  return {
    ...theme,
    colors: theme.colors
      ? { ...theme.colors, 'editor.foreground': fix(theme.colors['editor.foreground']) as string }
      : theme.colors,
    tokenColors: theme.tokenColors?.map((rule) => ({
      ...rule,
      settings: {
        ...rule.settings,
        ...(rule.settings.foreground ? { foreground: fix(rule.settings.foreground) as string } : {}),
      },
    })),
  } as ThemeRegistrationRaw;
}
