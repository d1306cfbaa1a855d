/** `@docusaurus/useGlobalData`: the plugins' global data (the docs plugin's, for sitegen). */
import { useDocusaurusData } from './docusaurusContext.ts';

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useDocusaurusData().globalData;
}

export function useAllPluginInstancesData(
  pluginName: string,
  options: { failfast?: boolean } = {},
): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (!data && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
