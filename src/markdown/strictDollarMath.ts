/**
 * When a single `$` opens inline math: pandoc's rule (`tex_math_dollars`), so
 * prose with prices stays prose. remark-math alone reads `costs $5 and $10`
 * as the math `5 and `; with this rule `$…$` is math only when
 *
 * - the opening `$` has a non-space character right after it,
 * - the closing `$` has a non-space character right before it,
 * - the closing `$` is not followed by a digit,
 * - and, our addition, there is no backtick between them: math does not run
 *   into a code span (`costs $10, see \`$ref\`` would otherwise be math up to
 *   the `$` of `$ref`), and TeX math hardly ever holds a backtick.
 *
 * So `$x$`, `$\alpha + 1$` and `$a$, $b$` are math; `$5 and $10`, `$HOME and $PATH`
 * and `$ x $` are text. `$$…$$` inline and `$$` blocks are not affected, and
 * `\$` is always a dollar sign.
 *
 * This is a micromark construct around remark-math's own: a look-ahead that
 * refuses what the rule refuses, then remark-math's tokenizer, which closes
 * at the same `$` the look-ahead found (the first run of as many dollars as
 * opened).
 */
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    sitegenDollarMathCheck: 'sitegenDollarMathCheck';
  }
}

const dollarSign = 36;
const graveAccent = 96;

/** Space, tab, line endings (micromark's virtual codes are negative) and the end of the input. */
function isSpaceOrEnd(code: Code): boolean {
  return code === null || code < 0 || code === 32;
}

function isDigit(code: Code): boolean {
  return code !== null && code >= 48 && code <= 57;
}

/** Reads ahead from an opening `$` and succeeds only if the math it opens passes the rule. */
const dollarRule: Construct = {
  name: 'sitegenDollarMathCheck',
  tokenize(effects: Effects, ok: State, nok: State): State {
    let sizeOpen = 0;
    let sizeClose = 0;
    let afterSpace = false;

    const open: State = (code) => {
      if (code === dollarSign) {
        effects.consume(code);
        sizeOpen++;
        return open;
      }
      // $$…$$ inline math keeps remark-math's own behaviour.
      if (sizeOpen !== 1) return done(code);
      if (isSpaceOrEnd(code)) return nok(code);
      return inside(code);
    };
    const inside: State = (code) => {
      // Unclosed: remark-math's tokenizer refuses it too.
      if (code === null || code === graveAccent) return nok(code);
      if (code === dollarSign) {
        if (afterSpace) return nok(code);
        sizeClose = 0;
        return close(code);
      }
      afterSpace = isSpaceOrEnd(code);
      effects.consume(code);
      return inside;
    };
    const close: State = (code) => {
      if (code === dollarSign) {
        effects.consume(code);
        sizeClose++;
        return close;
      }
      if (sizeClose === sizeOpen) return isDigit(code) ? nok(code) : done(code);
      // A run of another length is part of the math, as remark-math reads it.
      afterSpace = false;
      return inside(code);
    };
    const done: State = (code) => {
      effects.exit('sitegenDollarMathCheck');
      return ok(code);
    };
    return (code) => {
      effects.enter('sitegenDollarMathCheck');
      return open(code);
    };
  },
  partial: true,
};

/** remark-math's inline construct with the rule in front of it. */
function strictMathText(mathText: Construct): Construct {
  return {
    ...mathText,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      const tokenize = mathText.tokenize.call(this, effects, ok, nok);
      return (code) => effects.check(dollarRule, tokenize, nok)(code);
    },
  };
}

/**
 * Replaces, in the micromark extension remark-math made, the inline math construct
 * by the strict one. Returns false when the extension does not have the shape
 * expected (a different remark-math), so the caller can say so.
 */
export function applyDollarRule(extension: Extension): boolean {
  const constructs = extension.text?.[dollarSign];
  const mathText = Array.isArray(constructs) ? constructs[0] : constructs;
  if (!extension.text || !mathText || Array.isArray(constructs) || mathText.name !== 'mathText') return false;
  extension.text[dollarSign] = strictMathText(mathText);
  return true;
}
