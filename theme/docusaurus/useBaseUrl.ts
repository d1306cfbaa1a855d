/** `@docusaurus/useBaseUrl`: a path of the site with the base path in front. */
import { useBaseUrl as themeUseBaseUrl } from '../components/Link.tsx';

export default function useBaseUrl(path: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  void options;
  return themeUseBaseUrl(path);
}
