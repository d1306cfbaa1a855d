/**
 * The viewer fed from a schema file the build loaded (with the files it
 * references): the `::schema-viewer` island, and `SchemaFileViewer` for the
 * site's own widgets, which add components such as a `ValueComponent`
 * (directive props are JSON, so only a widget module can pass components).
 */
import type { LoadedSchemaProp } from '../widgets/widgetTypes.ts';
import { JSONSchemaViewer } from './JSONSchemaViewer.tsx';
import type { ResolverOptions, ViewerOptions } from './viewerOptions.ts';

export interface SchemaViewerWidgetProps extends Omit<ViewerOptions, 'resolverOptions'> {
  src: LoadedSchemaProp;
  idPrefix?: string;
  resolverOptions?: Pick<
    ResolverOptions,
    'remote' | 'defaultDraft' | 'documentLinks' | 'missingDocuments' | 'resolvers'
  >;
}

export default function SchemaViewerWidget({ src, resolverOptions, ...options }: SchemaViewerWidgetProps) {
  return (
    <JSONSchemaViewer
      {...options}
      schema={src.schema}
      resolverOptions={{ ...resolverOptions, baseUri: src.baseUri, documents: src.documents }}
    />
  );
}
