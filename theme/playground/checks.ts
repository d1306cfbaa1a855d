/**
 * What the playground loads when it first checks anything: Ajv with every
 * draft's meta-schema (and those meta-schemas for the schema editor's
 * completion). A chunk of its own, so the page and the editors do not wait for it.
 */
export { checkSchema } from './model/checkSchema.ts';
export { checkData } from './model/checkData.ts';
export { defaultMetaSchemaUri, editorMetaSchemas } from './model/editorMetaSchemas.ts';
