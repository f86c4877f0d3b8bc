// kubectl's `-o jsonpath=TEMPLATE`: a port of k8s.io/client-go util/jsonpath (parser.go, jsonpath.go)
// as k8s.io/cli-runtime pkg/printers/jsonpath.go runs it (AllowMissingKeys true for `kubectl get`).
// The data is an unstructured object: an integral JSON number is an int64, any other a float64.
// Where Go ranges over a map (wildcard, recursive descent) its order is random; here keys are sorted.

import { goQuote } from '../../../kube/apiserver/status.ts';
import { isObject, type Json, type JsonObject } from '../../../kube/apiserver/types.ts';

type Params = { value: number; known: boolean; derived: boolean };
type Node =
  | { t: 'list'; nodes: Node[] }
  | { t: 'text'; text: string }
  | { t: 'field'; name: string }
  | { t: 'ident'; name: string }
  | { t: 'int'; value: number }
  | { t: 'float'; value: number }
  | { t: 'bool'; value: boolean }
  | { t: 'array'; params: [Params, Params, Params] }
  | { t: 'filter'; left: Node & { t: 'list' }; right: Node & { t: 'list' }; op: string }
  | { t: 'wildcard' }
  | { t: 'recursive' }
  | { t: 'union'; nodes: (Node & { t: 'list' })[] };

/** A value the evaluator holds: JSON, with Go's int/float distinction for literals. */
type Val = { v: Json; float?: boolean };

class ParseError extends Error {}

const EOF = '';
const isSpace = (r: string) => r === ' ' || r === '\t';
const isEndOfLine = (r: string) => r === '\r' || r === '\n';
const isTerminator = (r: string) =>
  isSpace(r) || isEndOfLine(r) || [EOF, '.', ',', '[', ']', '$', '@', '{', '}'].includes(r);
const isAlphaNumeric = (r: string) => r === '_' || /^[\p{L}\p{Nd}]$/u.test(r);
const isDigit = (r: string) => /^\p{Nd}$/u.test(r);

const list = (): Node & { t: 'list' } => ({ t: 'list', nodes: [] });

/** parser.go: the template as a list of text nodes and actions. Errors read as Go's. */
class Parser {
  root = list();
  private input = '';
  private pos = 0;
  private start = 0;
  private width = 0;

  parse(text: string): void {
    this.input = text;
    this.root = list();
    this.pos = 0;
    this.parseText(this.root);
  }

  private consumeText(): string {
    const v = this.input.slice(this.start, this.pos);
    this.start = this.pos;
    return v;
  }
  private next(): string {
    if (this.pos >= this.input.length) {
      this.width = 0;
      return EOF;
    }
    const r = String.fromCodePoint(this.input.codePointAt(this.pos) as number);
    this.width = r.length;
    this.pos += r.length;
    return r;
  }
  private peek(): string {
    const r = this.next();
    this.backup();
    return r;
  }
  private backup(): void {
    this.pos -= this.width;
  }

  private parseText(cur: Node & { t: 'list' }): void {
    for (;;) {
      if (this.input.startsWith('{', this.pos)) {
        if (this.pos > this.start) cur.nodes.push({ t: 'text', text: this.consumeText() });
        this.parseLeftDelim(cur);
        return;
      }
      if (this.next() === EOF) break;
    }
    if (this.pos > this.start) cur.nodes.push({ t: 'text', text: this.consumeText() });
  }

  private parseLeftDelim(cur: Node & { t: 'list' }): void {
    this.pos += 1;
    this.consumeText();
    const n = list();
    cur.nodes.push(n);
    this.parseInsideAction(n);
  }

