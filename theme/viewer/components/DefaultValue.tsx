/** The default `ValueComponent`: a value as JSON, on one line when short, indented when long. */
import type { ValueComponentProps } from '../viewerOptions.ts';

export function DefaultValue({ value }: ValueComponentProps) {
  const compact = JSON.stringify(value) ?? String(value);
  if (compact.length <= 60 || typeof value !== 'object' || value === null)
    return <code className="sg-schema-value">{compact}</code>;
  return (
    <pre className="sg-schema-value sg-schema-value--block">
      <code>{JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}
