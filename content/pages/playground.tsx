export const meta = {
  title: 'Playground',
  description: 'Where you will edit a schema and data side by side and watch the viewer follow. Until then: the demos.',
};

export default function Playground() {
  return (
    <div className="sg-page-column">
      <h1>Playground</h1>
      <p>
        The playground is not built yet. It will put a schema editor, a data editor validated against that schema,
        and the live viewer side by side, with sharing by link (see the <a href="/docs/next-steps">roadmap</a>). The
        editor it builds on exists: the <a href="/boxFileSchema">stored file schema</a> page shows it beside the viewer.
      </p>
      <p>Until then, every keyword has a live demo:</p>
      <ul>
        <li><a href="/docs/demo/viewer">Viewer demos</a>, one page per keyword, each with the schema's source.</li>
        <li><a href="/docs/quick-start">Quick start</a>, to use the viewer in your own pages.</li>
      </ul>
    </div>
  );
}
