import { defineSidebars } from 'sitegen/config';

export default defineSidebars({
  tutorialSidebar: [
    'quick-start',
  ],
});
