/** `@docusaurus/useRouteContext`: which plugin made the page being rendered. */
import { useDocusaurusData } from './docusaurusContext.ts';

export default function useRouteContext(): { plugin: { id: string; name: string }; data?: Record<string, unknown> } {
  const { page } = useDocusaurusData();
  return {
    plugin: {
      id: 'default',
      name: page.docId !== undefined ? 'docusaurus-plugin-content-docs' : 'docusaurus-plugin-content-pages',
    },
  };
}
