/** `@theme/Navbar` (and `@theme-original/Navbar`, for a site's own navbar that wraps it): the theme's navbar. */
export { Navbar as default } from '../layout/Navbar.tsx';