  private parseInsideAction(cur: Node & { t: 'list' }): void {
    for (;;) {
      const rest = this.input.slice(this.pos);
      if (rest.startsWith('}')) {
        this.parseRightDelim();
        return;
      }
      if (rest.startsWith('[?(')) {
        this.parseFilter(cur);
        return;
      }
      if (rest.startsWith('..')) {
        this.parseRecursive(cur);
        return;
      }
      const r = this.next();
      if (r === EOF || isEndOfLine(r)) throw new ParseError('unclosed action');
      if (r === ' ' || r === '@' || r === '$') {
        this.consumeText();
        continue;
      }
      if (r === '[') {
        this.parseArray(cur);
        return;
      }
      if (r === '"' || r === "'") {
        this.parseQuote(cur, r);
        return;
      }
      if (r === '.') {
        this.parseField(cur);
        return;
      }
      if (r === '+' || r === '-' || isDigit(r)) {
        this.backup();
        this.parseNumber(cur);
        return;
      }
      if (isAlphaNumeric(r)) {
        this.backup();
        this.parseIdentifier(cur);
        return;
      }
      throw new ParseError(`unrecognized character in action: ${goRuneU(r)}`);
    }
  }

  private parseRightDelim(): void {
    this.pos += 1;
    this.consumeText();
    this.parseText(this.root);
  }

  private parseIdentifier(cur: Node & { t: 'list' }): void {
    for (;;) {
      const r = this.next();
      if (isTerminator(r)) {
        this.backup();
        break;
      }
    }
    const value = this.consumeText();
    if (value === 'true' || value === 'false') cur.nodes.push({ t: 'bool', value: value === 'true' });
    else cur.nodes.push({ t: 'ident', name: value });
    this.parseInsideAction(cur);
  }

  private parseRecursive(cur: Node & { t: 'list' }): void {
    if (cur.nodes.at(-1)?.t === 'recursive') throw new ParseError('invalid multiple recursive descent');
    this.pos += 2;
    this.consumeText();
    cur.nodes.push({ t: 'recursive' });
    if (isAlphaNumeric(this.peek())) {
      this.parseField(cur);
      return;
    }
    this.parseInsideAction(cur);
  }

  private parseNumber(cur: Node & { t: 'list' }): void {
    const r = this.peek();
    if (r === '+' || r === '-') this.next();
    for (;;) {
      const c = this.next();
      if (c !== '.' && !isDigit(c)) {
        this.backup();
        break;
      }
    }
    const value = this.consumeText();
    if (/^[+-]?\d+$/.test(value)) cur.nodes.push({ t: 'int', value: Number(value) });
    else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value)) cur.nodes.push({ t: 'float', value: Number(value) });
    else throw new ParseError(`cannot parse number ${value}`);
    this.parseInsideAction(cur);
  }

  private parseArray(cur: Node & { t: 'list' }): void {
    for (;;) {
      const r = this.next();
      if (r === EOF || r === '\n') throw new ParseError('unterminated array');
      if (r === ']') break;
    }
    let text = this.consumeText();
    text = text.slice(1, -1);
    if (text === '*') text = ':';
    const strs = text.split(',');
    if (strs.length > 1) {
      cur.nodes.push({ t: 'union', nodes: strs.map((s) => parseAction(`[${s.replace(/^ +| +$/g, '')}]`)) });
      this.parseInsideAction(cur);
      return;
    }
    const dict = /^'([^']*)'$/.exec(text);
    if (dict) {
      cur.nodes.push(...parseAction(`.${dict[1]}`).nodes);
      this.parseInsideAction(cur);
      return;
    }
    const m = /^(-?\d*)(:-?\d*)?(:-?\d*)?$/.exec(text);
    if (!m) throw new ParseError(`invalid array index ${text}`);
    const params: [Params, Params, Params] = [
      { value: 0, known: false, derived: false },
      { value: 0, known: false, derived: false },
      { value: 0, known: false, derived: false },
    ];
    for (let i = 0; i < 3; i++) {
      let v = m[i + 1] ?? '';
      if (v !== '') {
        if (i > 0) v = v.slice(1);
        if (i > 0 && v === '') params[i].known = false;
        else {
          if (!/^-?\d+$/.test(v)) throw new ParseError(`array index ${v} is not a number`);
          params[i].known = true;
          params[i].value = Number(v);
        }
      } else if (i === 1) {
        params[i] = { known: true, value: params[0].value + 1, derived: true };
      }
    }
    cur.nodes.push({ t: 'array', params });
    this.parseInsideAction(cur);
  }

  private parseFilter(cur: Node & { t: 'list' }): void {
    this.pos += 3;
    this.consumeText();
    let begin = false;
    let end = false;
    let pair = '';
    loop: for (;;) {
      const r = this.next();
      switch (r) {
        case EOF:
        case '\n':
          throw new ParseError('unterminated filter');
        case '"':
        case "'":
          if (!begin) {
            begin = true;
            pair = r;
            continue;
          }
          if (this.input[this.pos - 2] !== '\\' && r === pair) end = true;
          break;
        case ')':
          if (begin === end) break loop;
      }
    }
    if (this.next() !== ']') throw new ParseError('unclosed array expect ]');
    const text = this.consumeText().slice(0, -2);
    const m = /^([^!<>=]+)([!<>=]+)(.+?)$/s.exec(text);
    if (!m) cur.nodes.push({ t: 'filter', left: parseAction(text), right: list(), op: 'exists' });
    else cur.nodes.push({ t: 'filter', left: parseAction(m[1]), right: parseAction(m[3]), op: m[2] });
    this.parseInsideAction(cur);
  }

  private parseQuote(cur: Node & { t: 'list' }, end: string): void {
    for (;;) {
      const r = this.next();
      if (r === EOF || r === '\n') throw new ParseError('unterminated quoted string');
      if (r === end && this.input[this.pos - 2] !== '\\') break;
    }
    const value = this.consumeText();
    const s = unquoteExtend(value);
    if (s === undefined) throw new ParseError(`unquote string ${value} error invalid syntax`);
    cur.nodes.push({ t: 'text', text: s });
    this.parseInsideAction(cur);
  }

  private parseField(cur: Node & { t: 'list' }): void {
    this.consumeText();
    while (this.advance()) {}
    const value = this.consumeText();
    if (value === '*') cur.nodes.push({ t: 'wildcard' });
    else cur.nodes.push({ t: 'field', name: value.replaceAll('\\', '') });
    this.parseInsideAction(cur);
  }

  private advance(): boolean {
    const r = this.next();
    if (r === '\\') this.next();
    else if (isTerminator(r)) {
      this.backup();
      return false;
    }
    return true;
  }
}

