import { Island } from 'sitegen/theme';
import { SchemaFileViewer, type SchemaFileViewerProps } from 'sitegen/viewer';
import storedFile from '../static/schemas/boxFileSchema.json';

export const meta = {
  title: 'Stored file schema',
  description: 'A realistic schema of a file in a cloud file-storage service, with 34 properties, nested objects, enums and references, shown with the viewer.',
};

const viewerProps: SchemaFileViewerProps = {
  src: { schema: storedFile, baseUri: 'site:/static/schemas/boxFileSchema.json', documents: {} },
  idPrefix: 'stored-file',
};

export default function BoxFileSchema() {
  return (
    <div className="sg-page-column">
      <h1>Stored file schema</h1>
      <p>
        A file as a cloud file-storage service's API returns it: identity and versions, timestamps, the owner and the
        folder path, a shared link with its own permissions, locks, classification labels and generated previews. It is
        a schema of realistic size for trying the viewer: filter for <code>shared</code>, open <code>sharedLink</code>,
        or follow <code>owner</code> to the user definition it references.
      </p>
      <p>
        The left column is the viewer; the right column is the schema itself (<a href="/schemas/boxFileSchema.json">download
        it</a>). An editable version, with the JSON Schema editor beside the viewer, comes with the editor component.
      </p>
      <div className="sg-split">
        <section aria-labelledby="viewer-heading">
          <h2 id="viewer-heading">Viewer</h2>
          <Island name="schema-viewer" hydrate="visible" props={{ ...viewerProps }}>
            <SchemaFileViewer {...viewerProps} />
          </Island>
        </section>
        <section aria-labelledby="source-heading">
          <h2 id="source-heading">Schema</h2>
          <pre tabIndex={0} aria-label="The schema as JSON"><code>{JSON.stringify(storedFile, null, 2)}</code></pre>
        </section>
      </div>
    </div>
  );
}
