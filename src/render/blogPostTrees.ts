/**
 * The trees a blog's pages render: a post's, and its summary, which every
 * list that shows the post renders (the index, its tags' and its authors'
 * pages). A tree taken from the build cache without its tree is compiled
 * again from the post's text (a cut summary is cut again from its post's).
 * A Markdown summary without widgets is written as HTML once (markdownHtml.ts,
 * as a doc's content is); others are React nodes (MDX, widgets).
 */
import type { Root } from 'hast';
import { createElement } from 'react';
import { LinkResolverContext } from '../../theme/context.ts';
import type { PostSummary } from '../../theme/blog/BlogPages.tsx';
import { translate, type Translation } from '../../theme/i18n/translate.ts';
import type { BlogPost } from '../blog/loadBlog.ts';
import { cutSummaryTree, isCutSummary } from '../blog/summaryTree.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { BlogJobContext, BlogRenderInput } from './blogJobTypes.ts';
import { markdownHtml } from './markdownHtml.ts';
import { markdownToReact } from './markdownToReact.ts';
import { docContent } from './renderPage.ts';

export interface PostTree {
  hast: Root;
  compiled: CompiledDoc;
}

export interface PostTrees {
  /** A post's tree, or its summary's (loaded once for every list). */
  treeFor(post: BlogPost, summary: boolean): Promise<PostTree>;
  /** A post's summary as the lists show it, made once, its links resolved from the post's own file and route. */
  summaryOf(post: BlogPost): Promise<PostSummary>;
}

export function createPostTrees(input: BlogRenderInput, context: BlogJobContext): PostTrees {
  const loadTree = async (post: BlogPost, summary: boolean): Promise<PostTree> => {
    const entry = input.compiled.get(post.file);
    const doc = summary ? (entry?.summary ?? entry?.post) : entry?.post;
    if (!entry || !doc) throw new Error(`${post.relativePath} of the blog was not compiled`);
    const hast = doc.hast ?? (await treeTakenAgain(post, entry.post, summary ? entry.summary : undefined, context));
    await context.loadMdx(hast, post.file);
    return { hast, compiled: doc };
  };
  const summaries = new Map<BlogPost, Promise<PostTree>>();
  const treeFor = (post: BlogPost, summary: boolean): Promise<PostTree> => {
    if (!summary) return loadTree(post, false);
    let loading = summaries.get(post);
    if (!loading) summaries.set(post, (loading = loadTree(post, true)));
    return loading;
  };
  const rendered = new Map<BlogPost, Promise<PostSummary>>();
  return {
    treeFor,
    summaryOf(post) {
      let summary = rendered.get(post);
      if (!summary) rendered.set(post, (summary = renderSummary(post, treeFor(post, true), context)));
      return summary;
    },
  };
}

/**
 * The tree of a post or summary whose result was taken from the build cache: a cut summary's is its post's, cut
 * again.
 */
async function treeTakenAgain(
  post: BlogPost,
  postDoc: CompiledDoc,
  summary: CompiledDoc | undefined,
  context: BlogJobContext,
): Promise<Root> {
  const cut = summary && isCutSummary(postDoc, summary) ? post.summaryCut : undefined;
  // The text that was compiled: the summary's where it was compiled on its own, else the post's.
  const body = summary && !cut ? (post.summaryBody ?? post.body) : post.body;
  const tree = await context.treeOf({ file: post.file, body, bodyLineOffset: post.bodyLineOffset });
  const hast = tree && cut ? cutSummaryTree(tree, cut) : tree;
  if (!hast)
    throw new Error(`${post.relativePath} of the blog has no compiled tree${cut ? ' to cut its summary from' : ''}`);
  return hast;
}

/** A summary as HTML written once, or as React nodes where it has widgets or is MDX. */
async function renderSummary(post: BlogPost, tree: Promise<PostTree>, context: BlogJobContext): Promise<PostSummary> {
  const { hast, compiled: doc } = await tree;
  const content = docContent(hast, doc.links, context.resolveContextFor({ route: post.route, file: post.file }));
  if (content.element) return content.element;
  if (!content.markdown) return null;
  const { tree: markdown, resolve } = content.markdown;
  if (doc.widgetUses.length > 0)
    return createElement(LinkResolverContext.Provider, { value: resolve }, markdownToReact(markdown));
  const words: Translation = { ...context.strings, used: undefined };
  return {
    summaryHtml: markdownHtml(markdown, {
      resolve,
      classic: context.classic === true,
      translate: (id, values) => translate(words, id, values),
      widget: () => {
        throw new Error(`${post.relativePath}: its summary has a widget, which renders through React`);
      },
    }),
  };
}
