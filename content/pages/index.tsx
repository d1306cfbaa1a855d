export const meta = {
  title: 'JSON Schema Components',
  description: 'View and edit JSON Schema in React.',
};

export default function Home() {
  return (
    <div className="sg-home">
      <h1>JSON Schema Components</h1>
      <p>View and edit JSON Schema in React.</p>
      <a href="/docs/quick-start">Get started</a>
    </div>
  );
}
