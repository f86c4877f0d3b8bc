// YAML as Go's gopkg.in/yaml.v2 (v2.4) marshals a JSON-like value: what sigs.k8s.io/yaml prints
// (`kubectl get -o yaml`, controller-gen's files, `yaml.Marshal` in a Go program). Block style,
// map keys in yaml.v2's order (sorter.go: letters after other characters, digit runs compared as
// numbers), sequences under a key not indented, and each string in the style yaml.v2 picks
// (encode.go stringv, emitterc.go yaml_emitter_analyze_scalar / select_scalar_style): plain when it
// would read back as the same string, single-quoted when plain is not allowed, double-quoted with
// escapes when it holds characters a quoted scalar cannot, a literal block when it spans lines.
// Long plain and quoted scalars are folded at a space once the line is past 80 columns
// (best_width), as the emitter does.

const BEST_WIDTH = 80;

// ——— what yaml.v2 would resolve a plain scalar to (resolve.go) ———

const RESOLVED_NON_STRINGS = new Set([
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  'true',
  'True',
  'TRUE',
  'on',
  'On',
  'ON',
  'n',
  'N',
  'no',
  'No',
  'NO',
  'false',
  'False',
  'FALSE',
  'off',
  'Off',
  'OFF',
  '',
  '~',
  'null',
  'Null',
  'NULL',
  '.nan',
  '.NaN',
  '.NAN',
  '.inf',
  '.Inf',
  '.INF',
  '+.inf',
  '+.Inf',
  '+.INF',
  '-.inf',
  '-.Inf',
  '-.INF',
  '<<',
]);
const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const INT_LIMIT = 2n ** 64n;

/** strconv.ParseInt/ParseUint with base 0 (sign, 0x, 0o, 0b, leading-0 octal), within 64 bits. */
function parsesAsGoInt(s: string): boolean {
  const m = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(s);
  if (!m) return false;
  let digits = m[2];
  if (/^0[oO]/.test(digits)) digits = `0o${digits.slice(2)}`;
  else if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  const v = BigInt(digits);
  return m[1] === '-' ? v <= 2n ** 63n : v < INT_LIMIT;
}

/** parseTimestamp: YYYY- first, then one of yaml.v2's time.Parse layouts. */
function isTimestamp(s: string): boolean {
  if (!/^[0-9]{4}-/.test(s)) return false;
  const m =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt](\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))|(?: (\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?))?$/.exec(
      s,
    );
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return false;
  const [h, mi, se] = m[4] !== undefined ? [m[4], m[5], m[6]] : [m[7], m[8], m[9]];
  return h === undefined || (Number(h) < 24 && Number(mi) < 60 && Number(se) < 60);
}

/** Whether `s`, written plain, would read back as another type: then yaml.v2 double-quotes it. */
function resolvesAsNonString(s: string): boolean {
  if (RESOLVED_NON_STRINGS.has(s)) return true;
  const c = s[0];
  if (c === '.') return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(s) || /^\.([eE][-+]?[0-9]+)$/.test(s);
  if (!/^[-+0-9]/.test(c)) return false;
  if (isTimestamp(s)) return true;
  const plain = s.replaceAll('_', '');
  if (parsesAsGoInt(plain) || YAML_STYLE_FLOAT.test(plain)) return true;
  return /^-?0b[01]+$/.test(plain);
}

// ——— characters (emitterc.go / yamlprivateh.go) ———

const isBreak = (c: number) => c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
const isPrintable = (c: number) =>
  c === 0x0a ||
  (c >= 0x20 && c <= 0x7e) ||
  (c >= 0xa0 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff);

type Analysis = {
  multiline: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
  blockAllowed: boolean;
};

