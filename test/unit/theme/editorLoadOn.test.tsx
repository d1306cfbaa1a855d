/**
 * An editor that loads at the reader's first interaction: on the server it is
 * its text, as a focusable region named like the editor, and the widgets
 * refuse a `loadOn` that is neither moment.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MonacoEditor } from '../../../theme/editor/MonacoEditor.tsx';
import { widgets } from '../../../theme/widgets/registry.ts';

describe('MonacoEditor loadOn', () => {
  it('renders the text as code, not the loading placeholder, until the reader reaches for it', () => {
    const html = renderToStaticMarkup(
      <MonacoEditor defaultValue={'{\n  "a": 1\n}'} height={200} ariaLabel="Data editor" loadOn="interaction" />,
    );
    expect(html).toBe(
      '<div class="sg-monaco" style="height:200px" data-state="idle"><pre class="sg-monaco__static" tabindex="0" role="region" aria-label="Data editor">{\n  &quot;a&quot;: 1\n}</pre></div>',
    );
  });

  it('loads with the page by default: the placeholder says so', () => {
    const html = renderToStaticMarkup(<MonacoEditor defaultValue="x" height={200} />);
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading the editor…');
  });

  it.each(['monaco-editor', 'json-schema-editor'])(
    '::%s refuses a loadOn other than "mount" or "interaction"',
    (name) => {
      const check = widgets.get(name)?.check;
      const context = { pageHref: '/docs/x', sidebars: {} };
      expect(check?.({ loadOn: 'interaction' }, context)).toBeUndefined();
      expect(check?.({ loadOn: 'mount' }, context)).toBeUndefined();
      expect(check?.({}, context)).toBeUndefined();
      expect(check?.({ loadOn: 'idle' }, context)).toBe(
        `::${name} prop "loadOn" must be "mount" or "interaction", not "idle".`,
      );
    },
  );
});
