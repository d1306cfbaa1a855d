/**
 * Above a doc of a version other than the last: a notice that it is
 * unreleased or no longer maintained, linking to the same page in the last
 * version (or its first doc); and a "Version: …" badge on a site of several.
 */
import type { PageVersion } from '../data/siteData.ts';
import { useSite } from '../context.ts';
import { useClassNames } from './classicClassNames.ts';
import { useTranslate, useTranslateNodes } from '../i18n/translate.ts';

export function VersionBanner({ version }: { version: PageVersion }) {
  const { config } = useSite();
  const t = useTranslate();
  const tNodes = useTranslateNodes();
  const cx = useClassNames();
  if (version.banner === 'none' || !version.latest) return null;
  const id =
    version.banner === 'unreleased'
      ? 'theme.docs.versions.unreleasedVersionLabel'
      : 'theme.docs.versions.unmaintainedVersionLabel';
  return (
    <aside
      className={cx('sg-admonition sg-admonition--warning sg-version-banner', 'theme-doc-version-banner')}
      aria-label={t('sitegen.versions.bannerAriaLabel')}
    >
      <p>{tNodes(id, { siteTitle: config.title, versionLabel: <b>{version.label}</b> })}</p>
      <p>
        {tNodes('theme.docs.versions.latestVersionSuggestionLabel', {
          latestVersionLink: (
            <a href={version.latest.href} data-version-latest="">
              {t('theme.docs.versions.latestVersionLinkLabel')}
            </a>
          ),
          versionLabel: version.latest.label,
        })}
      </p>
    </aside>
  );
}

export function VersionBadge({ version }: { version: PageVersion }) {
  const t = useTranslate();
  const cx = useClassNames();
  if (!version.badge) return null;
  return (
    <span className={cx('sg-version-badge', 'theme-doc-version-badge')}>
      {t('theme.docs.versionBadge.label', { versionLabel: version.label })}
    </span>
  );
}
