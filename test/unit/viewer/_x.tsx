import { renderViewer } from './render.tsx';
import { refName, friendlyType } from '../../../theme/viewer/model/tree.ts';
console.log(JSON.stringify([refName('#'), refName('#/$defs/address'), refName('other.json'), refName('#/$defs/a~1b'), refName('https://example.com/schemas/person.json#')]));
console.log(friendlyType({ type: 'array', items: { type: 'array', items: { $ref: '#' } } }));
const r = renderViewer({ type: 'array', items: { type: 'array', items: { $ref: '#' } } } as never);
console.log(r.text);