/** yaml_emitter_analyze_scalar (block context: flow_plain_allowed never matters here). */
function analyze(cs: readonly number[]): Analysis {
  if (cs.length === 0)
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  let blockIndicators = false;
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let previousSpace = false;
  let previousBreak = false;
  const ch = (i: number) => String.fromCodePoint(cs[i]);
  if (
    cs.length >= 3 &&
    ((ch(0) === '-' && ch(1) === '-' && ch(2) === '-') || (ch(0) === '.' && ch(1) === '.' && ch(2) === '.'))
  )
    blockIndicators = true;
  let precededByWhitespace = true;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i];
    const followedByWhitespace = i + 1 >= cs.length || cs[i + 1] === 0x20 || cs[i + 1] === 0x09;
    const s = ch(i);
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(s)) blockIndicators = true;
      else if ((s === '?' || s === ':') && followedByWhitespace) blockIndicators = true;
      else if (s === '-' && followedByWhitespace) blockIndicators = true;
    } else if (s === ':' && followedByWhitespace) blockIndicators = true;
    else if (s === '#' && precededByWhitespace) blockIndicators = true;
    if (!isPrintable(c)) special = true;
    if (c === 0x20) {
      if (i === 0) leadingSpace = true;
      if (i === cs.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === cs.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = c === 0x20 || c === 0x09 || isBreak(c) || c === 0;
  }
  let blockPlainAllowed = true;
  let singleQuotedAllowed = true;
  let blockAllowed = true;
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) blockPlainAllowed = false;
  if (trailingSpace) blockAllowed = false;
  if (breakSpace) {
    blockPlainAllowed = false;
    singleQuotedAllowed = false;
  }
  if (spaceBreak || special) {
    blockPlainAllowed = false;
    singleQuotedAllowed = false;
    blockAllowed = false;
  }
  if (lineBreaks) blockPlainAllowed = false;
  if (blockIndicators) blockPlainAllowed = false;
  return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed, blockAllowed };
}

// ——— the emitter ———

class Out {
  text = '';
  column = 0;
  /** the next write starts at an indentation point (yaml.v2's `indention`) */
  indention = true;
  /** the last character written was whitespace (yaml.v2's `whitespace`) */
  whitespace = true;

  put(s: string): void {
    this.text += s;
    for (const _ of s) this.column++;
  }
  nl(): void {
    this.text += '\n';
    this.column = 0;
  }
  /** yaml_emitter_write_indent */
  indent(indent: number): void {
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) this.nl();
    while (this.column < indent) this.put(' ');
    this.whitespace = true;
    this.indention = true;
  }
  /** write_indicator: a space first when needed, then the indicator. */
  indicator(s: string, needWhitespace: boolean, isWhitespace: boolean, isIndention: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    this.put(s);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }
}

type Style = 'plain' | 'single' | 'double' | 'literal';

function styleOf(s: string, cs: readonly number[], simpleKey: boolean): Style {
  // encode.go stringv: a string that would resolve to another type is double-quoted; one with a
  // line break is a literal block
  let style: Style = s.includes('\n')
    ? 'literal'
    : !resolvesAsNonString(s) && !BASE60_FLOAT.test(s)
      ? 'plain'
      : 'double';
  const a = analyze(cs);
  if (simpleKey && a.multiline) style = 'double';
  if (style === 'plain') {
    if (!a.blockPlainAllowed) style = 'single';
    if (cs.length === 0 && simpleKey) style = 'single';
  }
  if (style === 'single' && !a.singleQuotedAllowed) style = 'double';
  if (style === 'literal' && (!a.blockAllowed || simpleKey)) style = 'double';
  return style;
}

// the escapes write_double_quoted_scalar uses by name
const ESCAPES = new Map<number, string>([
  [0x00, '0'],
  [0x07, 'a'],
  [0x08, 'b'],
  [0x09, 't'],
  [0x0a, 'n'],
  [0x0b, 'v'],
  [0x0c, 'f'],
  [0x0d, 'r'],
  [0x1b, 'e'],
  [0x22, '"'],
  [0x5c, '\\'],
  [0x85, 'N'],
  [0xa0, '_'],
  [0x2028, 'L'],
  [0x2029, 'P'],
]);

function hex(c: number, n: number): string {
  return c.toString(16).toUpperCase().padStart(n, '0');
}

/** write_break: `\n` starts a new line; another break character is written as it is. */
function writeBreak(o: Out, c: number): void {
  if (c === 0x0a) o.nl();
  else {
    o.put(String.fromCodePoint(c));
    o.column = 0;
  }
}

