/** `@theme/MDXComponents/Heading`: `<Heading as="h2" id="x">`, the same component as `@theme/Heading`. */
export { default } from '../Heading.tsx';
