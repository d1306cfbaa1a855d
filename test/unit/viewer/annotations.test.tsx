import { describe, expect, it } from 'vitest';
import { isSafeHref } from '../../../theme/viewer/components/DefaultDescription.tsx';
import { headerText, inlineTextOf, nodeHtml, renderViewer } from './render.tsx';

/** The HTML of the root's description. */
const descriptionHtml = (description: string) =>
  /<div class="sg-schema-description">([\s\S]*?)<\/div>/.exec(renderViewer({ type: 'string', description }).html)?.[1];

describe('title', () => {
  it('names the root', () => {
    expect(headerText(renderViewer({ title: 'Person', type: 'object' }).html, 't')).toBe('Person object');
  });

  it('names the root "Schema" without one', () => {
    expect(headerText(renderViewer({ type: 'object' }).html, 't')).toBe('Schema object');
  });

  it('shows beside a property name', () => {
    const { html } = renderViewer({ properties: { dob: { title: 'Date of birth', type: 'string' } } });
    expect(nodeHtml(html, 't.dob')).toContain('<span class="sg-schema-summary-title">Date of birth</span>');
  });
});

describe('description (Markdown)', () => {
  it('renders **bold** as <strong>', () => {
    expect(descriptionHtml('A **bold** word')).toBe('<p>A <strong>bold</strong> word</p>');
  });

  it('renders `code` as <code>', () => {
    expect(descriptionHtml('Use `null` here')).toBe('<p>Use <code>null</code> here</p>');
  });

  it('renders *emphasis* and _emphasis_', () => {
    expect(descriptionHtml('*one* and _two_')).toBe('<p><em>one</em> and <em>two</em></p>');
  });

  it('renders [links](https://…)', () => {
    expect(descriptionHtml('See [the spec](https://json-schema.org/).')).toBe(
      '<p>See <a href="https://json-schema.org/">the spec</a>.</p>',
    );
  });

  it('renders paragraphs, lists and fenced code', () => {
    expect(descriptionHtml('First.\n\nSecond.\n\n- a\n- b\n\n1. one\n2. two\n\n```\nx < y\n```')).toBe(
      '<p>First.</p><p>Second.</p><ul><li>a</li><li>b</li></ul><ol><li>one</li><li>two</li></ol><pre><code>x &lt; y</code></pre>',
    );
  });

  it('shows <script> as escaped text, never as an element', () => {
    const html = descriptionHtml('Hello <script>alert(1)</script> world') ?? '';
    expect(html).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; world</p>');
    expect(html).not.toContain('<script');
  });

  it('renders a javascript: link as plain text, with no href', () => {
    const html = descriptionHtml('Click [x](javascript:alert(1))') ?? '';
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('href');
    expect(html).toContain('<span>x</span>');
  });

  it.each(['data:text/html;base64,PHNjcmlwdD4=', '//evil.example/x', 'vbscript:msgbox'])(
    'renders a link to %s as plain text',
    (href) => {
      const html = descriptionHtml(`[x](${href})`) ?? '';
      expect(html).not.toContain('href');
    },
  );

  it('keeps relative and mailto links', () => {
    expect(descriptionHtml('[a](/docs/page) [b](mailto:team@example.com)')).toBe(
      '<p><a href="/docs/page">a</a> <a href="mailto:team@example.com">b</a></p>',
    );
  });

  it('isSafeHref accepts http(s), mailto and relative addresses only', () => {
    expect(['https://a.example', 'http://a.example', 'mailto:a@b.c', '/x', 'x.html', '#frag'].map(isSafeHref)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:,x', '//a.example'].map(isSafeHref)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('badges', () => {
  const { html } = renderViewer({
    properties: {
      old: { type: 'string', deprecated: true },
      id: { type: 'integer', readOnly: true },
      password: { type: 'string', writeOnly: true },
      plain: { type: 'string' },
    },
  });

  it('deprecated', () => {
    expect(nodeHtml(html, 't.old')).toContain(
      '<span class="sg-schema-badge sg-schema-badge--deprecated">deprecated</span>',
    );
  });

  it('readOnly, as "read-only"', () => {
    expect(nodeHtml(html, 't.id')).toContain(
      '<span class="sg-schema-badge sg-schema-badge--readOnly">read-only</span>',
    );
  });

  it('writeOnly, as "write-only"', () => {
    expect(nodeHtml(html, 't.password')).toContain(
      '<span class="sg-schema-badge sg-schema-badge--writeOnly">write-only</span>',
    );
  });

  it('none on a plain property', () => {
    expect(nodeHtml(html, 't.plain')).not.toContain('sg-schema-badge');
  });
});

describe('$comment', () => {
  const schema = { type: 'string', $comment: 'Kept for the v1 clients' };

  it('is hidden by default', () => {
    const { html, text } = renderViewer(schema);
    expect(text).not.toContain('Kept for the v1 clients');
    expect(html).not.toContain('sg-schema-comment');
  });

  it('shows with showComments', () => {
    const comment =
      /<p class="sg-schema-comment">[\s\S]*?<\/p>/.exec(renderViewer(schema, { showComments: true }).html)?.[0] ?? '';
    expect(inlineTextOf(comment)).toBe('Comment: Kept for the v1 clients');
  });
});
