/**
 * `@theme/ThemedImage`: one image for light mode and one for dark, both in the page (CSS shows the one
 * for the colour mode on screen), so it is right before any script runs.
 */
import type { ComponentProps } from 'react';

export interface ThemedImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <img
          key={theme}
          src={sources[theme]}
          alt={alt}
          {...rest}
          className={[`sg-themed sg-themed--${theme}`, className].filter(Boolean).join(' ')}
        />
      ))}
    </>
  );
}
