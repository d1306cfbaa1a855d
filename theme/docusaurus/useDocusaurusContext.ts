/** `@docusaurus/useDocusaurusContext`: `{ siteConfig, siteMetadata, globalData, i18n, codeTranslations }`. */
import { useDocusaurusData, type DocusaurusData } from './docusaurusContext.ts';

export type { DocusaurusData as DocusaurusContext } from './docusaurusContext.ts';

export default function useDocusaurusContext(): DocusaurusData {
  const { siteConfig, siteMetadata, globalData, i18n, codeTranslations } = useDocusaurusData();
  return { siteConfig, siteMetadata, globalData, i18n, codeTranslations };
}
