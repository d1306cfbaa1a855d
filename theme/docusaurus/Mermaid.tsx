/**
 * `@theme/Mermaid`: `<Mermaid value="graph TD; A-->B" />`, the markup of a ```` ```mermaid ```` fence, which
 * the page's diagram script draws (and which shows its source without it).
 */
export default function Mermaid({ value }: { value: string }) {
  return (
    <div className="sg-mermaid" data-sg-mermaid="">
      <pre className="sg-mermaid__source">
        <code className="language-mermaid">{value}</code>
      </pre>
    </div>
  );
}
