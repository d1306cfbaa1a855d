/** The default `UnresolvedRefsComponent`: says which reference failed and why. */
import type { UnresolvedRefsComponentProps } from '../viewerOptions.ts';

export function DefaultUnresolvedRef({ reference, keyword, reason }: UnresolvedRefsComponentProps) {
  return (
    <div className="sg-schema-unresolved" role="note">
      <strong>Unresolved reference</strong> <code>{keyword}: {reference}</code>
      <span className="sg-schema-unresolved__reason"> {reason}</span>
    </div>
  );
}
