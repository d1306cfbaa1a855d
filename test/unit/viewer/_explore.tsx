import { renderToString } from 'react-dom/server';
import { JSONSchemaViewer } from '../../../theme/viewer/JSONSchemaViewer.tsx';
const schema = JSON.parse(process.argv[2] ?? '{}');
const props = JSON.parse(process.argv[3] ?? '{}');
console.log(renderToString(<JSONSchemaViewer schema={schema} idPrefix="t" {...props} />));
