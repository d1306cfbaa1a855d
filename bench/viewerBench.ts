/**
 * The viewer's figures: server render time and HTML size of a large schema
 * (a generated Kubernetes-like Deployment) at the default node budget and
 * with no budget, and the walks behind the filter and "Expand all". Prints
 * one JSON line. Run in production mode, as the build renders.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { gzipSync } from 'node:zlib';
import { JSONSchemaViewer } from '../theme/viewer/JSONSchemaViewer.tsx';
import { SchemaRegistry } from '../theme/viewer/model/registry.ts';
import { TreeModel } from '../theme/viewer/model/treeModel.ts';
import { defaultQualifierOrder } from '../theme/viewer/model/qualifiers.ts';
import { maxNestingDepth } from '../theme/viewer/viewerOptions.ts';
import { generateSchema } from './generateSchema.ts';
import { median } from './median.ts';

const schema = generateSchema();
const json = JSON.stringify(schema);

function timeRender(nodeBudget: number): { ms: number; bytes: number; gzip: number } {
  const times: number[] = [];
  let html = '';
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    html = renderToString(createElement(JSONSchemaViewer, { schema, idPrefix: 'deployment', nodeBudget }));
    times.push(performance.now() - started);
  }
  return { ms: median(times), bytes: Buffer.byteLength(html), gzip: gzipSync(html).length };
}

const model = () => {
  const registry = new SchemaRegistry();
  registry.addDocument('sitegen:/deployment.json', schema);
  return new TreeModel(
    registry,
    {
      idPrefix: 'deployment',
      qualifierOrder: defaultQualifierOrder,
      showExamples: false,
      showComments: false,
      maxDepth: maxNestingDepth,
    },
    { document: 'sitegen:/deployment.json', pointer: '' },
    schema,
  );
};
const timed = <T>(run: () => T): { ms: number; result: T } => {
  const started = performance.now();
  const result = run();
  return { ms: performance.now() - started, result };
};
const filter = timed(() => model().filter('secret', 5000));
const expand = timed(() => model().expandAll(2000));

console.log(
  JSON.stringify({
    schemaBytes: json.length,
    definitions: Object.keys(schema.definitions as object).length,
    budget: timeRender(1500),
    large: timeRender(20_000),
    filterMs: filter.ms,
    filterMatches: filter.result.matches,
    filterTruncated: filter.result.truncated,
    expandMs: expand.ms,
    expandRows: expand.result.open.length,
  }),
);
