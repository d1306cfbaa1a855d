/**
 * Deep links: when the address's hash names a node of this viewer (on load,
 * on `hashchange`, after client navigation), open the path to it, select the
 * tabs that hold it, and scroll it into view.
 */
import { useEffect, useState } from 'react';
import type { TabChoice, TreeModel } from './model/treeModel.ts';

export function useDeepLink(
  model: TreeModel | undefined,
  apply: (path: { open: string[]; tabs: TabChoice[] }) => void,
): void {
  const [target, setTarget] = useState<string>();

  useEffect(() => {
    if (!model) return;
    const follow = () => {
      const raw = window.location.hash.slice(1);
      if (!raw) return;
      let decoded = raw;
      try {
        decoded = decodeURIComponent(raw);
      } catch {
        /* keep raw */
      }
      for (const id of raw === decoded ? [raw] : [raw, decoded]) {
        const path = model.pathTo(id);
        if (path) {
          apply(path);
          setTarget(id);
          return;
        }
      }
    };
    follow();
    window.addEventListener('hashchange', follow);
    document.addEventListener('sitegen:navigated', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      document.removeEventListener('sitegen:navigated', follow);
    };
  }, [model, apply]);

  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    if (element) {
      element.scrollIntoView({ block: 'start' });
      element.classList.add('is-target');
      setTimeout(() => element.classList.remove('is-target'), 2500);
    }
    setTarget(undefined);
  }, [target]);
}
