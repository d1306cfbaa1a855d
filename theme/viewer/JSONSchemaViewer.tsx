/**
 * The JSON Schema viewer: a schema as a readable, collapsible tree. It
 * renders on the server (within `nodeBudget` and `serverRenderDepth`) and hydrates for
 * "Expand all", "Collapse all", the filter, deep links and copied node links.
 */
import { useCallback, useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { AnchorCollectorContext } from '../context.ts';
import { SchemaNodeView } from './components/SchemaNodeView.tsx';
import { DefaultDescription } from './components/DefaultDescription.tsx';
import { DefaultUnresolvedRef } from './components/DefaultUnresolvedRef.tsx';
import { DefaultValue } from './components/DefaultValue.tsx';
import { ViewerContext, type ViewerRuntime } from './components/viewerContext.ts';
import { defaultDraft } from './model/draft.ts';
import { cleanIdPrefix, idPrefixFrom } from './model/nodeIds.ts';
import { SchemaRegistry } from './model/registry.ts';
import { isSchemaObject } from './model/schema.ts';
import { tabKey, TreeModel, type TabChoice } from './model/treeModel.ts';
import type { ViewNode } from './model/tree.ts';
import { defaultBaseUri } from './model/uri.ts';
import { useDeepLink } from './useDeepLink.ts';
import { canLoad, useRemoteDocuments } from './useRemoteDocuments.ts';
import {
  anchorLimit,
  expandAllLimit,
  filterLimit,
  maxNestingDepth,
  serverRenderDepth,
  viewerDefaults,
  type JSONSchemaViewerProps,
} from './viewerOptions.ts';
import { useTranslate, useTranslation } from '../i18n/translate.ts';

export type { JSONSchemaViewerProps } from './viewerOptions.ts';

function useTreeModel(
  props: JSONSchemaViewerProps,
  remoteDocuments: Readonly<Record<string, unknown>>,
): { model?: TreeModel; error?: string } {
  const t = useTranslate();
  const { locale } = useTranslation();
  const { schema, resolverOptions = {} } = props;
  const jsonPointer = props.jsonPointer ?? viewerDefaults.jsonPointer;
  const order = props.qualifierMessagesOrder ?? viewerDefaults.qualifierMessagesOrder;
  const idPrefix =
    props.idPrefix !== undefined
      ? cleanIdPrefix(props.idPrefix)
      : idPrefixFrom(isSchemaObject(schema) && typeof schema.title === 'string' ? schema.title : 'schema');
  const showExamples = props.showExamples ?? viewerDefaults.showExamples;
  const showComments = props.showComments ?? viewerDefaults.showComments;
  return useMemo(() => {
    const loadable = canLoad(resolverOptions.resolvers);
    const missing = new Set(resolverOptions.missingDocuments ?? []);
    const registry = new SchemaRegistry(
      resolverOptions.defaultDraft ?? defaultDraft,
      (uri) => !missing.has(uri) && loadable(uri),
    );
    const baseUri = resolverOptions.baseUri ?? defaultBaseUri;
    registry.addDocument(baseUri, schema);
    for (const [uri, document] of Object.entries(resolverOptions.documents ?? {})) registry.addDocument(uri, document);
    for (const [uri, document] of Object.entries(remoteDocuments)) registry.addDocument(uri, document);
    const location = { document: baseUri, pointer: jsonPointer };
    const root = registry.schemaAt(location);
    if (root === undefined) return { error: t('sitegen.viewer.noSubschema', { pointer: jsonPointer }) };
    return {
      model: new TreeModel(
        registry,
        { idPrefix, qualifierOrder: order, showExamples, showComments, maxDepth: maxNestingDepth, words: t },
        location,
        root,
      ),
    };
    // Options arrive as JSON in islands: compare them by value.
    // Resolvers by their schemes: a new object of the same resolvers (made on each render) changes nothing.
    // The constraint lines are in the page's language: `t` is made anew each render, its language is what counts.
  }, [
    schema,
    JSON.stringify(resolverOptions),
    Object.keys(resolverOptions.resolvers ?? {})
      .sort()
      .join(),
    remoteDocuments,
    jsonPointer,
    idPrefix,
    JSON.stringify(order),
    showExamples,
    showComments,
    locale,
  ]);
}

export function JSONSchemaViewer(props: JSONSchemaViewerProps) {
  const { remoteDocuments, remote, fetchesRemote, onModel } = useRemoteDocuments(
    props.resolverOptions?.remote ?? 'fetch',
    props.resolverOptions?.resolvers,
  );
  const { model, error } = useTreeModel(props, remoteDocuments);
  const t = useTranslate();
  const { locale } = useTranslation();
  const budget = props.nodeBudget ?? viewerDefaults.nodeBudget;
  const expandDepth = props.defaultExpandDepth ?? viewerDefaults.defaultExpandDepth;
  const renderLevel = useMemo(() => Math.min(model?.renderLevel(budget) ?? 0, serverRenderDepth), [model, budget]);
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpenMap] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [collapsedAll, setCollapsedAll] = useState(false);
  const [tabs, setTabs] = useState<ReadonlyMap<string, number>>(new Map());
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [copied, setCopied] = useState<{ id: string; ok: boolean }>();
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const anchors = useContext(AnchorCollectorContext);
  // On the server, every node id (up to a limit) is an anchor links may point to, rendered or not.
  if (anchors && model) for (const id of model.nodeIds(anchorLimit)) anchors.add(id);

  useEffect(() => {
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (model) onModel(model.registry);
  }, [model, onModel]);

  // The rows and tabs as they were before filtering, restored when the filter is cleared.
  const beforeFilter = useRef<{ open: ReadonlyMap<string, boolean>; tabs: ReadonlyMap<string, number> }>(undefined);
  const current = useRef({ open, tabs });
  current.current = { open, tabs };
  // The input stays responsive while a large schema is searched: the filter follows a deferred copy.
  const deferredQuery = useDeferredValue(query);
  const filter = useMemo(
    () => (model && deferredQuery.trim() !== '' ? model.filter(deferredQuery, filterLimit) : undefined),
    [model, deferredQuery],
  );
  useEffect(() => {
    if (filter) {
      beforeFilter.current ??= current.current;
      const saved = beforeFilter.current;
      // The filter opens the paths to its matches; the reader can still open, close and switch tabs.
      const nextOpen = new Map(saved.open);
      for (const id of filter.open) nextOpen.set(id, true);
      const nextTabs = new Map(saved.tabs);
      for (const t of filter.tabs) nextTabs.set(tabKey(t.owner, t.key), t.index);
      setOpenMap(nextOpen);
      setTabs(nextTabs);
      const found =
        filter.matches === 0
          ? t('sitegen.viewer.noMatches', { query: deferredQuery.trim() })
          : t('sitegen.viewer.matches', { count: filter.matches });
      setStatus(
        filter.truncated
          ? t('sitegen.viewer.filterTruncated', { found, limit: filterLimit.toLocaleString(locale) })
          : found,
      );
    } else if (beforeFilter.current) {
      setOpenMap(beforeFilter.current.open);
      setTabs(beforeFilter.current.tabs);
      beforeFilter.current = undefined;
      setStatus('');
    }
    // `t` is left out: the page's language does not change while it is on screen.
  }, [filter, deferredQuery]);

  /** Leaves the filter without restoring the rows it opened (Expand all, Collapse all, a deep link). */
  const dropFilter = useCallback(() => {
    beforeFilter.current = undefined;
    setQuery('');
  }, []);

  const applyPath = useCallback(
    (path: { open: string[]; tabs: TabChoice[] }) => {
      dropFilter();
      setOpenMap((map) => {
        const next = new Map(map);
        for (const id of path.open) next.set(id, true);
        return next;
      });
      setTabs((map) => {
        const next = new Map(map);
        for (const t of path.tabs) next.set(tabKey(t.owner, t.key), t.index);
        return next;
      });
    },
    [dropFilter],
  );
  useDeepLink(model, applyPath);

  const runtime = useMemo((): ViewerRuntime | undefined => {
    if (!model) return undefined;
    const isOpen = (node: ViewNode) =>
      open.get(node.id) ?? (!collapsedAll && node.depth <= expandDepth && node.level < renderLevel);
    return {
      model,
      renderLevel,
      hydrated,
      isOpen,
      rendersBody: (node) => node.level < renderLevel || (node.embedded ? hydrated : isOpen(node)),
      setOpen: (id, value) => setOpenMap((map) => (map.get(id) === value ? map : new Map(map).set(id, value))),
      tab: (owner, key) => tabs.get(tabKey(owner, key)) ?? 0,
      selectTab: (owner, key, index) => setTabs((map) => new Map(map).set(tabKey(owner, key), index)),
      visible: (id) => !filter || filter.visible.has(id),
      remote,
      fetchesRemote,
      documentLinks: props.resolverOptions?.documentLinks ?? {},
      copied,
      copyLink: (id) => {
        const url = new URL(window.location.href);
        url.hash = id;
        window.history.replaceState(window.history.state, '', url);
        const show = (ok: boolean) => {
          setCopied({ id, ok });
          clearTimeout(copiedTimer.current);
          copiedTimer.current = setTimeout(() => setCopied(undefined), 2500);
        };
        if (navigator.clipboard)
          navigator.clipboard.writeText(url.href).then(
            () => show(true),
            () => show(false),
          );
        else show(false);
      },
      Description: props.DescriptionComponent ?? DefaultDescription,
      Value: props.ValueComponent ?? DefaultValue,
      Unresolved: props.UnresolvedRefsComponent ?? DefaultUnresolvedRef,
    };
  }, [
    model,
    renderLevel,
    hydrated,
    open,
    collapsedAll,
    expandDepth,
    tabs,
    filter,
    remote,
    fetchesRemote,
    copied,
    props.resolverOptions?.documentLinks,
    props.DescriptionComponent,
    props.ValueComponent,
    props.UnresolvedRefsComponent,
  ]);

  const className = ['sg-schema-viewer', props.className].filter(Boolean).join(' ');
  if (!runtime)
    return (
      <div className={className}>
        <p className="sg-schema-error" role="alert">
          {error}
        </p>
      </div>
    );

  const expandAll = () => {
    const { open: ids, truncated } = runtime.model.expandAll(expandAllLimit);
    dropFilter();
    setCollapsedAll(false);
    setOpenMap(new Map(ids.map((id) => [id, true])));
    setStatus(
      truncated
        ? t('sitegen.viewer.expandedTruncated', { limit: expandAllLimit.toLocaleString(locale) })
        : t('sitegen.viewer.expandedAll'),
    );
  };
  const collapseAll = () => {
    dropFilter();
    setCollapsedAll(true);
    setOpenMap(new Map());
    setStatus(t('sitegen.viewer.collapsedAll'));
  };
  const inputId = `${runtime.model.root.id}:filter`;
  return (
    <ViewerContext.Provider value={runtime}>
      <div className={className} data-viewer={runtime.model.root.id}>
        <div className="sg-schema-toolbar">
          <button type="button" className="sg-schema-button" onClick={expandAll} disabled={!hydrated}>
            {t('sitegen.viewer.expandAll')}
          </button>
          <button type="button" className="sg-schema-button" onClick={collapseAll} disabled={!hydrated}>
            {t('sitegen.viewer.collapseAll')}
          </button>
          <label className="sg-schema-filter" htmlFor={inputId}>
            <span className="sg-visually-hidden">{t('sitegen.viewer.filterLabel')}</span>
            <input
              id={inputId}
              type="search"
              placeholder={t('sitegen.viewer.filterLabel')}
              value={query}
              disabled={!hydrated}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={200}
              autoComplete="off"
            />
          </label>
          <span className="sg-schema-status" role="status" aria-live="polite">
            {status}
          </span>
        </div>
        <SchemaNodeView node={runtime.model.root} />
      </div>
    </ViewerContext.Provider>
  );
}
