/**
 * The feeds' stylesheets (`feed.xslt`, Docusaurus's `feedOptions.xslt`): the instruction each XML feed gets,
 * sitegen's own stylesheets (well-formed XSLT 1.0 over the feeds sitegen writes), a site's own read from
 * its blog folder with the CSS beside it, and each way a site's own can be wrong, at its path in the config.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { resolveBlog, type BlogConfig } from '../../../src/config/blogConfig.ts';
import { feedStylesheets, withStylesheet } from '../../../src/blog/feedStylesheets.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-feed-styles-'));
const configFile = path.join(siteDir, 'sitegen.config.ts');
mkdirSync(path.join(siteDir, 'blog', 'styles'), { recursive: true });
writeFileSync(path.join(siteDir, 'blog', 'styles', 'rss.xsl'), '<xsl:stylesheet/>\n');
writeFileSync(path.join(siteDir, 'blog', 'styles', 'rss.css'), 'body { color: teal; }\n');
writeFileSync(path.join(siteDir, 'blog', 'styles', 'lonely.xsl'), '<xsl:stylesheet/>\n');
const outside = mkdtempSync(path.join(os.tmpdir(), 'sitegen-feed-outside-'));
writeFileSync(path.join(outside, 'away.xsl'), '<xsl:stylesheet/>\n');
writeFileSync(path.join(outside, 'away.css'), '\n');
symlinkSync(path.join(outside, 'away.xsl'), path.join(siteDir, 'blog', 'away.xsl'));
writeFileSync(path.join(siteDir, 'blog', 'away.css'), '\n');

const styles = (feed: BlogConfig['feed'], config = '') => {
  writeFileSync(configFile, config);
  return feedStylesheets({ blogs: [resolveBlog({ feed }, 'default')], siteDir, configFile });
};

describe('withStylesheet', () => {
  it('puts the instruction right after the XML declaration', () => {
    expect(withStylesheet('<?xml version="1.0" encoding="utf-8"?>\n<rss/>\n', 'rss.xsl')).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="rss.xsl"?>\n<rss/>\n',
    );
    expect(withStylesheet('<feed/>', 'a&b".xsl')).toBe(
      '<?xml-stylesheet type="text/xsl" href="a&amp;b&quot;.xsl"?>\n<feed/>',
    );
  });
});

describe('feedStylesheets', () => {
  it("gives sitegen's own for true: well-formed XSLT for each XML feed the blog writes, and its CSS", () => {
    const { stylesheets, problems } = styles({ type: 'all', xslt: true });
    expect(problems).toEqual([]);
    const byType = stylesheets.get('default');
    expect([...(byType?.keys() ?? [])]).toEqual(['rss', 'atom']);
    for (const [type, sheet] of byType ?? []) {
      expect([sheet.xsl.name, sheet.css.name]).toEqual([`${type}.xsl`, `${type}.css`]);
      expect(XMLValidator.validate(sheet.xsl.contents)).toBe(true);
      expect(sheet.xsl.contents).toContain(`<link rel="stylesheet" href="${type}.css"/>`);
    }
  });

  it('gives none to a feed the blog does not write, nor without xslt', () => {
    expect(styles({ type: 'atom', xslt: true }).stylesheets.get('default')?.has('rss')).toBe(false);
    expect(styles({ type: 'all' }).stylesheets.size).toBe(0);
    expect(
      styles({ type: 'all', xslt: { rss: false, atom: true } })
        .stylesheets.get('default')
        ?.has('rss'),
    ).toBe(false);
  });

  it("reads a site's own from the blog folder, with the CSS of the same name beside it", () => {
    const { stylesheets, problems } = styles({ xslt: { rss: 'styles/rss.xsl' } });
    expect(problems).toEqual([]);
    expect(stylesheets.get('default')?.get('rss')).toEqual({
      xsl: { name: 'rss.xsl', contents: '<xsl:stylesheet/>\n' },
      css: { name: 'rss.css', contents: 'body { color: teal; }\n' },
    });
  });

  it('refuses, at the path in the config, a stylesheet that is missing, one without its CSS, and one that leads out of the site', () => {
    const config =
      "export default defineConfig({\n  blog: { feed: { xslt: { rss: 'styles/none.xsl', atom: 'styles/lonely.xsl' } } },\n});\n";
    expect(styles({ xslt: { rss: 'styles/none.xsl', atom: 'styles/lonely.xsl' } }, config).problems).toEqual([
      {
        code: 'InvalidConfig',
        severity: 'error',
        file: configFile,
        line: 2,
        column: 33,
        message: 'The feed stylesheet styles/none.xsl does not exist: blog/styles/none.xsl was looked for.',
        hint: "feedOptions.xslt paths are relative to the blog folder, and each XSLT file needs a CSS file of the same name beside it (rss.xsl, rss.css); true uses sitegen's own.",
      },
      {
        code: 'InvalidConfig',
        severity: 'error',
        file: configFile,
        line: 2,
        column: 58,
        message:
          'The feed stylesheet styles/lonely.xsl has no CSS file beside it: blog/styles/lonely.css was looked for.',
        hint: "feedOptions.xslt paths are relative to the blog folder, and each XSLT file needs a CSS file of the same name beside it (rss.xsl, rss.css); true uses sitegen's own.",
      },
    ]);
    const [away] = styles({ xslt: { rss: 'away.xsl' } }, "blog: { feed: { xslt: { rss: 'away.xsl' } } }").problems;
    expect(away?.message).toBe(
      `The feed stylesheet away.xsl leads outside the site folder, to ${path.join(outside, 'away.xsl')}.`,
    );
    expect([away?.line, away?.column]).toEqual([1, 31]);
  });
});
