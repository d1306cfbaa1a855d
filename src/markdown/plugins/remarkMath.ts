/**
 * Math syntax (remark-math, as Docusaurus sites add it): `$…$` inline and
 * `$$` blocks become `inlineMath` and `math` nodes, which remark-rehype turns
 * into `<code class="language-math math-inline">` and
 * `<pre><code class="language-math math-display">` for rehypeMath. On for
 * every site: a single `$` opens math only under pandoc's rule
 * (`strictDollarMath.ts`), so prices in prose stay text.
 */
import remarkMathSyntax from 'remark-math';
import type { Processor } from 'unified';
import { applyDollarRule } from '../strictDollarMath.ts';

export function remarkMath(this: Processor): undefined {
  const before = this.data().micromarkExtensions?.length ?? 0;
  remarkMathSyntax.call(this, { singleDollarTextMath: true });
  const added = this.data().micromarkExtensions?.[before];
  // A remark-math whose extension looks different would turn every "$5 and $10" into math: refuse it loudly.
  if (!added || !applyDollarRule(added))
    throw new Error(
      'remark-math no longer has the inline math construct sitegen wraps (src/markdown/strictDollarMath.ts); ' +
        'update the wrapper.',
    );
}
