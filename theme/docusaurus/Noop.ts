/** `@docusaurus/Noop`: renders nothing. */
export default function Noop(): null {
  return null;
}
