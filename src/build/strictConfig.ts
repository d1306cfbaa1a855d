/**
 * `sitegen build --strict`: what a Docusaurus config asks and sitegen cannot do fails the build, before anything is
 * written.
 */
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';

/** The config's `DocusaurusUnsupported` warnings, thrown as errors. */
export function failOnUnsupported(warnings: readonly Diagnostic[]): void {
  const unsupported = warnings.filter((warning) => warning.code === 'DocusaurusUnsupported');
  if (unsupported.length > 0)
    throw new SitegenError(unsupported.map((warning) => ({ ...warning, severity: 'error' as const })));
}