/** A string scalar at the current position; continuation lines at `indent`. */
function writeString(o: Out, s: string, indent: number, simpleKey: boolean): void {
  const cs = [...s].map((c) => c.codePointAt(0)!);
  const style = styleOf(s, cs, simpleKey);
  const allowBreaks = !simpleKey;
  const isSpace = (i: number) => i < cs.length && cs[i] === 0x20;
  if (style === 'plain') {
    if (!o.whitespace) o.put(' ');
    let spaces = false;
    for (let i = 0; i < cs.length; i++) {
      if (cs[i] === 0x20) {
        if (allowBreaks && !spaces && o.column > BEST_WIDTH && !isSpace(i + 1)) o.indent(indent);
        else o.put(' ');
        spaces = true;
      } else {
        o.put(String.fromCodePoint(cs[i]));
        spaces = false;
      }
    }
    o.whitespace = false;
    o.indention = false;
    return;
  }
  if (style === 'single') {
    o.indicator("'", true, false, false);
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < cs.length; i++) {
      if (isBreak(cs[i])) {
        // a break other than \n (a string with \n is a literal block) is written as it is, and
        // the next line starts at the indent (write_break, then write_indent)
        writeBreak(o, cs[i]);
        o.indention = true;
        breaks = true;
        continue;
      }
      if (breaks) o.indent(indent);
      breaks = false;
      if (cs[i] === 0x20) {
        if (
          allowBreaks &&
          !spaces &&
          o.column > BEST_WIDTH &&
          i !== 0 &&
          i !== cs.length - 1 &&
          !isSpace(i + 1)
        )
          o.indent(indent);
        else o.put(' ');
        spaces = true;
      } else {
        const c = String.fromCodePoint(cs[i]);
        o.put(c === "'" ? "''" : c);
        o.indention = false;
        spaces = false;
      }
    }
    o.indicator("'", false, false, false);
    return;
  }
  if (style === 'double') {
    o.indicator('"', true, false, false);
    let spaces = false;
    // yaml.v2's is_bom(value, i) looks at the string's first bytes whatever i is: a string that
    // starts with a byte order mark has every character escaped
    const bom = cs[0] === 0xfeff;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i];
      if (bom || !isPrintable(c) || isBreak(c) || c === 0x22 || c === 0x5c) {
        o.put(
          `\\${ESCAPES.get(c) ?? (c <= 0xff ? `x${hex(c, 2)}` : c <= 0xffff ? `u${hex(c, 4)}` : `U${hex(c, 8)}`)}`,
        );
        spaces = false;
      } else if (c === 0x20) {
        if (allowBreaks && !spaces && o.column > BEST_WIDTH && i !== 0 && i !== cs.length - 1) {
          o.indent(indent);
          if (isSpace(i + 1)) o.put('\\');
        } else o.put(' ');
        spaces = true;
      } else {
        o.put(String.fromCodePoint(c));
        spaces = false;
      }
    }
    o.indicator('"', false, false, false);
    return;
  }
  // literal: `|`, then the chomping and indentation hints (write_block_scalar_hints)
  o.indicator('|', true, false, false);
  if (cs[0] === 0x20 || isBreak(cs[0])) o.put('2');
  const last = cs.length - 1;
  if (!isBreak(cs[last])) o.put('-');
  else if (last === 0 || isBreak(cs[last - 1])) o.put('+');
  o.nl();
  o.indention = true;
  o.whitespace = true;
  let breaks = true;
  for (const c of cs) {
    if (isBreak(c)) {
      writeBreak(o, c);
      o.indention = true;
      breaks = true;
    } else {
      if (breaks) o.indent(indent);
      o.put(String.fromCodePoint(c));
      o.indention = false;
      breaks = false;
    }
  }
  // as write_literal_scalar leaves them: after a final line break the next key needs no new line
}