/** parseAction: `{text}` parsed, its one action list. */
function parseAction(text: string): Node & { t: 'list' } {
  const p = new Parser();
  p.parse(`{${text}}`);
  return p.root.nodes[0] as Node & { t: 'list' };
}

/** %#U of a rune: U+0021 '!'. */
function goRuneU(r: string): string {
  const c = r.codePointAt(0) as number;
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')} '${r}'`;
}

/** UnquoteExtend: a Go quoted string in "" or '' (strconv.UnquoteChar escapes). */
function unquoteExtend(s: string): string | undefined {
  if (s.length < 2) return undefined;
  const quote = s[0];
  if (quote !== s.at(-1) || (quote !== '"' && quote !== "'")) return undefined;
  const body = s.slice(1, -1);
  let out = '';
  const simple: Record<string, string> = {
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
  };
  for (let i = 0; i < body.length; ) {
    const c = body[i];
    if (c === quote) return undefined;
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
    const e = body[i + 1];
    if (e === undefined) return undefined;
    if (e in simple) {
      out += simple[e];
      i += 2;
    } else if (e === quote) {
      out += e;
      i += 2;
    } else if (e === 'x' || e === 'u' || e === 'U') {
      const n = e === 'x' ? 2 : e === 'u' ? 4 : 8;
      const hex = body.slice(i + 2, i + 2 + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(hex)) return undefined;
      out += String.fromCodePoint(Number.parseInt(hex, 16));
      i += 2 + n;
    } else if (/[0-7]/.test(e)) {
      const oct = body.slice(i + 1, i + 4);
      if (!/^[0-7]{3}$/.test(oct) || Number.parseInt(oct, 8) > 255) return undefined;
      out += String.fromCharCode(Number.parseInt(oct, 8));
      i += 4;
    } else return undefined;
  }
  return out;
}

class ExecError extends Error {}

