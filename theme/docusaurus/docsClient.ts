/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks, over its
 * global data (versions, their docs and sidebars) and the page being shown.
 */
import { useDocusaurusData, type GlobalVersion } from './docusaurusContext.ts';

export type { GlobalVersion } from './docusaurusContext.ts';

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

const pluginName = 'docusaurus-plugin-content-docs';

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return (useDocusaurusData().globalData[pluginName] ?? {}) as Record<string, GlobalPluginData>;
}

export function useDocsData(pluginId = 'default'): GlobalPluginData {
  const data = useAllDocsData()[pluginId];
  if (!data)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}

/** The docs instance of the page on screen (sitegen has one). */
export function useActivePlugin(
  options: { failfast?: boolean } = {},
): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const all = useAllDocsData();
  const { page } = useDocusaurusData();
  const found = Object.entries(all).find(
    ([, data]) => page.pathname === data.path || page.pathname.startsWith(`${data.path.replace(/\/$/, '')}/`),
  );
  if (!found && options.failfast) throw new Error(`Can't find active docs plugin for "${page.pathname}" pathname.`);
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

export function useVersions(pluginId = 'default'): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId = 'default'): GlobalVersion | undefined {
  return useVersions(pluginId).find((version) => version.isLast) ?? useVersions(pluginId)[0];
}

function versionOfPath(versions: GlobalVersion[], pathname: string): GlobalVersion | undefined {
  // The longest path first: /docs/next before /docs.
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => pathname === version.path || pathname.startsWith(`${version.path.replace(/\/$/, '')}/`));
}

export function useActiveVersion(pluginId = 'default'): GlobalVersion | undefined {
  const versions = useVersions(pluginId);
  const { page } = useDocusaurusData();
  return (
    (page.version ? versions.find((version) => version.name === page.version) : undefined) ??
    versionOfPath(versions, page.pathname)
  );
}

export function useActivePluginAndVersion():
  | { activePlugin: { pluginId: string; pluginData: GlobalPluginData }; activeVersion: GlobalVersion | undefined }
  | undefined {
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activePlugin ? { activePlugin, activeVersion } : undefined;
}

export function useActiveDocContext(pluginId = 'default'): {
  activeVersion: GlobalVersion | undefined;
  activeDoc: GlobalVersion['docs'][number] | undefined;
  alternateDocVersions: Record<string, GlobalVersion['docs'][number]>;
} {
  const versions = useVersions(pluginId);
  const activeVersion = useActiveVersion(pluginId);
  const { page } = useDocusaurusData();
  const activeDoc = activeVersion?.docs.find((doc) => doc.path === page.pathname || doc.path === `${page.pathname}/`);
  const alternateDocVersions: Record<string, GlobalVersion['docs'][number]> = {};
  if (activeDoc) {
    for (const version of versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

/** The version of the doc on screen, in the shape of Docusaurus's version metadata. */
export function useDocsVersion(): {
  version: string;
  label: string;
  isLast: boolean;
  pluginId: string;
  banner: string | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>;
} {
  const version = useActiveVersion();
  if (!version) throw new Error('Hook useDocsVersion is called outside the <DocsVersionProvider>.');
  return {
    version: version.name,
    label: version.label,
    isLast: version.isLast,
    pluginId: 'default',
    banner: null,
    badge: false,
    noIndex: false,
    className: `docs-version-${version.name}`,
    docs: Object.fromEntries(
      version.docs.map((doc) => [
        doc.id,
        { id: doc.id, title: doc.id, description: '', ...(doc.sidebar ? { sidebar: doc.sidebar } : {}) },
      ]),
    ),
  };
}

export function useDocById(
  id: string | undefined,
): { id: string; title: string; description: string; sidebar?: string } | undefined {
  const version = useActiveVersion() ?? useLatestVersion();
  if (id === undefined) return undefined;
  const doc = version?.docs.find((candidate) => candidate.id === id);
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return { id: doc.id, title: doc.id, description: '', ...(doc.sidebar ? { sidebar: doc.sidebar } : {}) };
}

/** The reader's preferred version (as the version dropdown stores it), or none. */
export function useDocsPreferredVersion(pluginId = 'default'): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (name: string) => void;
} {
  const versions = useVersions(pluginId);
  let stored: string | null = null;
  try {
    stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(`docs-preferred-version-${pluginId}`);
  } catch {
    stored = null;
  }
  return {
    preferredVersion: versions.find((version) => version.name === stored) ?? null,
    savePreferredVersionName: (name) => {
      try {
        localStorage.setItem(`docs-preferred-version-${pluginId}`, name);
      } catch {
        /* refused */
      }
    },
  };
}

/** Not known outside a doc's own page in sitegen: the category on screen. */
export function useCurrentSidebarCategory(): never {
  throw new Error(
    "useCurrentSidebarCategory() is not available in sitegen: list the category's docs with <DocCardList />, " +
      'which finds them itself.',
  );
}
