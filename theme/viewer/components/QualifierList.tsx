/** A node's qualifier messages: one line each, values through the `ValueComponent`. */
import type { Qualifier } from '../model/qualifiers.ts';
import type { JSONSchema } from '../model/schema.ts';
import { useViewer } from './viewerContext.ts';

export function QualifierList({ qualifiers, schema }: { qualifiers: Qualifier[]; schema?: JSONSchema }) {
  const { Value } = useViewer();
  return (
    <ul className="sg-schema-qualifiers">
      {qualifiers.map((qualifier, index) => (
        <li key={index} className={`sg-schema-qualifier sg-schema-qualifier--${qualifier.kind}`}>
          <strong>{qualifier.label}:</strong>{' '}
          {qualifier.parts.map((part, i) => {
            if ('text' in part) return <span key={i}>{part.text}</span>;
            if ('code' in part) return <code key={i}>{part.code}</code>;
            return (
              <span key={i} className="sg-schema-qualifier__value">
                {i > 0 && 'value' in (qualifier.parts[i - 1] ?? {}) ? ' ' : null}
                <Value value={part.value} {...(schema !== undefined ? { schema } : {})} />
              </span>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
