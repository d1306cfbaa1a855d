/**
 * The playground's public entry, for site pages:
 *
 *     import { Playground } from 'sitegen-docs/playground';
 */
export { Playground, type PlaygroundExample, type PlaygroundProps } from './Playground.tsx';
export { stringifyCompact } from './model/compactJson.ts';
