/**
 * One node of the tree: a collapsible row (`<details>`, so it opens without
 * JavaScript too) or, for branches, `not`, if/then/else and referenced
 * schemas, a block embedded in its parent. Its body renders on the server
 * within the node budget and otherwise on first expand.
 */
import type { MouseEvent, ReactNode } from 'react';
import type { NodeDetails, RefInfo, Section, ViewNode } from '../model/tree.ts';
import { QualifierList } from './QualifierList.tsx';
import { SchemaTabs } from './SchemaTabs.tsx';
import { useViewer, type ViewerRuntime } from './viewerContext.ts';

function NodeName({ node, details }: { node: ViewNode; details: NodeDetails }) {
  switch (node.role) {
    case 'root': return <span className="sg-schema-name sg-schema-name--root">{details.title ?? 'Schema'}</span>;
    case 'property': return <code className="sg-schema-name">{node.name}</code>;
    case 'patternProperty': return <><code className="sg-schema-name">/{node.name}/</code> <span className="sg-schema-note">pattern</span></>;
    case 'dependentSchema': return <><code className="sg-schema-name">{node.name}</code> <span className="sg-schema-note">when present</span></>;
    case 'prefixItem': return <code className="sg-schema-name">{node.name}</code>;
    case 'branch': case 'refTarget': return null;
    default: return <span className="sg-schema-name sg-schema-name--label">{node.name}</span>;
  }
}

function Badge({ kind, children }: { kind: string; children: ReactNode }) {
  return <span className={`sg-schema-badge sg-schema-badge--${kind}`}>{children}</span>;
}

function documentLink(viewer: ViewerRuntime, uri: string): string | undefined {
  const hash = uri.indexOf('#');
  const document = hash === -1 ? uri : uri.slice(0, hash);
  return viewer.documentLinks[document];
}

function RefChip({ info }: { info: RefInfo }) {
  const viewer = useViewer();
  const text = <><span className="sg-schema-ref__keyword">{info.keyword}</span> {info.ref}</>;
  if (info.status === 'recursive') {
    return <a className="sg-schema-ref sg-schema-ref--recursive" href={`#${info.targetId ?? ''}`} title={`Recursive: refers back to ${info.uri}`}>recursive {info.ref}</a>;
  }
  const link = info.status === 'resolved' ? documentLink(viewer, info.uri) : undefined;
  const className = `sg-schema-ref sg-schema-ref--${info.status}`;
  return link ? <a className={className} href={link} title={info.uri}>{text}</a> : <span className={className} title={info.uri}>{text}</span>;
}

/** A remote reference that will not load here: not fetched, or its fetch failed. */
function remoteFailed(viewer: ViewerRuntime, info: RefInfo | undefined): boolean {
  return info?.status === 'remote' && (!viewer.fetchesRemote || viewer.remote.get(info.resource ?? info.uri)?.status === 'failed');
}

function NodeHeader({ node, details }: { node: ViewNode; details: NodeDetails }) {
  const viewer = useViewer();
  const last = details.refs.at(-1);
  const unresolved = last?.status === 'unresolved' || remoteFailed(viewer, last);
  return (
    <span className="sg-schema-head">
      <NodeName node={node} details={details} />
      <span className="sg-schema-type">{unresolved && last?.status === 'remote' ? 'unknown' : details.typeLabel}</span>
      {details.title !== undefined && node.role !== 'root' && details.title !== node.name && details.title !== details.typeLabel && <span className="sg-schema-summary-title">{details.title}</span>}
      {details.boolean === true && <span className="sg-schema-note">always valid</span>}
      {details.boolean === false && <span className="sg-schema-note">always invalid</span>}
      {node.required && <Badge kind="required">required</Badge>}
      {node.onlyInRequired && <span className="sg-schema-note">listed only in required</span>}
      {details.types.nullable && <Badge kind="nullable">nullable</Badge>}
      {details.deprecated && <Badge kind="deprecated">deprecated</Badge>}
      {details.readOnly && <Badge kind="readOnly">read-only</Badge>}
      {details.writeOnly && <Badge kind="writeOnly">write-only</Badge>}
      {unresolved && <Badge kind="unresolved">unresolved</Badge>}
      {details.refs.map((info, index) => <RefChip key={index} info={info} />)}
    </span>
  );
}

/**
 * The node's link: copies its address. It sits outside `<summary>` (a link
 * inside the toggle would be a control inside a control).
 */
function NodeLink({ node, details }: { node: ViewNode; details: NodeDetails }) {
  const viewer = useViewer();
  const onCopy = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    viewer.copyLink(node.id);
  };
  const label = node.role === 'root' ? (details.title ?? 'the schema') : node.name;
  const copied = viewer.copied?.id === node.id ? viewer.copied : undefined;
  return (
    <span className="sg-schema-link">
      <a className="sg-schema-anchor" href={`#${node.id}`} onClick={onCopy} aria-label={`Copy the link to ${label}`} title="Copy the link to this node">#</a>
      {copied && <span className="sg-schema-copied" role="status">{copied.ok ? 'Link copied' : 'Could not copy: the link is in the address bar'}</span>}
    </span>
  );
}

function RemoteRef({ info }: { info: RefInfo }) {
  const viewer = useViewer();
  const resource = info.resource ?? info.uri;
  const state = viewer.remote.get(resource);
  if (!viewer.fetchesRemote) {
    return <viewer.Unresolved reference={info.ref} keyword={info.keyword} uri={info.uri} reason={`Remote references are not fetched here (${resource}).`} />;
  }
  if (state?.status === 'failed') {
    return <viewer.Unresolved reference={info.ref} keyword={info.keyword} uri={info.uri} reason={`Could not load ${resource}: ${state.message}`} />;
  }
  return <p className="sg-schema-loading" role="status">Loading the remote schema {resource}…</p>;
}

