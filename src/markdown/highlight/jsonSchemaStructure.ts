/**
 * Finds the object keys of a JSON Schema snippet and decides, from where each
 * one sits, whether it is a keyword. Matching key names alone would be wrong:
 * a property called `items` inside `properties` is a name, a key inside a
 * `const` or `examples` value is data, yet the schema under that property
 * name is a schema again. So the scanner follows the document's structure,
 * giving every object and array a role from the keyword that holds it
 * (`jsonSchemaKeywords.ts`).
 *
 * Snippets are often not valid JSON: cut short, commented, missing a comma.
 * The scanner never throws; it keeps a stack of open containers, closes what
 * it can, and reports the keys it saw. A snippet that starts with a key
 * (`"minLength": 3, …`) is read as the inside of a schema object.
 */
import { lexJson, stringTokenValue, type JsonToken } from './jsonLexer.ts';
import { keywordGroup, subschemaShape, type KeywordGroup, type SubschemaShape } from './jsonSchemaKeywords.ts';

/** An object key found in the source. */
export interface JsonKey {
  /** Offset of the opening quote. */
  start: number;
  /** Offset just past the closing quote (past the last character when unterminated). */
  end: number;
  /** The key's text, escapes decoded. */
  name: string;
  /** True when the key sits directly in a schema object, where keys are keywords. */
  schemaPosition: boolean;
  /** The keyword's group; only in a schema position, and only for grouped keywords. */
  group?: KeywordGroup;
}

/** What a value holds, decided by the key or array it belongs to. */
type ValueRole = SubschemaShape | 'data';

/** What the keys of an object are: keywords, names of subschemas, or data. */
type MemberKind = 'keywords' | 'names' | 'data';

interface ObjectFrame {
  kind: 'object';
  members: MemberKind;
  expect: 'key' | 'colon' | 'value' | 'comma';
  /** The role of the value after the current key. */
  valueRole: ValueRole;
}

interface ArrayFrame {
  kind: 'array';
  elements: 'schema' | 'data';
  expect: 'value' | 'comma';
}

type Frame = ObjectFrame | ArrayFrame;

/** Lists every quoted object key in `source`, in order, with its schema position. */
export function scanJsonSchemaKeys(source: string): JsonKey[] {
  const tokens = lexJson(source);
  const keys: JsonKey[] = [];
  const stack: Frame[] = [];

  tokens.forEach((token, index) => {
    const frame = stack.at(-1);
    switch (token.kind) {
      case '{':
        stack.push(openObject(beginValue(frame)));
        return;
      case '[':
        stack.push(openArray(beginValue(frame)));
        return;
      case '}':
        closeNearest(stack, 'object');
        return;
      case ']':
        closeNearest(stack, 'array');
        return;
      case ':':
        if (frame?.kind === 'object' && frame.expect === 'colon') frame.expect = 'value';
        return;
      case ',':
        if (frame !== undefined) frame.expect = frame.kind === 'object' ? 'key' : 'value';
        return;
      case 'string':
      case 'word':
        if (frame === undefined) {
          // A root-level key: the snippet is the inside of a schema object.
          if (token.kind === 'string' && tokens[index + 1]?.kind === ':') {
            const root = openObject('schema');
            stack.push(root);
            readKey(root, token, source, keys);
          }
        } else if (frame.kind === 'object' && (frame.expect === 'key' || frame.expect === 'comma')) {
          readKey(frame, token, source, keys);
        } else {
          beginValue(frame);
        }
    }
  });
  return keys;
}

/** Records a key (when quoted) and sets up the role of the value that follows it. */
function readKey(frame: ObjectFrame, token: JsonToken, source: string, keys: JsonKey[]): void {
  const name = token.kind === 'string' ? stringTokenValue(source, token) : source.slice(token.start, token.end);
  frame.expect = 'colon';
  frame.valueRole = valueRoleAfterKey(frame.members, name);
  if (token.kind !== 'string') return;
  const schemaPosition = frame.members === 'keywords';
  const group = schemaPosition ? keywordGroup(name) : undefined;
  keys.push({
    start: token.start,
    end: token.end,
    name,
    schemaPosition,
    ...(group === undefined ? {} : { group }),
  });
}

function valueRoleAfterKey(members: MemberKind, name: string): ValueRole {
  if (members === 'keywords') return subschemaShape(name) ?? 'data';
  // Under `properties` and its kin, every value is a schema, whatever its name.
  if (members === 'names') return 'schema';
  return 'data';
}

/**
 * Moves the frame past the value starting now and returns that value's role.
 * A value with no key before it (`{ 1 }`, a missing key) is data: nothing
 * says it is a schema.
 */
function beginValue(frame: Frame | undefined): ValueRole {
  if (frame === undefined) return 'schema';
  const expected = frame.expect;
  frame.expect = 'comma';
  if (frame.kind === 'array') return frame.elements;
  // `colon` too: a missing colon should not lose the structure below.
  return expected === 'value' || expected === 'colon' ? frame.valueRole : 'data';
}

function openObject(role: ValueRole): ObjectFrame {
  const members: MemberKind =
    role === 'schema' || role === 'schemaOrSchemaArray' ? 'keywords' : role === 'schemaMap' ? 'names' : 'data';
  return { kind: 'object', members, expect: 'key', valueRole: 'data' };
}

function openArray(role: ValueRole): ArrayFrame {
  const elements = role === 'schemaArray' || role === 'schemaOrSchemaArray' ? 'schema' : 'data';
  return { kind: 'array', elements, expect: 'value' };
}

/**
 * Closes the innermost open container of the bracket's kind, and whatever
 * was left open inside it. A bracket with nothing to close is ignored.
 */
function closeNearest(stack: Frame[], kind: Frame['kind']): void {
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    if (stack[index]?.kind === kind) {
      stack.length = index;
      return;
    }
  }
}
