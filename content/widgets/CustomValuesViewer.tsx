/**
 * The custom/values demo: the viewer with a ValueComponent of our own, which
 * shows colours as swatches, dates in words and other values as JSON.
 */
import { SchemaFileViewer, type SchemaFileViewerProps, type ValueComponentProps } from 'sitegen-docs/viewer';

const hexColour = /^#[0-9a-f]{6}$/i;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function DemoValue({ value }: ValueComponentProps) {
  if (typeof value === 'string' && hexColour.test(value)) {
    return (
      <span className="demo-value demo-value--colour">
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: '0.9em',
            height: '0.9em',
            marginRight: '0.35em',
            verticalAlign: '-0.1em',
            borderRadius: 3,
            border: '1px solid var(--sg-border)',
            background: value,
          }}
        />
        <code>{value}</code>
      </span>
    );
  }
  if (typeof value === 'string' && isoDate.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    const words = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (
      <span className="demo-value">
        <time dateTime={value}>{words}</time>
      </span>
    );
  }
  if (typeof value === 'boolean') return <span className="demo-value">{value ? 'yes' : 'no'}</span>;
  return <code className="demo-value">{JSON.stringify(value)}</code>;
}

export default function CustomValuesViewer(props: SchemaFileViewerProps) {
  return <SchemaFileViewer {...props} ValueComponent={DemoValue} />;
}