/** strconv.FormatFloat(f, 'g', -1, 64) for a float that is not an integer. */
function goFloat(f: number): string {
  if (Number.isNaN(f)) return '.nan';
  if (!Number.isFinite(f)) return f > 0 ? '.inf' : '-.inf';
  const [mant, e] = f.toExponential().split('e');
  const exp = Number(e);
  // shortest digits: %e when the exponent is below -4 or at least 6 (eprec for the shortest form)
  if (exp < -4 || exp >= 6) {
    const sign = exp < 0 ? '-' : '+';
    return `${mant}e${sign}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  return String(f);
}

function scalarText(v: unknown): string | undefined {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (Number.isInteger(v) && Math.abs(v) < 1e21) return BigInt(v).toString();
    return goFloat(v);
  }
  return undefined;
}

// sorter.go keyList.Less for string keys
function keyLess(a: string, b: string): boolean {
  const ar = [...a];
  const br = [...b];
  const letter = (c: string) => /\p{L}/u.test(c);
  const digit = (c: string) => c >= '0' && c <= '9';
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) continue;
    const al = letter(ar[i]);
    const bl = letter(br[i]);
    if (al && bl) return ar[i] < br[i];
    if (al || bl) return bl;
    let an = 0n;
    let bn = 0n;
    if (ar[i] === '0' || br[i] === '0') {
      for (let j = i - 1; j >= 0 && digit(ar[j]); j--) {
        if (ar[j] !== '0') {
          an = 1n;
          bn = 1n;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    for (; ai < ar.length && digit(ar[ai]); ai++) an = an * 10n + BigInt(ar[ai].charCodeAt(0) - 48);
    for (; bi < br.length && digit(br[bi]); bi++) bn = bn * 10n + BigInt(br[bi].charCodeAt(0) - 48);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ar[i] < br[i];
  }
  return ar.length < br.length;
}

function sortedKeys(o: object): string[] {
  return Object.keys(o).sort((a, b) => (keyLess(a, b) ? -1 : keyLess(b, a) ? 1 : 0));
}

/** A mapping: a plain object, or a Map (the YAML reader's, with keys of any type). */
const isMapping = (v: unknown): v is Record<string, unknown> | Map<unknown, unknown> =>
  v instanceof Map || (v !== null && typeof v === 'object' && !Array.isArray(v));

function entriesOf(v: Record<string, unknown> | Map<unknown, unknown>): [string, unknown][] {
  if (v instanceof Map) {
    const o = Object.fromEntries([...v].map(([k, x]) => [String(k), x]));
    return sortedKeys(o).map((k) => [k, o[k]]);
  }
  return sortedKeys(v)
    .filter((k) => v[k] !== undefined)
    .map((k) => [k, v[k]]);
}

/** A node at the current position; `indent` is the emitter's indent where it starts. */
function writeNode(o: Out, v: unknown, indent: number, context: 'value' | 'item' | 'root'): void {
  if (Array.isArray(v)) {
    if (v.length === 0) {
      o.indicator('[]', true, false, false);
      return;
    }
    // a sequence under a mapping key is not indented (increase_indent's indentless)
    const ind = context === 'value' ? indent : context === 'root' ? 0 : indent + 2;
    for (const item of v) {
      o.indent(ind);
      o.indicator('-', true, false, true);
      writeNode(o, item, ind, 'item');
    }
    return;
  }
  if (isMapping(v)) {
    const entries = entriesOf(v);
    if (entries.length === 0) {
      o.indicator('{}', true, false, false);
      return;
    }
    const ind = context === 'root' ? 0 : indent + 2;
    for (const [k, x] of entries) {
      o.indent(ind);
      writeString(o, k, ind + 2, true);
      o.indicator(':', false, false, false);
      writeNode(o, x, ind, 'value');
    }
    return;
  }
  // a scalar's continuation lines are indented one step from where its node is (emit_scalar's
  // increase_indent)
  const text = scalarText(v);
  if (text !== undefined) {
    if (!o.whitespace) o.put(' ');
    o.put(text);
    o.whitespace = false;
    o.indention = false;
    return;
  }
  writeString(o, String(v), context === 'root' ? 2 : indent + 2, false);
}

/** yaml.Marshal(v) of gopkg.in/yaml.v2 (through sigs.k8s.io/yaml: a JSON-like value). */
export function goYaml(v: unknown): string {
  const o = new Out();
  writeNode(o, v, -1, 'root');
  return `${o.text}\n`;
}
