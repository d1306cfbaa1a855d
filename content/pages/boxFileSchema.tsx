import { Island } from 'sitegen-docs/theme';
import { SchemaFileViewer, type SchemaFileViewerProps } from 'sitegen-docs/viewer';
import storedFile from '../static/schemas/boxFileSchema.json';
import sample from '../static/data/boxFileSample.json';
import { JSONSchemaEditor } from 'sitegen-docs/editor';

export const meta = {
  title: 'Stored file schema',
  description:
    'A realistic schema of a file in a cloud file-storage service, with 34 properties, nested objects, enums and references, shown with the viewer beside an editor that checks data against it.',
};

const editorProps = {
  schema: { schema: storedFile, baseUri: 'site:/static/schemas/boxFileSchema.json', documents: {} },
  value: JSON.stringify(sample, null, 2),
  height: 640,
  ariaLabel: 'A stored file, as JSON',
  // Monaco loads when a reader reaches for the editor: reading the schema costs no editor.
  loadOn: 'interaction' as const,
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
        The left column is the viewer. The right column is an editor holding a file as the API would return it, checked
        against the schema as you type: change <code>itemStatus</code> to <code>"archived"</code> or remove
        <code>name</code> and the editor marks the problem; press Ctrl+Space inside an object for the properties the
        schema allows. The schema itself is a <a href="/schemas/boxFileSchema.json">download</a> away.
      </p>
      <div className="sg-split">
        <section aria-labelledby="viewer-heading">
          <h2 id="viewer-heading">Viewer</h2>
          <Island name="schema-viewer" hydrate="visible" props={{ ...viewerProps }}>
            <SchemaFileViewer {...viewerProps} />
          </Island>
        </section>
        <section aria-labelledby="editor-heading">
          <h2 id="editor-heading">A file, checked against it</h2>
          <Island name="json-schema-editor" hydrate="visible" props={{ ...editorProps }}>
            <JSONSchemaEditor
              schema={storedFile}
              schemaUri={editorProps.schema.baseUri}
              defaultValue={editorProps.value}
              height={editorProps.height}
              ariaLabel={editorProps.ariaLabel}
              loadOn={editorProps.loadOn}
            />
          </Island>
        </section>
      </div>
    </div>
  );
}
