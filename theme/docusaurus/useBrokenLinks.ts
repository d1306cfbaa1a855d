/**
 * `@docusaurus/useBrokenLinks`: an anchor a component declares (`collectAnchor('babel_cli')`, for content
 * it shows only after a click) counts as an id of the page, and a link it declares is checked, as in
 * Docusaurus.
 */
import { useContext } from 'react';
import { AnchorCollectorContext, LinkCollectorContext } from '../context.ts';

export default function useBrokenLinks(): {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
} {
  const anchors = useContext(AnchorCollectorContext);
  const links = useContext(LinkCollectorContext);
  return {
    collectLink: (link) => {
      if (link) links?.add(link);
    },
    collectAnchor: (anchor) => {
      if (anchor) anchors?.add(anchor);
    },
  };
}
