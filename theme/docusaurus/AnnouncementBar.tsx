/** `@theme/AnnouncementBar` (and `@theme-original/AnnouncementBar`): the theme's announcement bar. */
export { AnnouncementBar as default } from '../layout/AnnouncementBar.tsx';
