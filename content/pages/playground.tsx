import { Island } from 'sitegen-docs/theme';
import { Playground, stringifyCompact as text, type PlaygroundProps } from 'sitegen-docs/playground';
import order from '../static/schemas/playground/order.json';
import orderData from '../static/data/playground/order.json';
import catalog from '../static/schemas/playground/catalog.json';
import catalogData from '../static/data/playground/catalog.json';
import sensor from '../static/schemas/playground/sensor.json';
import sensorData from '../static/data/playground/sensor.json';

export const meta = {
  title: 'Playground',
  description:
    'Edit a JSON Schema and data side by side: the schema is checked against its draft, the data against the schema, and the viewer follows as you type. Share it by link.',
};

const props: PlaygroundProps = {
  examples: [
    { label: 'Order (2020-12)', schema: text(order), data: text(orderData) },
    { label: 'Product catalog (draft-07, root $ref)', schema: text(catalog), data: text(catalogData) },
    { label: 'Sensor reading (draft-04)', schema: text(sensor), data: text(sensorData) },
  ],
};

export default function PlaygroundPage() {
  return (
    <div className="sg-playground-page">
      <h1>Playground</h1>
      <p className="sg-playground-page__lead">
        Write a schema on the left and data below it. The schema is checked against the meta-schema of its draft (from{' '}
        <code>$schema</code>: draft-04, -06, -07, 2019-09 or 2020-12), the data against the schema, and the viewer
        follows. The checks run in your browser. The address carries your schema (up to about 6 kB), so a reload keeps
        it and Share copies a link to it; like any address, it reaches this site&apos;s server when the page loads. The
        data stays in the page.
      </p>
      <Island name="playground" hydrate="load" props={{ ...props }}>
        <Playground {...props} />
      </Island>
    </div>
  );
}
