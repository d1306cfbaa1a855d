/** What every node of one viewer reads: the tree model and the viewer's state. */
import { createContext, useContext, type ComponentType } from 'react';
import type { TreeModel } from '../model/treeModel.ts';
import type { ViewNode } from '../model/tree.ts';
import type { DescriptionComponentProps, UnresolvedRefsComponentProps, ValueComponentProps } from '../viewerOptions.ts';

/** A remote document's state in the browser. */
export type RemoteState = { status: 'loading' } | { status: 'failed'; message: string };

export interface ViewerRuntime {
  model: TreeModel;
  /** Bodies of nodes above this level render on the server (and before hydration). */
  renderLevel: number;
  hydrated: boolean;
  isOpen: (node: ViewNode) => boolean;
  rendersBody: (node: ViewNode) => boolean;
  setOpen: (id: string, open: boolean) => void;
  tab: (owner: string, key: string) => number;
  selectTab: (owner: string, key: string, index: number) => void;
  /** False for nodes the filter hides. */
  visible: (id: string) => boolean;
  remote: ReadonlyMap<string, RemoteState>;
  fetchesRemote: boolean;
  documentLinks: Readonly<Record<string, string>>;
  copyLink: (id: string) => void;
  /** The node whose link was just copied (or failed to copy). */
  copied: { id: string; ok: boolean } | undefined;
  Description: ComponentType<DescriptionComponentProps>;
  Value: ComponentType<ValueComponentProps>;
  Unresolved: ComponentType<UnresolvedRefsComponentProps>;
}

export const ViewerContext = createContext<ViewerRuntime | null>(null);

export function useViewer(): ViewerRuntime {
  const runtime = useContext(ViewerContext);
  if (!runtime) throw new Error('Schema nodes render only inside <JSONSchemaViewer>.');
  return runtime;
}