function NodeBody({ node, details }: { node: ViewNode; details: NodeDetails }) {
  const viewer = useViewer();
  const last = details.refs.at(-1);
  return (
    <div className="sg-schema-body">
      {details.description !== undefined && <viewer.Description description={details.description} />}
      {details.comment !== undefined && <p className="sg-schema-comment"><strong>Comment:</strong> {details.comment}</p>}
      {last?.status === 'unresolved' && <viewer.Unresolved reference={last.ref} keyword={last.keyword} uri={last.uri} reason={last.reason ?? ''} />}
      {last?.status === 'remote' && <RemoteRef info={last} />}
      {details.sections.map((section) => <SectionView key={section.key} owner={node} section={section} />)}
      {details.tooDeep !== undefined && <p className="sg-schema-too-deep">Nested too deeply to show here (more than {details.tooDeep} levels).</p>}
    </div>
  );
}

const conditionalWords: Record<string, string> = {
  if: 'If the value matches this schema',
  then: 'then it must also match this one',
  else: 'otherwise it must match this one',
};

function SectionView({ owner, section }: { owner: ViewNode; section: Section }) {
  const viewer = useViewer();
  const renderAll = owner.level < viewer.renderLevel;
  switch (section.kind) {
    case 'qualifiers':
      return <QualifierList qualifiers={section.qualifiers} schema={owner.schema} />;
    case 'ignored':
      return <p className="sg-schema-ignored">Ignored beside <code>$ref</code> (this draft reads nothing next to a reference): {section.keywords.map((k, i) => <span key={k}>{i > 0 && ', '}<code>{k}</code></span>)}</p>;
    case 'rows': {
      const shown = section.nodes.filter((n) => viewer.visible(n.id));
      if (shown.length === 0) return null;
      return (
        <div className="sg-schema-section">
          <p className="sg-schema-section__title">{section.title}</p>
          <ul className="sg-schema-rows">{shown.map((n) => <li key={n.id}><SchemaNodeView node={n} /></li>)}</ul>
        </div>
      );
    }
    case 'alternatives':
    case 'types': {
      const labels = section.labels;
      const panel = (index: number): ReactNode => {
        if (section.kind === 'alternatives') {
          const node = section.nodes[index];
          return node ? <SchemaNodeView node={node} /> : null;
        }
        const inner = section.tabs[index] ?? [];
        if (inner.length === 0) return <p className="sg-schema-note">No further constraints for this type.</p>;
        return inner.map((s) => <SectionView key={s.key} owner={owner} section={s} />);
      };
      const title = section.kind === 'alternatives' ? section.title : 'Types';
      return (
        <div className={`sg-schema-section sg-schema-section--${section.kind}`}>
          <p className="sg-schema-section__title">{title}</p>
          <SchemaTabs id={`${owner.id}:${section.key}`} label={title} labels={labels} active={viewer.tab(owner.id, section.key)}
            onSelect={(index) => viewer.selectTab(owner.id, section.key, index)} renderAll={renderAll} panel={panel} />
        </div>
      );
    }
    case 'embedded':
      if (!viewer.visible(section.node.id)) return null;
      return (
        <div className={`sg-schema-section sg-schema-section--${section.node.role}`}>
          <p className="sg-schema-section__title">{section.title}</p>
          <SchemaNodeView node={section.node} />
        </div>
      );
    case 'conditional': {
      const shown = section.nodes.filter((n) => viewer.visible(n.id));
      if (shown.length === 0) return null;
      return (
        <div className="sg-schema-section sg-schema-section--conditional">
          <p className="sg-schema-section__title">Conditional (if / then / else)</p>
          {shown.map((n) => (
            <div key={n.id} className="sg-schema-conditional">
              <p className="sg-schema-conditional__label"><strong>{n.role}</strong> {conditionalWords[n.role]}</p>
              <SchemaNodeView node={n} />
            </div>
          ))}
        </div>
      );
    }
  }
}

function hasBody(node: ViewNode, details: NodeDetails): boolean {
  const last = details.refs.at(-1);
  return details.sections.length > 0 || details.description !== undefined || details.comment !== undefined || details.tooDeep !== undefined
    || last?.status === 'unresolved' || last?.status === 'remote';
}

export function SchemaNodeView({ node }: { node: ViewNode }) {
  const viewer = useViewer();
  if (!viewer.visible(node.id)) return null;
  const details = viewer.model.describe(node);
  const body = hasBody(node, details);
  const className = `sg-schema-node sg-schema-node--${node.role}${node.embedded ? ' sg-schema-node--embedded' : ''}`;
  if (node.embedded || !body) {
    return (
      <div className={`${className}${body ? '' : ' sg-schema-node--leaf'}`} id={node.id}>
        <div className="sg-schema-row"><NodeHeader node={node} details={details} /><NodeLink node={node} details={details} /></div>
        {body && viewer.rendersBody(node) && <NodeBody node={node} details={details} />}
      </div>
    );
  }
  const open = viewer.isOpen(node);
  return (
    <div className={`${className} sg-schema-node--row`} id={node.id}>
      <details className="sg-schema-details" open={open} onToggle={(event) => viewer.setOpen(node.id, event.currentTarget.open)}>
        <summary className="sg-schema-row"><NodeHeader node={node} details={details} /></summary>
        {(open || viewer.rendersBody(node)) && <NodeBody node={node} details={details} />}
      </details>
      <NodeLink node={node} details={details} />
    </div>
  );
}
