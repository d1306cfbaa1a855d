/**
 * Above a doc of a version other than the last: a notice that it is
 * unreleased or no longer maintained, linking to the same page in the last
 * version (or its first doc); and a "Version: …" badge on a site of several.
 */
import type { PageVersion } from '../data/siteData.ts';
import { useSite } from '../context.ts';

export function VersionBanner({ version }: { version: PageVersion }) {
  const { config } = useSite();
  if (version.banner === 'none' || !version.latest) return null;
  const notice = version.banner === 'unreleased'
    ? <>This is unreleased documentation for {config.title} <b>{version.label}</b> version.</>
    : <>This is documentation for {config.title} <b>{version.label}</b>, which is no longer actively maintained.</>;
  return (
    <aside className="sg-admonition sg-admonition--warning sg-version-banner" aria-label="Docs version">
      <p>{notice}</p>
      <p>For up-to-date documentation, see the <a href={version.latest.href} data-version-latest="">latest version</a> ({version.latest.label}).</p>
    </aside>
  );
}

export function VersionBadge({ version }: { version: PageVersion }) {
  if (!version.badge) return null;
  return <span className="sg-version-badge">Version: {version.label}</span>;
}
