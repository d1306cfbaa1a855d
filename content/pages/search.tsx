export const meta = {
  title: 'Search',
  description: 'Search the documentation. The search page and dialog are being built; until then, browse by topic.',
};

export default function Search() {
  return (
    <div className="sg-page-column">
      <h1>Search</h1>
      <p>
        Search is not built yet: it will search every page of these docs, offline, from a local index. Until then, the
        pages are grouped by topic:
      </p>
      <ul>
        <li><a href="/docs/quick-start">Quick start</a> and <a href="/docs/next-steps">next steps</a></li>
        <li><a href="/docs/demo/viewer">Viewer demos</a>, one page per schema keyword</li>
        <li><a href="/docs/api">API</a></li>
        <li><a href="/docs/faq">FAQ</a></li>
      </ul>
    </div>
  );
}
