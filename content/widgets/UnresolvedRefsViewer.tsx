/**
 * The custom/unsolved_refs demo: the viewer with an UnresolvedRefsComponent
 * of our own, which explains what to do about a reference that points nowhere.
 */
import { SchemaFileViewer, type SchemaFileViewerProps, type UnresolvedRefsComponentProps } from 'sitegen-docs/viewer';

function MissingDefinition({ reference, reason }: UnresolvedRefsComponentProps) {
  return (
    <div className="sg-schema-unresolved" role="note">
      <p>
        <strong>Not documented yet:</strong> <code>{reference}</code>
      </p>
      <p>{reason} Ask the team that owns this part of the API to publish its schema.</p>
    </div>
  );
}

export default function UnresolvedRefsViewer(props: SchemaFileViewerProps) {
  return <SchemaFileViewer {...props} UnresolvedRefsComponent={MissingDefinition} />;
}