const isNil = (x: Val) => x.v === null || x.v === undefined;
const isArr = (x: Val): x is { v: Json[] } => Array.isArray(x.v);

/** jsonpath.go's evaluator, with its range/end counters. */
class JSONPath {
  private beginRange = 0;
  private inRange = 0;
  private endRange = 0;
  private lastEndNode: Node | undefined;

  private readonly allowMissingKeys: boolean;

  constructor(allowMissingKeys: boolean) {
    this.allowMissingKeys = allowMissingKeys;
  }

  findResults(data: Val, nodes: Node[]): Val[][] {
    const cur: Val[] = [data];
    const full: Val[][] = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      const results = this.walk(cur, node);
      // an end node closes the current block
      if (this.endRange > 0 && this.endRange <= this.inRange) {
        this.endRange--;
        this.lastEndNode = node;
        break;
      }
      // a range node loops over its results
      if (this.beginRange > 0) {
        this.beginRange--;
        this.inRange++;
        if (results.length > 0)
          for (const value of results) full.push(...this.findResults(value, nodes.slice(i + 1)));
        else this.findResults({ v: null }, nodes.slice(i + 1));
        this.inRange--;
        for (let k = i + 1; k < nodes.length; k++)
          if (nodes[k] === this.lastEndNode) {
            i = k;
            break;
          }
        continue;
      }
      full.push(results);
    }
    return full;
  }

  private walk(value: Val[], node: Node): Val[] {
    switch (node.t) {
      case 'list': {
        let cur = value;
        for (const n of node.nodes) cur = this.walk(cur, n);
        return cur;
      }
      case 'text':
        return [{ v: node.text }];
      case 'field':
        return this.evalField(value, node.name);
      case 'array':
        return this.evalArray(value, node.params);
      case 'filter':
        return this.evalFilter(value, node);
      case 'int':
        return value.map(() => ({ v: node.value }));
      case 'float':
        return value.map(() => ({ v: node.value, float: true }));
      case 'bool':
        return value.map(() => ({ v: node.value }));
      case 'wildcard':
        return value.flatMap(children);
      case 'recursive':
        return this.evalRecursive(value);
      case 'union':
        return node.nodes.flatMap((n) => this.walk(value, n));
      case 'ident':
        if (node.name === 'range') {
          this.beginRange++;
          return value;
        }
        if (node.name === 'end') {
          if (this.inRange > 0) {
            this.endRange++;
            return [];
          }
          throw new ExecError('not in range, nothing to end');
        }
        throw new ExecError(`unrecognized identifier ${node.name}`);
    }
  }

  private evalField(input: Val[], name: string): Val[] {
    const results: Val[] = [];
    if (input.length === 0) return results;
    // a field of anything but a map finds nothing
    for (const x of input) if (isObject(x.v) && Object.hasOwn(x.v, name)) results.push({ v: x.v[name] });
    if (results.length === 0 && !this.allowMissingKeys) throw new ExecError(`${name} is not found`);
    return results;
  }

  private evalArray(input: Val[], node: [Params, Params, Params]): Val[] {
    const result: Val[] = [];
    for (const x of input) {
      if (isNil(x)) continue;
      const params = node.map((p) => ({ ...p })) as [Params, Params, Params];
      if (!isArr(x)) throw new ExecError(`${goTypeName(x)} is not array or slice`);
      const len = x.v.length;
      if (!params[0].known) params[0].value = 0;
      if (params[0].value < 0) params[0].value += len;
      if (!params[1].known) params[1].value = len;
      if (params[1].value < 0 || (params[1].value === 0 && params[1].derived)) params[1].value += len;
      if (params[1].value !== params[0].value) {
        if (params[0].value >= len || params[0].value < 0)
          throw new ExecError(`array index out of bounds: index ${params[0].value}, length ${len}`);
        if (params[1].value > len || params[1].value < 0)
          throw new ExecError(`array index out of bounds: index ${params[1].value - 1}, length ${len}`);
        if (params[0].value > params[1].value)
          throw new ExecError(
            `starting index ${params[0].value} is greater than ending index ${params[1].value}`,
          );
      } else return result;
      const slice = x.v.slice(params[0].value, params[1].value);
      let step = 1;
      if (params[2].known) {
        if (params[2].value <= 0) throw new ExecError('step must be > 0');
        step = params[2].value;
      }
      for (let i = 0; i < slice.length; i += step) result.push({ v: slice[i] });
    }
    return result;
  }

  private evalRecursive(input: Val[]): Val[] {
    const result: Val[] = [];
    for (const x of input) {
      if (isNil(x)) continue;
      const kids = children(x);
      if (kids.length !== 0) {
        result.push(x);
        result.push(...this.evalRecursive(kids));
      }
    }
    return result;
  }

  private evalFilter(input: Val[], node: Node & { t: 'filter' }): Val[] {
    const results: Val[] = [];
    for (const x of input) {
      if (!isArr(x)) throw new ExecError(`${goValue(x)} is not array or slice and cannot be filtered`);
      for (const el of x.v) {
        const temp = [{ v: el }];
        let lefts: Val[];
        try {
          lefts = this.walk(temp, node.left);
        } catch (e) {
          if (node.op === 'exists') continue;
          throw e;
        }
        if (node.op === 'exists') {
          if (lefts.length > 0) results.push({ v: el });
          continue;
        }
        if (lefts.length === 0) continue;
        if (lefts.length > 1) throw new ExecError('can only compare one element at a time');
        const rights = this.walk(temp, node.right);
        if (rights.length === 0) continue;
        if (rights.length > 1) throw new ExecError('can only compare one element at a time');
        if (compare(lefts[0], rights[0], node.op)) results.push({ v: el });
      }
    }
    return results;
  }
}

