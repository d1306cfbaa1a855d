import { defineSidebars } from 'sitegen/config';

export default defineSidebars({
  tutorialSidebar: [
    'quick-start',
    { type: 'category', label: 'API', items: ['api/JSONSchemaViewer'] },
  ],
});
