/**
 * The selector strings of list and watch requests, parsed as kube-apiserver parses them (its query
 * decoding calls labels.Parse and fields.ParseSelector): a port of [AM] v0.32.0 pkg/labels/selector.go
 * (Lexer, Parser, NewRequirement and its validation) and pkg/fields/selector.go (splitTerms,
 * splitTerm, UnescapeValue), with their error messages to the letter.
 */
import { goQuote } from './status.ts';

export class SelectorParseError extends Error {}

export type LabelOp = '=' | '!=' | 'in' | 'notin' | 'exists' | '!' | 'gt' | 'lt';
export type LabelRequirement = { key: string; op: LabelOp; values: string[] };
export type LabelSelector = { requirements: LabelRequirement[] };

type Tok = 'error' | 'eos' | ')' | ',' | '!' | '==' | '=' | '>' | 'id' | 'in' | '<' | '!=' | 'notin' | '(';

const STRING_TO_TOKEN: Readonly<Record<string, Tok>> = {
  ')': ')',
  ',': ',',
  '!': '!',
  '==': '==',
  '=': '=',
  '>': '>',
  in: 'in',
  '<': '<',
  '!=': '!=',
  notin: 'notin',
  '(': '(',
};

const isWhitespace = (c: string) => c === ' ' || c === '\t' || c === '\r' || c === '\n';
const isSpecialSymbol = (c: string) => '=!(),><'.includes(c) && c !== '';

/** Lexer.Lex over the whole string (Parser.scan). Works on bytes as Go does: one char per byte. */
function scan(s: string): Array<[Tok, string]> {
  let pos = 0;
  const read = () => (pos < s.length ? s[pos++] : '');
  const items: Array<[Tok, string]> = [];
  for (;;) {
    let ch = read();
    while (isWhitespace(ch)) ch = read();
    let item: [Tok, string];
    if (ch === '') item = ['eos', ''];
    else if (isSpecialSymbol(ch)) {
      pos--;
      let buffer = '';
      let last: [Tok, string] | undefined;
      for (;;) {
        const c = read();
        if (c === '') break;
        if (isSpecialSymbol(c)) {
          buffer += c;
          const t = STRING_TO_TOKEN[buffer];
          if (t) last = [t, buffer];
          else if (last) {
            pos--;
            break;
          }
        } else {
          pos--;
          break;
        }
      }
      item = last ?? ['error', `error expected: keyword found '${buffer}'`];
    } else {
      pos--;
      let buffer = '';
      for (;;) {
        const c = read();
        if (c === '') break;
        if (isSpecialSymbol(c) || isWhitespace(c)) {
          pos--;
          break;
        }
        buffer += c;
      }
      item = [STRING_TO_TOKEN[buffer] ?? 'id', buffer];
    }
    items.push(item);
    if (item[0] === 'eos') return items;
  }
}

// [AM] pkg/util/validation/validation.go: IsQualifiedName, IsValidLabelValue and their messages.
const LABEL_KEY_FMT = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const LABEL_KEY_ERR =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_VALUE_FMT = `(${LABEL_KEY_FMT})?`;
const LABEL_VALUE_ERR =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const DNS1123_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN = `${DNS1123_LABEL}(\\.${DNS1123_LABEL})*`;
const SUBDOMAIN_ERR =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";

function regexError(msg: string, fmt: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${fmt}')`;
  return `${msg} (e.g. ${examples.map((e) => `'${e}', `).join(' or ')}regex used for validation is '${fmt}')`;
}

const byteLength = (s: string) => new TextEncoder().encode(s).length;