/** The elements of an array or string, the values of a map (keys sorted): wildcard and `..`. */
function children(x: Val): Val[] {
  if (Array.isArray(x.v)) return x.v.map((v) => ({ v }));
  if (isObject(x.v))
    return Object.keys(x.v)
      .sort()
      .map((k) => ({ v: (x.v as JsonObject)[k] }));
  // a string's elements are its bytes (uint8)
  if (typeof x.v === 'string') return [...new TextEncoder().encode(x.v)].map((b) => ({ v: b }));
  return [];
}

type Kind = 'bool' | 'int' | 'float' | 'string';
function basicKind(x: Val): Kind {
  if (typeof x.v === 'boolean') return 'bool';
  if (typeof x.v === 'number') return x.float || !Number.isInteger(x.v) ? 'float' : 'int';
  if (typeof x.v === 'string') return 'string';
  throw new ExecError('invalid type for comparison');
}

/** The forked text/template comparison functions (eq, ne, lt, le, gt, ge). */
function compare(l: Val, r: Val, op: string): boolean {
  const equal = () => {
    const k1 = basicKind(l);
    const k2 = basicKind(r);
    if (k1 !== k2) throw new ExecError('incompatible types for comparison');
    return l.v === r.v;
  };
  const less = () => {
    const k1 = basicKind(l);
    const k2 = basicKind(r);
    if (k1 !== k2) throw new ExecError('incompatible types for comparison');
    if (k1 === 'bool') throw new ExecError('invalid type for comparison');
    return k1 === 'string' ? byteLess(l.v as string, r.v as string) : (l.v as number) < (r.v as number);
  };
  switch (op) {
    case '<':
      return less();
    case '>':
      return !(less() || equal());
    case '==':
      return equal();
    case '!=':
      return !equal();
    case '<=':
      return less() || equal();
    case '>=':
      return !less();
    default:
      throw new ExecError(`unrecognized filter operator ${op}`);
  }
}

function byteLess(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i];
  return x.length < y.length;
}

/** fmt's %v of a float64: shortest digits, %e form when the exponent is < -4 or >= 6. */
function goFloat(v: number): string {
  if (v === 0 || !Number.isFinite(v)) return v === 0 ? '0' : v > 0 ? '+Inf' : v < 0 ? '-Inf' : 'NaN';
  const [mant, e] = v.toExponential().split('e');
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return String(v);
}

