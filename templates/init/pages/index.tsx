import { Link, useSite } from 'sitegen-docs/theme';

export const meta = {
  title: '{{title}}',
  description: 'The documentation of {{title}}.',
};

const features = [
  {
    title: 'Write Markdown',
    text: 'Pages in docs/ with admonitions, tabs and highlighted code; the sidebar follows the folders.',
  },
  {
    title: 'Links that hold',
    text: 'Every link and anchor is checked when the site builds, with the file and line of any that points nowhere.',
  },
  {
    title: 'Fast for readers',
    text: 'Plain HTML with a small script for search and navigation; it reads without JavaScript.',
  },
];

// A React page: rendered to HTML when the site builds, with no JavaScript sent for it.
export default function Home() {
  const { config } = useSite();
  return (
    <div className="sg-page-column">
      <header className="sg-hero">
        <h1 className="sg-hero__title">{config.title}</h1>
        <p className="sg-hero__tagline">{config.tagline}</p>
        <div className="sg-hero__actions">
          <Link className="sg-link-button" to="/docs/intro">
            Read the docs
          </Link>
          <Link className="sg-link-button sg-link-button--secondary" to="/docs/guides/markdown-features">
            Markdown features
          </Link>
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
    </div>
  );
}
