/**
 * `@theme/IdealImage` (`@docusaurus/plugin-ideal-image`): the image as a plain responsive `<img>`, lazy
 * loaded. `img` is what `require('./x.png')` gives (an address, or a module with it as `default`), or
 * the plugin's object of sizes, whose largest is taken with the others as `srcset`.
 */
import type { ComponentProps } from 'react';

type Image =
  | string
  | { default: string }
  | {
      src: { src: string; images?: { path?: string; width: number }[]; width?: number; height?: number };
      preSrc?: string;
    };

export interface IdealImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  img: Image;
}

export default function IdealImage({ img, alt, ...rest }: IdealImageProps) {
  if (typeof img === 'string' || 'default' in img) {
    return (
      <img
        src={typeof img === 'string' ? img : img.default}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        {...rest}
      />
    );
  }
  const images = img.src.images ?? [];
  const srcSet = images
    .filter((image) => image.path)
    .map((image) => `${image.path} ${image.width}w`)
    .join(', ');
  return (
    <img
      src={img.src.src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      {...(srcSet ? { srcSet } : {})}
      {...(img.src.width ? { width: img.src.width } : {})}
      {...(img.src.height ? { height: img.src.height } : {})}
      {...rest}
    />
  );
}