/** encoding/json's Marshal of an unstructured value: keys sorted, HTML characters escaped. */
function goMarshal(v: Json | undefined): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map(goMarshal).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${marshalString(k)}:${goMarshal(v[k])}`)
      .join(',')}}`;
  if (typeof v === 'string') return marshalString(v);
  return JSON.stringify(v);
}

const marshalString = (s: string) =>
  JSON.stringify(s).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${(c.codePointAt(0) as number).toString(16).padStart(4, '0')}`,
  );

/** MarshalIndent(v, "", "    ") for -o jsonpath-as-json. */
function goMarshalIndent(v: Json | undefined, indent = ''): string {
  const inner = `${indent}    `;
  if (Array.isArray(v))
    return v.length === 0
      ? '[]'
      : `[\n${v.map((x) => inner + goMarshalIndent(x, inner)).join(',\n')}\n${indent}]`;
  if (isObject(v)) {
    const keys = Object.keys(v).sort();
    return keys.length === 0
      ? '{}'
      : `{\n${keys.map((k) => `${inner}${marshalString(k)}: ${goMarshalIndent(v[k], inner)}`).join(',\n')}\n${indent}}`;
  }
  return goMarshal(v);
}

/** The Go type %v names in `... is not array or slice`. */
function goTypeName(x: Val): string {
  if (isObject(x.v)) return 'map[string]interface {}';
  if (typeof x.v === 'string') return 'string';
  if (typeof x.v === 'boolean') return 'bool';
  if (typeof x.v === 'number') return Number.isInteger(x.v) ? 'int64' : 'float64';
  return 'interface {}';
}

/** %v of a value (the filter's `... is not array or slice` error). */
function goValue(x: Val): string {
  const v = x.v;
  if (v === null || v === undefined) return '<invalid reflect.Value>';
  if (isObject(v))
    return `map[${Object.keys(v)
      .sort()
      .map((k) => `${k}:${goValue({ v: v[k] })}`)
      .join(' ')}]`;
  if (Array.isArray(v)) return `[${v.map((e) => goValue({ v: e })).join(' ')}]`;
  if (typeof v === 'number') return basicKind(x) === 'float' ? goFloat(v) : String(v);
  return String(v);
}

/** %#v of the unstructured object the error message shows. */
function goSharpV(v: Json | undefined): string {
  if (v === null || v === undefined) return 'interface {}(nil)';
  if (Array.isArray(v)) return `[]interface {}{${v.map((e) => goSharpV(e)).join(', ')}}`;
  if (isObject(v))
    return `map[string]interface {}{${Object.keys(v)
      .sort()
      .map((k) => `${goQuote(k)}:${goSharpV(v[k])}`)
      .join(', ')}}`;
  if (typeof v === 'string') return goQuote(v);
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : goFloat(v);
  return String(v);
}

/** PrintResults: maps and slices as JSON, scalars as fmt prints them, one space between values. */
function printResults(results: Val[], outputJSON: boolean): string {
  if (outputJSON) return `${goMarshalIndent(results.map((r) => r.v))}\n`;
  return results
    .map((r) => {
      const v = r.v;
      if (Array.isArray(v) || isObject(v)) return goMarshal(v);
      if (v === null || v === undefined) return 'null';
      if (typeof v === 'number') return basicKind(r) === 'float' ? goFloat(v) : String(v);
      return String(v);
    })
    .join(' ');
}

/**
 * The printed template, or the error kubectl reports (without its `error: ` prefix): a template
 * that does not parse, or one whose evaluation fails.
 */
export function executeJsonPath(
  template: string,
  data: Json,
  opts: { allowMissingKeys: boolean; outputJSON?: boolean },
): { ok: string } | { error: string } {
  const p = new Parser();
  try {
    p.parse(template);
  } catch (e) {
    if (e instanceof ParseError) return { error: `error parsing jsonpath ${template}, ${e.message}` };
    throw e;
  }
  try {
    const full = new JSONPath(opts.allowMissingKeys).findResults({ v: data }, p.root.nodes);
    return { ok: full.map((r) => printResults(r, opts.outputJSON ?? false)).join('') };
  } catch (e) {
    if (!(e instanceof ExecError)) throw e;
    return {
      error:
        `error executing jsonpath ${goQuote(template)}: Error executing template: ${e.message}. Printing more information for debugging the template:\n` +
        `\ttemplate was:\n\t\t${template}\n` +
        `\tobject given to jsonpath engine was:\n\t\t${goSharpV(data)}\n\n\n`,
    };
  }
}

/**
 * A template parsed as client-go's `jsonpath.New(name).AllowMissingKeys(true).Parse`, for FindResults
 * (kubectl wait --for=jsonpath): the parser's error as it is, or a finder whose results are grouped per
 * template node and whose failures are the evaluator's errors.
 */
export function compileJsonPath(
  template: string,
): { find(data: Json): Json[][] | { error: string } } | { error: string } {
  const p = new Parser();
  try {
    p.parse(template);
  } catch (e) {
    if (e instanceof ParseError) return { error: e.message };
    throw e;
  }
  return {
    find(data: Json) {
      try {
        return new JSONPath(true).findResults({ v: data }, p.root.nodes).map((g) => g.map((x) => x.v));
      } catch (e) {
        if (e instanceof ExecError) return { error: e.message };
        throw e;
      }
    },
  };
}

/** fmt.Sprint of an unstructured value: maps as map[k:v ...] (keys sorted), slices as [a b], nil as <nil>. */
export function goSprint(v: Json | undefined): string {
  if (v === null || v === undefined) return '<nil>';
  if (Array.isArray(v)) return `[${v.map(goSprint).join(' ')}]`;
  if (isObject(v))
    return `map[${Object.keys(v)
      .sort()
      .map((k) => `${k}:${goSprint(v[k])}`)
      .join(' ')}]`;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : goFloat(v);
  return String(v);
}

/** RelaxedJSONPathExpression: `a.b`, `.a.b`, `{a.b}` and `{.a.b}` all become `{.a.b}`. */
export function relaxedJSONPathExpression(expr: string): string | { error: string } {
  if (expr === '') return expr;
  const m = /^\{\.?([^{}]+)\}$|^\.?([^{}]+)$/.exec(expr);
  if (!m)
    return {
      error:
        "unexpected path string, expected a 'name1.name2' or '.name1.name2' or '{name1.name2}' or '{.name1.name2}'",
    };
  return `{.${m[1] ?? m[2]}}`;
}

/**
 * `-o custom-columns=HEADER:PATH,...` ([K8S] kubectl v0.28 pkg/cmd/get/customcolumn.go): the rows
 * before kubectl's tabwriter lays them out; a path with no result reads <none>, several results
 * are joined by commas, each as fmt.Sprint prints it.
 */
export function customColumns(
  spec: string,
  items: readonly Json[],
  noHeaders: boolean,
): { rows: string[][] } | { error: string } {
  if (spec === '') return { error: 'custom-columns format specified but no custom columns given' };
  const columns: { header: string; nodes: Node[] }[] = [];
  for (const part of spec.split(',')) {
    const colon = part.indexOf(':');
    if (colon < 0)
      return { error: `unexpected custom-columns spec: ${part}, expected <header>:<json-path-expr>` };
    const path = relaxedJSONPathExpression(part.slice(colon + 1));
    if (typeof path !== 'string') return path;
    const p = new Parser();
    try {
      p.parse(path);
    } catch (e) {
      if (e instanceof ParseError) return { error: e.message };
      throw e;
    }
    columns.push({ header: part.slice(0, colon), nodes: p.root.nodes });
  }
  const rows: string[][] = noHeaders ? [] : [columns.map((c) => c.header)];
  for (const item of items) {
    const row: string[] = [];
    for (const c of columns) {
      let values: Val[][];
      try {
        values = new JSONPath(true).findResults({ v: item }, c.nodes);
      } catch (e) {
        if (e instanceof ExecError) return { error: e.message };
        throw e;
      }
      const strs = values.length === 0 || values[0].length === 0 ? ['<none>'] : [];
      for (const group of values) for (const x of group) strs.push(goSprint(x.v));
      row.push(strs.join(','));
    }
    rows.push(row);
  }
  return { rows };
}