function isQualifiedName(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split('/');
  let name: string;
  if (parts.length === 1) name = parts[0] ?? '';
  else if (parts.length === 2) {
    const prefix = parts[0] ?? '';
    name = parts[1] ?? '';
    if (prefix.length === 0) errs.push('prefix part must be non-empty');
    else {
      if (byteLength(prefix) > 253) errs.push('prefix part must be no more than 253 characters');
      if (!new RegExp(`^${DNS1123_SUBDOMAIN}$`).test(prefix))
        errs.push(`prefix part ${regexError(SUBDOMAIN_ERR, DNS1123_SUBDOMAIN, 'example.com')}`);
    }
  } else {
    return [
      `a valid label key ${regexError(LABEL_KEY_ERR, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc')} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  if (name.length === 0) errs.push('name part must be non-empty');
  else if (byteLength(name) > 63) errs.push('name part must be no more than 63 characters');
  if (!new RegExp(`^${LABEL_KEY_FMT}$`).test(name))
    errs.push(`name part ${regexError(LABEL_KEY_ERR, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc')}`);
  return errs;
}

function isValidLabelValue(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push('must be no more than 63 characters');
  if (!new RegExp(`^${LABEL_VALUE_FMT}$`).test(value))
    errs.push(regexError(LABEL_VALUE_ERR, LABEL_VALUE_FMT, 'MyValue', 'my_value', '12345'));
  return errs;
}

/** field.Invalid(path, value, detail).Error(); a nil path prints as "<nil>" (field/path.go String). */
const invalid = (path: string, value: string, detail: string) =>
  `${path}: Invalid value: ${goQuote(value)}: ${detail}`;
/** %#v of a []string. */
const goStrings = (vals: readonly string[]) => `[]string{${vals.map(goQuote).join(', ')}}`;

/** NewRequirement's checks; the errors are joined as an aggregate prints them. */
function newRequirementErrors(key: string, op: LabelOp | '==', vals: readonly string[]): string | undefined {
  const errs: string[] = [];
  const keyErrs = isQualifiedName(key);
  if (keyErrs.length > 0) errs.push(invalid('key', key, keyErrs.join('; ')));
  switch (op) {
    case 'in':
    case 'notin':
      if (vals.length === 0)
        errs.push(
          `values: Invalid value: ${goStrings(vals)}: for 'in', 'notin' operators, values set can't be empty`,
        );
      break;
    case '=':
    case '==':
    case '!=':
      if (vals.length !== 1)
        errs.push(
          `values: Invalid value: ${goStrings(vals)}: exact-match compatibility requires one single value`,
        );
      break;
    case 'exists':
    case '!':
      if (vals.length !== 0)
        errs.push(
          `values: Invalid value: ${goStrings(vals)}: values set must be empty for exists and does not exist`,
        );
      break;
    case 'gt':
    case 'lt':
      if (vals.length !== 1)
        errs.push(
          `values: Invalid value: ${goStrings(vals)}: for 'Gt', 'Lt' operators, exactly one value is required`,
        );
      vals.forEach((v, i) => {
        // strconv.ParseInt(v, 10, 64)
        const ok = /^[+-]?[0-9]+$/.test(v) && BigInt(v) >= -(2n ** 63n) && BigInt(v) < 2n ** 63n;
        if (!ok)
          errs.push(invalid(`values[${i}]`, v, "for 'Gt', 'Lt' operators, the value must be an integer"));
      });
      break;
  }
  vals.forEach((v, i) => {
    const e = isValidLabelValue(v);
    if (e.length > 0) errs.push(invalid(`values[${i}][${key}]`, v, e.join('; ')));
  });
  if (errs.length === 0) return undefined;
  const unique = [...new Set(errs)];
  return unique.length === 1 ? unique[0] : `[${unique.join(', ')}]`;
}

/** labels.Parse: `a=b,c!=d,e in (x,y),f notin (z),g,!h,n>1`. The empty string selects everything. */
export function parseLabelSelector(selector: string): LabelSelector {
  const items = scan(selector);
  let position = 0;
  // In the Values context the keywords in/notin are identifiers.
  const asValue = (t: Tok): Tok => (t === 'in' || t === 'notin' ? 'id' : t);
  const lookahead = (): [Tok, string] => {
    const [t, l] = items[position] ?? ['eos', ''];
    return [asValue(t), l];
  };
  const consume = (values: boolean): [Tok, string] => {
    const [t, l] = items[position++] ?? ['eos', ''];
    return [values ? asValue(t) : t, l];
  };
  const fail = (msg: string): never => {
    throw new SelectorParseError(msg);
  };

  const parseValues = (): string[] => {
    const [t, lit] = consume(true);
    if (t !== '(') fail(`found '${lit}' expected: '('`);
    const [t2, lit2] = lookahead();
    if (t2 === ')') {
      consume(true);
      return [''];
    }
    if (t2 !== 'id' && t2 !== ',') fail(`found '${lit2}', expected: ',', ')' or identifier`);
    const s = new Set<string>();
    for (;;) {
      const [t3, lit3] = consume(true);
      if (t3 === 'id') {
        s.add(lit3);
        const [t4, lit4] = lookahead();
        if (t4 === ',') continue;
        if (t4 === ')') break;
        fail(`found '${lit4}', expected: ',' or ')'`);
      } else if (t3 === ',') {
        if (s.size === 0) s.add('');
        const [t4] = lookahead();
        if (t4 === ')') {
          s.add('');
          break;
        }
        if (t4 === ',') s.add('');
      } else fail(`found '${lit3}', expected: ',', or identifier`);
    }
    if (consume(true)[0] !== ')') fail(`found '${lit2}', expected: ')'`);
    return [...s].sort();
  };

  const parseRequirement = (): LabelRequirement => {
    // parseKeyAndInferOperator
    let op: LabelOp | '==' | undefined;
    let [t, key] = consume(true);
    if (t === '!') {
      op = '!';
      [t, key] = consume(true);
    }
    if (t !== 'id') fail(`found '${key}', expected: identifier`);
    const keyErrs = isQualifiedName(key);
    if (keyErrs.length > 0) fail(invalid('<nil>', key, keyErrs.join('; ')));
    const [next] = lookahead();
    if (next === 'eos' || next === ',') {
      if (op !== '!') op = 'exists';
    }
    if (op === 'exists' || op === '!') {
      const e = newRequirementErrors(key, op, []);
      if (e) fail(e);
      return { key, op, values: [] };
    }
    // parseOperator
    const [ot, olit] = consume(false);
    const ops: Partial<Record<Tok, LabelOp | '=='>> = {
      in: 'in',
      '=': '=',
      '==': '==',
      '>': 'gt',
      '<': 'lt',
      notin: 'notin',
      '!=': '!=',
    };
    op = ops[ot];
    if (!op) return fail(`found '${olit}', expected: in, notin, =, ==, !=, gt, lt`);
    let values: string[];
    if (op === 'in' || op === 'notin') values = parseValues();
    else {
      // parseExactValue
      const [vt] = lookahead();
      if (vt === 'eos' || vt === ',') values = [''];
      else {
        const [vt2, vlit] = consume(true);
        if (vt2 !== 'id') fail(`found '${vlit}', expected: identifier`);
        values = [vlit];
      }
    }
    const e = newRequirementErrors(key, op, values);
    if (e) fail(e);
    return { key, op: op === '==' ? '=' : op, values };
  };

  const requirements: LabelRequirement[] = [];
  for (;;) {
    const [t, lit] = lookahead();
    if (t === 'eos') break;
    if (t !== 'id' && t !== '!') fail(`found '${lit}', expected: !, identifier, or 'end of string'`);
    try {
      requirements.push(parseRequirement());
    } catch (e) {
      if (e instanceof SelectorParseError) fail(`unable to parse requirement: ${e.message}`);
      throw e;
    }
    const [t2, l2] = consume(true);
    if (t2 === 'eos') break;
    if (t2 !== ',') fail(`found '${l2}', expected: ',' or 'end of string'`);
    const [t3, l3] = lookahead();
    if (t3 !== 'id' && t3 !== '!') fail(`found '${l3}', expected: identifier after ','`);
  }
  // sort.Sort(ByKey(items)): stable enough for matching, which ANDs them.
  requirements.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { requirements };
}

/** `zero`: what a built-in kind's GetAttrs gives the field when the object leaves it out. */
export type FieldRequirement = { field: string; op: '=' | '!='; value: string; zero?: string };

/** fields.UnescapeValue. */
function unescapeValue(s: string): string {
  if (!/[\\,=]/.test(s)) return s;
  let v = '';
  let inSlash = false;
  for (const c of s) {
    if (inSlash) {
      if (c !== '\\' && c !== ',' && c !== '=')
        throw new SelectorParseError(`invalid field selector: invalid escape sequence: \\${c}`);
      v += c;
      inSlash = false;
      continue;
    }
    if (c === '\\') inSlash = true;
    else if (c === ',' || c === '=')
      // UnescapedRune prints the rune with %v: its number.
      throw new SelectorParseError(
        `invalid field selector: unescaped character in value: ${c.codePointAt(0)}`,
      );
    else v += c;
  }
  if (inSlash) throw new SelectorParseError('invalid field selector: invalid escape sequence: \\');
  return v;
}

/** fields.ParseSelector: `metadata.name=x,spec.nodeName!=y` (terms sorted, as parseSelector sorts them). */
export function parseFieldSelector(selector: string): FieldRequirement[] {
  if (selector === '') return [];
  // splitTerms: a backslash-escaped comma is data.
  const parts: string[] = [];
  let start = 0;
  let inSlash = false;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (inSlash) inSlash = false;
    else if (c === '\\') inSlash = true;
    else if (c === ',') {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  parts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: FieldRequirement[] = [];
  for (const part of parts) {
    if (part === '') continue;
    // splitTerm: the first place any operator starts, trying != then == then =.
    let found: { lhs: string; op: string; rhs: string } | undefined;
    for (let i = 0; i < part.length && !found; i++) {
      for (const op of ['!=', '==', '=']) {
        if (part.startsWith(op, i)) {
          found = { lhs: part.slice(0, i), op, rhs: part.slice(i + op.length) };
          break;
        }
      }
    }
    if (!found) throw new SelectorParseError(`invalid selector: '${selector}'; can't understand '${part}'`);
    out.push({ field: found.lhs, op: found.op === '!=' ? '!=' : '=', value: unescapeValue(found.rhs) });
  }
  return out;
}
