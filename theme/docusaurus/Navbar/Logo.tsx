/**
 * `@theme/Navbar/Logo` (and `@theme-original/Navbar/Logo`, for a site's own brand that wraps it): the theme's navbar
 * brand.
 */
export { NavbarLogo as default } from '../../layout/NavbarLogo.tsx';
