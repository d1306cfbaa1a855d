/**
 * The viewer's public entry, for React applications and site pages:
 *
 *     import { JSONSchemaViewer } from 'sitegen-docs/viewer';
 */
export { JSONSchemaViewer } from './JSONSchemaViewer.tsx';
export {
  default as SchemaFileViewer,
  type SchemaViewerWidgetProps as SchemaFileViewerProps,
} from './SchemaViewerIsland.tsx';
export type { LoadedSchemaProp } from '../widgets/widgetTypes.ts';
export type {
  DescriptionComponentProps,
  JSONSchemaViewerProps,
  ResolverOptions,
  SchemaResolver,
  UnresolvedRefsComponentProps,
  ValueComponentProps,
  ViewerOptions,
} from './viewerOptions.ts';
export { viewerDefaults } from './viewerOptions.ts';
export { defaultQualifierOrder, type QualifierKind } from './model/qualifiers.ts';
export type { Draft } from './model/draft.ts';
export type { JSONSchema } from './model/schema.ts';
export { DefaultDescription } from './components/DefaultDescription.tsx';
export { DefaultValue } from './components/DefaultValue.tsx';
export { DefaultUnresolvedRef } from './components/DefaultUnresolvedRef.tsx';
