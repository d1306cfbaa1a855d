/**
 * The `::schema-viewer` widget: the viewer fed from a schema file the build
 * loaded (with the files it references). Its props are JSON, so it carries
 * options only; custom components need a React page or a widget of the site's own.
 */
import type { LoadedSchemaProp } from '../widgets/widgetTypes.ts';
import { JSONSchemaViewer } from './JSONSchemaViewer.tsx';
import type { ResolverOptions, ViewerOptions } from './viewerOptions.ts';

type JsonOptions = Omit<ViewerOptions, 'DescriptionComponent' | 'ValueComponent' | 'UnresolvedRefsComponent' | 'resolverOptions'>;

export interface SchemaViewerWidgetProps extends JsonOptions {
  src: LoadedSchemaProp;
  idPrefix?: string;
  resolverOptions?: Pick<ResolverOptions, 'remote' | 'defaultDraft' | 'documentLinks'>;
}

export default function SchemaViewerWidget({ src, resolverOptions, ...options }: SchemaViewerWidgetProps) {
  return <JSONSchemaViewer {...options} schema={src.schema} resolverOptions={{ ...resolverOptions, baseUri: src.baseUri, documents: src.documents }} />;
}
