import { Island } from 'sitegen-docs/theme';
import { SchemaFileViewer, type SchemaFileViewerProps } from 'sitegen-docs/viewer';
import bookLoan from '../static/schemas/home/bookLoan.json';

export const meta = {
  title: 'JSON Schema Components',
  description:
    'Show JSON Schema as a readable tree in React and in static docs: server-rendered, readable without JavaScript, with a link to every property.',
};

const features = [
  {
    title: 'Readable',
    text: 'Every property with its type, whether it is required, and its constraints in plain words: "Length: at most 500 characters", "Range: 0 ≤ value ≤ 3".',
  },
  {
    title: 'Rendered before JavaScript',
    text: 'The tree is HTML at build time: it reads without JavaScript and search engines index it. JavaScript adds expand all, a filter and copyable links.',
  },
  {
    title: 'Every draft, every reference',
    text: 'Drafts 4 to 2020-12 and OpenAPI nullable; $ref to definitions, anchors, other files and other hosts; recursion shown as a link back.',
  },
  {
    title: 'Checked at build time',
    text: 'A $ref to a missing file fails the build at its line and column, and so does a link to a property that does not exist.',
  },
];

/** The viewer as an island: rendered here at build time, hydrated when it scrolls into view. */
const viewerProps: SchemaFileViewerProps = {
  src: { schema: bookLoan, baseUri: 'site:/static/schemas/home/bookLoan.json', documents: {} },
  idPrefix: 'book-loan',
  defaultExpandDepth: 1,
};

export default function Home() {
  return (
    <div className="sg-page-column">
      <header className="sg-hero">
        <h1 className="sg-hero__title">JSON Schema Components</h1>
        <p className="sg-hero__tagline">
          Show a JSON Schema as a tree people can read, in your React application or in static documentation.
        </p>
        <div className="sg-hero__actions">
          <a className="sg-link-button" href="/docs/quick-start">
            Quick start
          </a>
          <a className="sg-link-button sg-link-button--secondary" href="/docs/demo">
            Demos
          </a>
          <a className="sg-link-button sg-link-button--secondary" href="/playground">
            Playground
          </a>
        </div>
      </header>
      <ul className="sg-features">
        {features.map((feature) => (
          <li key={feature.title} className="sg-feature">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="live-example">
        <h2 id="live-example">A live example</h2>
        <p>
          This is the viewer on a schema of a library's book loans. Open a row, filter by name, or copy the link of a
          property with its <code>#</code>.
        </p>
        <Island name="schema-viewer" hydrate="visible" props={{ ...viewerProps }}>
          <SchemaFileViewer {...viewerProps} />
        </Island>
      </section>
    </div>
  );
}
