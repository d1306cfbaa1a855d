/** `@theme/Footer` (and `@theme-original/Footer`, for a site's own footer that wraps it): the theme's footer. */
export { Footer as default } from '../layout/Footer.tsx';
