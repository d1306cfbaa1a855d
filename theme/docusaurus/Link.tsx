/** `@docusaurus/Link`: `<Link to="/docs/intro">` or `<Link href="https://…">`, with the base path added. */
import { Link as ThemeLink, type LinkProps } from '../components/Link.tsx';

export default function Link(props: LinkProps) {
  return <ThemeLink {...props} />;
}
