/** `@docusaurus/isInternalUrl`: whether an address is a path of the site (no scheme, not `//host`). */
export function hasProtocol(url: string): boolean {
  return /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
