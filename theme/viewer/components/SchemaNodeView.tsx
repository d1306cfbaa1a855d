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
import { englishMessages, useTranslate, useTranslateNodes } from '../../i18n/translate.ts';

function NodeName({ node, details }: { node: ViewNode; details: NodeDetails }) {
  const t = useTranslate();
  switch (node.role) {
    case 'root':
      return (
        <span className="sg-schema-name sg-schema-name--root">{details.title ?? t('sitegen.viewer.rootName')}</span>
      );
    case 'property':
      return <code className="sg-schema-name">{node.name}</code>;
    case 'patternProperty':
      return (
        <>
          <code className="sg-schema-name">/{node.name}/</code>{' '}
          <span className="sg-schema-note">{t('sitegen.viewer.pattern')}</span>
        </>
      );
    case 'dependentSchema':
      return (
        <>
          <code className="sg-schema-name">{node.name}</code>{' '}
          <span className="sg-schema-note">{t('sitegen.viewer.whenPresent')}</span>
        </>
      );
    case 'prefixItem':
      return <code className="sg-schema-name">{node.name}</code>;
    case 'branch':
    case 'refTarget':
      return null;
    default:
      return <span className="sg-schema-name sg-schema-name--label">{node.name}</span>;
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
  const t = useTranslate();
  const text = (
    <>
      <span className="sg-schema-ref__keyword">{info.keyword}</span> {info.ref}
    </>
  );
  if (info.status === 'recursive') {
    return (
      <a
        className="sg-schema-ref sg-schema-ref--recursive"
        href={`#${info.targetId ?? ''}`}
        title={t('sitegen.viewer.recursiveTitle', { uri: info.uri })}
      >
        {t('sitegen.viewer.recursive')} {info.ref}
      </a>
    );
  }
  const link = info.status === 'resolved' ? documentLink(viewer, info.uri) : undefined;
  const className = `sg-schema-ref sg-schema-ref--${info.status}`;
  return link ? (
    <a className={className} href={link} title={info.uri}>
      {text}
    </a>
  ) : (
    <span className={className} title={info.uri}>
      {text}
    </span>
  );
}

/** A remote reference that will not load here: not fetched, or its fetch failed. */
function remoteFailed(viewer: ViewerRuntime, info: RefInfo | undefined): boolean {
  return (
    info?.status === 'remote' &&
    (!viewer.fetchesRemote || viewer.remote.get(info.resource ?? info.uri)?.status === 'failed')
  );
}

function NodeHeader({ node, details }: { node: ViewNode; details: NodeDetails }) {
  const viewer = useViewer();
  const last = details.refs.at(-1);
  const unresolved = last?.status === 'unresolved' || remoteFailed(viewer, last);
  const t = useTranslate();
  return (
    <span className="sg-schema-head">
      <NodeName node={node} details={details} />
      <span className="sg-schema-type">
        {unresolved && last?.status === 'remote' ? t('sitegen.viewer.unknownType') : details.typeLabel}
      </span>
      {details.title !== undefined &&
        node.role !== 'root' &&
        details.title !== node.name &&
        details.title !== details.typeLabel && <span className="sg-schema-summary-title">{details.title}</span>}
      {details.boolean === true && <span className="sg-schema-note">{t('sitegen.viewer.alwaysValid')}</span>}
      {details.boolean === false && <span className="sg-schema-note">{t('sitegen.viewer.alwaysInvalid')}</span>}
      {node.required && <Badge kind="required">{t('sitegen.viewer.required')}</Badge>}
      {node.onlyInRequired && <span className="sg-schema-note">{t('sitegen.viewer.onlyInRequired')}</span>}
      {details.types.nullable && <Badge kind="nullable">{t('sitegen.viewer.nullable')}</Badge>}
      {details.deprecated && <Badge kind="deprecated">{t('sitegen.viewer.deprecated')}</Badge>}
      {details.readOnly && <Badge kind="readOnly">{t('sitegen.viewer.readOnly')}</Badge>}
      {details.writeOnly && <Badge kind="writeOnly">{t('sitegen.viewer.writeOnly')}</Badge>}
      {unresolved && <Badge kind="unresolved">{t('sitegen.viewer.unresolved')}</Badge>}
      {details.refs.map((info, index) => (
        <RefChip key={index} info={info} />
      ))}
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
  const t = useTranslate();
  const label = node.role === 'root' ? (details.title ?? t('sitegen.viewer.theSchema')) : node.name;
  const copied = viewer.copied?.id === node.id ? viewer.copied : undefined;
  return (
    <span className="sg-schema-link">
      <a
        className="sg-schema-anchor"
        href={`#${node.id}`}
        onClick={onCopy}
        aria-label={t('sitegen.viewer.copyLinkAriaLabel', { name: label })}
        title={t('sitegen.viewer.copyLinkTitle')}
      >
        #
      </a>
      {copied && (
        <span className="sg-schema-copied" role="status">
          {t(copied.ok ? 'sitegen.viewer.linkCopied' : 'sitegen.viewer.linkNotCopied')}
        </span>
      )}
    </span>
  );
}

function RemoteRef({ info }: { info: RefInfo }) {
  const viewer = useViewer();
  const resource = info.resource ?? info.uri;
  const state = viewer.remote.get(resource);
  const t = useTranslate();
  if (!viewer.fetchesRemote) {
    return (
      <viewer.Unresolved
        reference={info.ref}
        keyword={info.keyword}
        uri={info.uri}
        reason={t('sitegen.viewer.remoteNotFetched', { resource })}
      />
    );
  }
  if (state?.status === 'failed') {
    return (
      <viewer.Unresolved
        reference={info.ref}
        keyword={info.keyword}
        uri={info.uri}
        reason={t('sitegen.viewer.remoteFailed', { resource, message: state.message })}
      />
    );
  }
  return (
    <p className="sg-schema-loading" role="status">
      {t('sitegen.viewer.remoteLoading', { resource })}
    </p>
  );
}

function NodeBody({ node, details }: { node: ViewNode; details: NodeDetails }) {
  const viewer = useViewer();
  const last = details.refs.at(-1);
  const t = useTranslate();
  return (
    <div className="sg-schema-body">
      {details.description !== undefined && <viewer.Description description={details.description} />}
      {details.comment !== undefined && (
        <p className="sg-schema-comment">
          <strong>{t('sitegen.viewer.comment')}</strong> {details.comment}
        </p>
      )}
      {last?.status === 'unresolved' && (
        <viewer.Unresolved reference={last.ref} keyword={last.keyword} uri={last.uri} reason={last.reason ?? ''} />
      )}
      {last?.status === 'remote' && <RemoteRef info={last} />}
      {details.sections.map((section) => (
        <SectionView key={section.key} owner={node} section={section} />
      ))}
      {details.tooDeep !== undefined && (
        <p className="sg-schema-too-deep">{t('sitegen.viewer.tooDeep', { depth: details.tooDeep })}</p>
      )}
    </div>
  );
}

const conditionalWords: Record<string, string> = {
  if: 'sitegen.viewer.conditionalIf',
  then: 'sitegen.viewer.conditionalThen',
  else: 'sitegen.viewer.conditionalElse',
};

/** A section's title in the page's language: by its key (`properties`, `allOf`), as the model names it otherwise. */
function sectionTitle(t: (id: string) => string, section: { key: string; title: string }): string {
  const id = `sitegen.viewer.section.${section.key}`;
  return id in englishMessages ? t(id) : section.title;
}

function SectionView({ owner, section }: { owner: ViewNode; section: Section }) {
  const viewer = useViewer();
  const renderAll = owner.level < viewer.renderLevel;
  const t = useTranslate();
  const nodes = useTranslateNodes();
  switch (section.kind) {
    case 'qualifiers':
      return <QualifierList qualifiers={section.qualifiers} schema={owner.schema} />;
    case 'ignored':
      return (
        <p className="sg-schema-ignored">
          {nodes('sitegen.viewer.ignoredBesideRef', { ref: <code>$ref</code> })}{' '}
          {section.keywords.map((k, i) => (
            <span key={k}>
              {i > 0 && ', '}
              <code>{k}</code>
            </span>
          ))}
        </p>
      );
    case 'rows': {
      const shown = section.nodes.filter((n) => viewer.visible(n.id));
      if (shown.length === 0) return null;
      return (
        <div className="sg-schema-section">
          <p className="sg-schema-section__title">{sectionTitle(t, section)}</p>
          <ul className="sg-schema-rows">
            {shown.map((n) => (
              <li key={n.id}>
                <SchemaNodeView node={n} />
              </li>
            ))}
          </ul>
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
        if (inner.length === 0) return <p className="sg-schema-note">{t('sitegen.viewer.noFurtherConstraints')}</p>;
        return inner.map((s) => <SectionView key={s.key} owner={owner} section={s} />);
      };
      const title = section.kind === 'alternatives' ? sectionTitle(t, section) : t('sitegen.viewer.typesTitle');
      return (
        <div className={`sg-schema-section sg-schema-section--${section.kind}`}>
          <p className="sg-schema-section__title">{title}</p>
          <SchemaTabs
            id={`${owner.id}:${section.key}`}
            label={title}
            labels={labels}
            active={viewer.tab(owner.id, section.key)}
            onSelect={(index) => viewer.selectTab(owner.id, section.key, index)}
            renderAll={renderAll}
            panel={panel}
          />
        </div>
      );
    }
    case 'embedded':
      if (!viewer.visible(section.node.id)) return null;
      return (
        <div className={`sg-schema-section sg-schema-section--${section.node.role}`}>
          <p className="sg-schema-section__title">{sectionTitle(t, section)}</p>
          <SchemaNodeView node={section.node} />
        </div>
      );
    case 'conditional': {
      const shown = section.nodes.filter((n) => viewer.visible(n.id));
      if (shown.length === 0) return null;
      return (
        <div className="sg-schema-section sg-schema-section--conditional">
          <p className="sg-schema-section__title">{t('sitegen.viewer.conditionalTitle')}</p>
          {shown.map((n) => (
            <div key={n.id} className="sg-schema-conditional">
              <p className="sg-schema-conditional__label">
                <strong>{n.role}</strong> {t(conditionalWords[n.role] ?? '')}
              </p>
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
  return (
    details.sections.length > 0 ||
    details.description !== undefined ||
    details.comment !== undefined ||
    details.tooDeep !== undefined ||
    last?.status === 'unresolved' ||
    last?.status === 'remote'
  );
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
        <div className="sg-schema-row">
          <NodeHeader node={node} details={details} />
          <NodeLink node={node} details={details} />
        </div>
        {body && viewer.rendersBody(node) && <NodeBody node={node} details={details} />}
      </div>
    );
  }
  const open = viewer.isOpen(node);
  return (
    <div className={`${className} sg-schema-node--row`} id={node.id}>
      <details
        className="sg-schema-details"
        open={open}
        onToggle={(event) => viewer.setOpen(node.id, event.currentTarget.open)}
      >
        <summary className="sg-schema-row">
          <NodeHeader node={node} details={details} />
        </summary>
        {(open || viewer.rendersBody(node)) && <NodeBody node={node} details={details} />}
      </details>
      <NodeLink node={node} details={details} />
    </div>
  );
}
