/**
 * A parser for the CEL subset CRD validation rules use ([cel-spec] doc/langdef.md "Syntax"; google/cel-go
 * parser/gen/CEL.g4): literals, identifiers, field selection, indexing, calls and receiver calls, lists,
 * maps, the unary, binary and ternary operators, and the macros has/all/exists/exists_one/map/filter
 * (cel-go parser/macro.go), expanded here into their own node kinds.
 *
 * Optional syntax (`x.?f`, `m[?k]`, `[?x]`, `{?k: v}`) is parsed. What it does not accept (message
 * construction `T{...}`, a leading `.` on identifiers, …) throws `CelUnsupported`: the caller then leaves
 * the rule unchecked rather than reporting an error the real parser's ANTLR grammar would word differently.
 */

export class CelUnsupported extends Error {}

export type Expr =
  | { k: 'lit'; v: CelLit }
  /** pos: the identifier's offset in the source (UTF-16 units), for the checker's error locations */
  | { k: 'ident'; name: string; pos?: number }
  /** pos: the offset of its `.` (cel-go places a selection there) */
  | { k: 'select'; operand: Expr; field: string; test: boolean; opt?: boolean; pos?: number }
  | { k: 'index'; operand: Expr; index: Expr; opt?: boolean }
  | { k: 'call'; fn: string; target?: Expr; args: Expr[] }
  | { k: 'list'; elems: Expr[]; opt?: boolean[] }
  | { k: 'map'; entries: [Expr, Expr][]; opt?: boolean[] }
  /** `x.optMap(v, body)` / `x.optFlatMap(v, body)`: cel-go's optional macros (ext optional library) */
  | { k: 'optmap'; target: Expr; v: string; body: Expr; flat: boolean }
  | { k: 'and' | 'or'; l: Expr; r: Expr }
  | { k: 'cond'; c: Expr; t: Expr; f: Expr }
  | {
      k: 'comp';
      macro: 'all' | 'exists' | 'exists_one' | 'map' | 'filter' | 'transformList' | 'transformMap';
      range: Expr;
      v: string;
      /** the second variable of a two-variable comprehension (cel-go ext/comprehensions.go): index or key first, then value */
      v2?: string;
      filter?: Expr;
      body: Expr;
    };

export type CelLit =
  | { t: 'int'; v: bigint }
  | { t: 'uint'; v: bigint }
  | { t: 'double'; v: number }
  | { t: 'string'; v: string }
  | { t: 'bytes'; v: Uint8Array }
  | { t: 'bool'; v: boolean }
  | { t: 'null' };

type Tok =
  | { t: 'num'; lit: CelLit }
  | { t: 'str'; lit: CelLit }
  | { t: 'id'; s: string; off?: number }
  | { t: 'op'; s: string; off?: number }
  | { t: 'eof' };

/** Identifiers the CEL grammar reserves (cel-go parser); CRD property names escape them too. */
export const RESERVED = new Set([
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

const OPS = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '?',
  ':',
  '.',
  ',',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
];

function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    if (src.startsWith('//', i)) {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    // string and bytes literals, with r/R (raw) and b/B prefixes
    const pm = /^([rRbB]{0,2})('''|"""|'|")/.exec(src.slice(i, i + 5));
    if (pm && (pm[1] === '' || !/[A-Za-z0-9_]/.test(src[i - 1] ?? ''))) {
      const prefix = pm[1].toLowerCase();
      if (prefix.length === 2 && prefix !== 'rb' && prefix !== 'br') throw new CelUnsupported(src);
      const raw = prefix.includes('r');
      const bytes = prefix.includes('b');
      const q = pm[2];
      i += pm[0].length;
      let out = '';
      for (;;) {
        if (i >= src.length) throw new CelUnsupported(src);
        if (src.startsWith(q, i)) {
          i += q.length;
          break;
        }
        if (q.length === 1 && src[i] === '\n') throw new CelUnsupported(src);
        if (src[i] === '\\' && !raw) {
          const [s, n] = unescapeAt(src, i);
          out += s;
          i = n;
          continue;
        }
        if (src[i] === '\\' && raw && src[i + 1] === q[0]) {
          out += '\\' + q[0];
          i += 2;
          continue;
        }
        const cp = src.codePointAt(i) ?? 0;
        out += String.fromCodePoint(cp);
        i += cp > 0xffff ? 2 : 1;
      }
      if (bytes) {
        // escapes in bytes literals are octets; other characters are their UTF-8
        const arr: number[] = [];
        for (const ch of out) {
          const cp = ch.codePointAt(0) ?? 0;
          if (cp >= 0xdc80 && cp <= 0xdcff) arr.push(cp - 0xdc00);
          else for (const b of new TextEncoder().encode(ch)) arr.push(b);
        }
        toks.push({ t: 'str', lit: { t: 'bytes', v: Uint8Array.from(arr) } });
      } else toks.push({ t: 'str', lit: { t: 'string', v: out } });
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const hex = /^0[xX][0-9a-fA-F]+[uU]?/.exec(src.slice(i));
      if (hex) {
        const u = /[uU]$/.test(hex[0]);
        const v = BigInt(u ? hex[0].slice(0, -1) : hex[0]);
        toks.push({ t: 'num', lit: u ? { t: 'uint', v } : { t: 'int', v } });
        i += hex[0].length;
        continue;
      }
      const m =
        /^(?:[0-9]+\.[0-9]+(?:[eE][+-]?[0-9]+)?|[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+|([0-9]+)([uU])?)/.exec(
          src.slice(i),
        );
      if (!m) throw new CelUnsupported(src);
      if (m[1] !== undefined) {
        const v = BigInt(m[1]);
        toks.push({ t: 'num', lit: m[2] ? { t: 'uint', v } : { t: 'int', v } });
      } else toks.push({ t: 'num', lit: { t: 'double', v: Number(m[0]) } });
      i += m[0].length;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
      const s = m?.[0] ?? c;
      toks.push({ t: 'id', s, off: i });
      i += s.length;
      continue;
    }
    const op = OPS.find((o) => src.startsWith(o, i));
    if (!op) throw new CelUnsupported(src);
    toks.push({ t: 'op', s: op, off: i });
    i += op.length;
  }
  toks.push({ t: 'eof' });
  return toks;
}

/** One escape sequence at src[i] === '\\' (cel-go parser/unescape.go); returns the text and the next index. */
function unescapeAt(src: string, i: number): [string, number] {
  const e = src[i + 1];
  const simple: Record<string, string> = {
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
    "'": "'",
    '"': '"',
    '`': '`',
    '?': '?',
  };
  if (e !== undefined && e in simple) return [simple[e], i + 2];
  const hexLen = e === 'x' || e === 'X' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
  if (hexLen > 0) {
    const h = src.slice(i + 2, i + 2 + hexLen);
    if (!/^[0-9a-fA-F]+$/.test(h) || h.length !== hexLen) throw new CelUnsupported(src);
    const cp = Number.parseInt(h, 16);
    if (hexLen === 2 && cp >= 0x80) return [String.fromCharCode(0xdc00 + cp), i + 4];
    return [String.fromCodePoint(cp), i + 2 + hexLen];
  }
  if (e !== undefined && /[0-3]/.test(e)) {
    const o = src.slice(i + 1, i + 4);
    if (!/^[0-7]{3}$/.test(o)) throw new CelUnsupported(src);
    const cp = Number.parseInt(o, 8);
    return [cp >= 0x80 ? String.fromCharCode(0xdc00 + cp) : String.fromCharCode(cp), i + 4];
  }
  throw new CelUnsupported(src);
}

class Parser {
  private pos = 0;
  private readonly toks: Tok[];
  private readonly src: string;
  constructor(toks: Tok[], src: string) {
    this.toks = toks;
    this.src = src;
  }

  private peek(): Tok {
    return this.toks[this.pos];
  }
  private isOp(s: string): boolean {
    const t = this.peek();
    return t.t === 'op' && t.s === s;
  }
  private eat(s: string): void {
    if (!this.isOp(s)) throw new CelUnsupported(this.src);
    this.pos++;
  }

  parseAll(): Expr {
    const e = this.expr();
    if (this.peek().t !== 'eof') throw new CelUnsupported(this.src);
    return e;
  }

  private expr(): Expr {
    const c = this.or();
    if (!this.isOp('?')) return c;
    this.pos++;
    const t = this.or();
    this.eat(':');
    const f = this.expr();
    return { k: 'cond', c, t, f };
  }
  private or(): Expr {
    let l = this.and();
    while (this.isOp('||')) {
      this.pos++;
      l = { k: 'or', l, r: this.and() };
    }
    return l;
  }
  private and(): Expr {
    let l = this.relation();
    while (this.isOp('&&')) {
      this.pos++;
      l = { k: 'and', l, r: this.relation() };
    }
    return l;
  }
  private relation(): Expr {
    let l = this.addition();
    for (;;) {
      const t = this.peek();
      const op =
        t.t === 'op' && ['<', '<=', '>', '>=', '==', '!='].includes(t.s)
          ? t.s
          : t.t === 'id' && t.s === 'in'
            ? 'in'
            : '';
      if (op === '') return l;
      this.pos++;
      l = { k: 'call', fn: op === 'in' ? '@in' : `_${op}_`, args: [l, this.addition()] };
    }
  }
  private addition(): Expr {
    let l = this.multiplication();
    while (this.isOp('+') || this.isOp('-')) {
      const op = (this.peek() as { s: string }).s;
      this.pos++;
      l = { k: 'call', fn: `_${op}_`, args: [l, this.multiplication()] };
    }
    return l;
  }
  private multiplication(): Expr {
    let l = this.unary();
    while (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
      const op = (this.peek() as { s: string }).s;
      this.pos++;
      l = { k: 'call', fn: `_${op}_`, args: [l, this.unary()] };
    }
    return l;
  }
  private unary(): Expr {
    if (this.isOp('!')) {
      let n = 0;
      while (this.isOp('!')) {
        this.pos++;
        n++;
      }
      let e = this.member();
      for (let i = 0; i < n; i++) e = { k: 'call', fn: '!_', args: [e] };
      return e;
    }
    if (this.isOp('-')) {
      let n = 0;
      while (this.isOp('-')) {
        this.pos++;
        n++;
      }
      // A negative number literal is one constant (the grammar's `'-'? NUM_INT`), so -9223372036854775808 parses.
      const t = this.peek();
      let e: Expr;
      if (n % 2 === 1 && t.t === 'num' && (t.lit.t === 'int' || t.lit.t === 'double')) {
        this.pos++;
        e = this.postfix({
          k: 'lit',
          v: t.lit.t === 'int' ? { t: 'int', v: -t.lit.v } : { t: 'double', v: -t.lit.v },
        });
        n--;
      } else e = this.member();
      for (let i = 0; i < n; i++) e = { k: 'call', fn: '-_', args: [e] };
      return e;
    }
    return this.member();
  }
  private member(): Expr {
    return this.postfix(this.primary());
  }
  private postfix(e0: Expr): Expr {
    let e = e0;
    for (;;) {
      if (this.isOp('.')) {
        const dot = (this.peek() as { off?: number }).off;
        this.pos++;
        // `x.?f`: an optional field selection (cel-go's optional syntax, on in Kubernetes' environment)
        const opt = this.isOp('?');
        if (opt) this.pos++;
        const t = this.peek();
        if (t.t !== 'id') throw new CelUnsupported(this.src);
        this.pos++;
        if (opt) e = { k: 'select', operand: e, field: t.s, test: false, opt: true, pos: dot };
        else if (this.isOp('(')) {
          const args = this.args(')');
          e = this.receiverCall(e, t.s, args);
        } else e = { k: 'select', operand: e, field: t.s, test: false, pos: dot };
      } else if (this.isOp('[')) {
        this.pos++;
        const opt = this.isOp('?');
        if (opt) this.pos++;
        const index = this.expr();
        this.eat(']');
        e = opt ? { k: 'index', operand: e, index, opt: true } : { k: 'index', operand: e, index };
      } else return e;
    }
  }
  private args(close: string): Expr[] {
    this.pos++;
    const out: Expr[] = [];
    if (this.isOp(close)) {
      this.pos++;
      return out;
    }
    for (;;) {
      out.push(this.expr());
      if (this.isOp(',')) {
        this.pos++;
        continue;
      }
      this.eat(close);
      return out;
    }
  }
  /** The receiver-style macros (cel-go parser/macro.go AllMacros). */
  private receiverCall(target: Expr, fn: string, args: Expr[]): Expr {
    const two = this.twoVar(target, fn, args);
    if (two) return two;
    if ((fn === 'optMap' || fn === 'optFlatMap') && args.length === 2) {
      if (args[0].k !== 'ident') throw new CelUnsupported(this.src);
      return { k: 'optmap', target, v: args[0].name, body: args[1], flat: fn === 'optFlatMap' };
    }
    const macro = fn as 'all' | 'exists' | 'exists_one' | 'map' | 'filter';
    const isMacro =
      ((fn === 'all' || fn === 'exists' || fn === 'exists_one' || fn === 'filter') && args.length === 2) ||
      (fn === 'map' && (args.length === 2 || args.length === 3));
    if (!isMacro) return { k: 'call', fn, target, args };
    const v = args[0];
    // cel-go: "argument must be a simple name"; the wording with its location is the parser's own
    if (v.k !== 'ident') throw new CelUnsupported(this.src);
    if (args.length === 3)
      return { k: 'comp', macro, range: target, v: v.name, filter: args[1], body: args[2] };
    return { k: 'comp', macro, range: target, v: v.name, body: args[1] };
  }
  /** Kubernetes' environment has cel-go's two-variable comprehensions (ext.TwoVarComprehensions). */
  private twoVar(target: Expr, fn: string, args: Expr[]): Expr | undefined {
    let macro: 'all' | 'exists' | 'exists_one' | 'transformList' | 'transformMap';
    if ((fn === 'all' || fn === 'exists') && args.length === 3) macro = fn;
    else if ((fn === 'existsOne' || fn === 'exists_one') && args.length === 3) macro = 'exists_one';
    else if ((fn === 'transformList' || fn === 'transformMap') && (args.length === 3 || args.length === 4))
      macro = fn;
    else return undefined;
    const [a, b] = args;
    if (a.k !== 'ident' || b.k !== 'ident' || a.name === b.name) throw new CelUnsupported(this.src);
    const body = args[args.length - 1];
    const filter = args.length === 4 ? args[2] : undefined;
    return { k: 'comp', macro, range: target, v: a.name, v2: b.name, filter, body };
  }

  private primary(): Expr {
    const t = this.peek();
    if (t.t === 'num' || t.t === 'str') {
      this.pos++;
      return { k: 'lit', v: t.lit };
    }
    if (t.t === 'id') {
      this.pos++;
      if (t.s === 'true' || t.s === 'false') return { k: 'lit', v: { t: 'bool', v: t.s === 'true' } };
      if (t.s === 'null') return { k: 'lit', v: { t: 'null' } };
      if (t.s === 'in' || RESERVED.has(t.s)) throw new CelUnsupported(this.src);
      if (this.isOp('(')) {
        const args = this.args(')');
        if (t.s === 'has') {
          const a = args[0];
          // cel-go: has() needs exactly one field selection argument ("invalid argument to has() macro")
          if (args.length !== 1 || a.k !== 'select') throw new CelUnsupported(this.src);
          return { ...a, test: true };
        }
        return { k: 'call', fn: t.s, args };
      }
      if (this.isOp('{')) throw new CelUnsupported(this.src);
      return { k: 'ident', name: t.s, pos: t.off };
    }
    if (t.t === 'op') {
      if (t.s === '(') {
        this.pos++;
        const e = this.expr();
        this.eat(')');
        return e;
      }
      if (t.s === '[') {
        const opt: boolean[] = [];
        const elems = this.trailingList(']', opt);
        return opt.some((o) => o) ? { k: 'list', elems, opt } : { k: 'list', elems };
      }
      if (t.s === '{') {
        this.pos++;
        const entries: [Expr, Expr][] = [];
        const opt: boolean[] = [];
        while (!this.isOp('}')) {
          // `{?k: v}`: an optional entry, present only when v has a value
          opt.push(this.isOp('?'));
          if (opt[opt.length - 1]) this.pos++;
          const key = this.expr();
          this.eat(':');
          entries.push([key, this.expr()]);
          if (this.isOp(',')) this.pos++;
          else break;
        }
        this.eat('}');
        return opt.some((o) => o) ? { k: 'map', entries, opt } : { k: 'map', entries };
      }
    }
    throw new CelUnsupported(this.src);
  }
  /** A list literal; CEL allows a trailing comma. */
  private trailingList(close: string, opt?: boolean[]): Expr[] {
    this.pos++;
    const out: Expr[] = [];
    while (!this.isOp(close)) {
      // `[?x]`: an optional element (list literals only; not in call arguments)
      if (this.isOp('?')) {
        if (opt === undefined) throw new CelUnsupported(this.src);
        this.pos++;
        opt[out.length] = true;
      } else if (opt !== undefined) opt[out.length] = false;
      out.push(this.expr());
      if (this.isOp(',')) this.pos++;
      else break;
    }
    this.eat(close);
    return out;
  }
}

export function parse(src: string): Expr {
  return new Parser(lex(src), src).parseAll();
}

/** Whether an expression refers to a variable (e.g. `oldSelf`) not bound by a comprehension. */
export function usesIdent(e: Expr, name: string, bound: ReadonlySet<string> = new Set()): boolean {
  switch (e.k) {
    case 'lit':
      return false;
    case 'ident':
      return e.name === name && !bound.has(name);
    case 'select':
      return usesIdent(e.operand, name, bound);
    case 'index':
      return usesIdent(e.operand, name, bound) || usesIdent(e.index, name, bound);
    case 'call':
      return (
        (e.target ? usesIdent(e.target, name, bound) : false) || e.args.some((a) => usesIdent(a, name, bound))
      );
    case 'list':
      return e.elems.some((a) => usesIdent(a, name, bound));
    case 'map':
      return e.entries.some(([a, b]) => usesIdent(a, name, bound) || usesIdent(b, name, bound));
    case 'and':
    case 'or':
      return usesIdent(e.l, name, bound) || usesIdent(e.r, name, bound);
    case 'cond':
      return usesIdent(e.c, name, bound) || usesIdent(e.t, name, bound) || usesIdent(e.f, name, bound);
    case 'optmap':
      return usesIdent(e.target, name, bound) || usesIdent(e.body, name, new Set(bound).add(e.v));
    case 'comp': {
      if (usesIdent(e.range, name, bound)) return true;
      const inner = new Set(bound).add(e.v);
      if (e.v2 !== undefined) inner.add(e.v2);
      return (e.filter ? usesIdent(e.filter, name, inner) : false) || usesIdent(e.body, name, inner);
    }
  }
}

/**
 * Calls `visit` on each operand of `x` with the names bound there (a comprehension's variables in its
 * filter and body, an optional map's in its body).
 */
function eachOperand(
  x: Expr,
  bound: ReadonlySet<string>,
  visit: (x: Expr, bound: ReadonlySet<string>) => void,
): void {
  switch (x.k) {
    case 'lit':
    case 'ident':
      return;
    case 'select':
      visit(x.operand, bound);
      return;
    case 'index':
      visit(x.operand, bound);
      visit(x.index, bound);
      return;
    case 'call':
      if (x.target) visit(x.target, bound);
      for (const a of x.args) visit(a, bound);
      return;
    case 'list':
      for (const a of x.elems) visit(a, bound);
      return;
    case 'map':
      for (const [a, b] of x.entries) {
        visit(a, bound);
        visit(b, bound);
      }
      return;
    case 'and':
    case 'or':
      visit(x.l, bound);
      visit(x.r, bound);
      return;
    case 'cond':
      visit(x.c, bound);
      visit(x.t, bound);
      visit(x.f, bound);
      return;
    case 'optmap':
      visit(x.target, bound);
      visit(x.body, new Set(bound).add(x.v));
      return;
    case 'comp': {
      visit(x.range, bound);
      const inner = new Set(bound).add(x.v);
      if (x.v2 !== undefined) inner.add(x.v2);
      if (x.filter) visit(x.filter, inner);
      visit(x.body, inner);
      return;
    }
  }
}

/**
 * The identifiers a rule refers to that its environment does not declare, where they are: the
 * checker's `undeclared reference to 'x' (in container '')` (cel-go checker/checker.go checkIdent).
 * An identifier a call is made on (`optional.none()`, `math.greatest(…)`) may name a function's
 * namespace and is left alone, as is a `google.…` type name.
 */
export function undeclaredIdents(
  e: Expr,
  declared: ReadonlySet<string>,
  out: { name: string; pos: number }[] = [],
): { name: string; pos: number }[] {
  const walk = (x: Expr, bound: ReadonlySet<string>): void => {
    if (x.k === 'ident') {
      if (!bound.has(x.name) && !declared.has(x.name) && x.name !== 'google' && x.pos !== undefined)
        out.push({ name: x.name, pos: x.pos });
    } else if (x.k === 'call' && x.target?.k === 'ident') for (const a of x.args) walk(a, bound);
    else eachOperand(x, bound, walk);
  };
  walk(e, new Set());
  return out;
}

/**
 * cel-go's Errors.ToDisplayString for errors at source offsets: sorted by line and column, each as
 * `ERROR: <input>:LINE:COL: MSG`, the line (tabs as spaces) and a caret under the column, dots (a wide
 * dot under a multi-byte character) before it (cel-go common/error.go ToDisplayString).
 */
export function celErrorsText(src: string, errs: readonly { pos: number; msg: string }[]): string {
  const located = errs.map((e) => {
    const before = src.slice(0, e.pos);
    const line = before.split('\n').length;
    const start = before.lastIndexOf('\n') + 1;
    const col = [...src.slice(start, e.pos)].length;
    return { line, col, start, msg: e.msg };
  });
  located.sort((a, b) => a.line - b.line || a.col - b.col);
  return located
    .map(({ line, col, start, msg }) => {
      const end = src.indexOf('\n', start);
      const snippet = src.slice(start, end < 0 ? undefined : end).replaceAll('\t', ' ');
      const runes = [...snippet];
      const wide = (r: string | undefined) => r !== undefined && new TextEncoder().encode(r).length > 1;
      let ind = '';
      for (let i = 0; i < col && i < runes.length; i++) ind += wide(runes[i]) ? '\uff0e' : '.';
      ind += wide(runes[col]) ? '\uff3e' : '^';
      return `ERROR: <input>:${line}:${col + 1}: ${msg}\n | ${snippet}\n | ${ind}`;
    })
    .join('\n');
}

/** A chain of field selections on `self` or `oldSelf` (`self.spec.replicas`), outermost first kept whole. */
export interface SelfSelection {
  fields: { field: string; pos: number }[];
}

/** Every maximal `self.a.b…` / `oldSelf.a.b…` selection chain in a rule, outside comprehensions that rebind the name. */
export function selfSelections(e: Expr): SelfSelection[] {
  const out: SelfSelection[] = [];
  const chain = (x: Expr, bound: ReadonlySet<string>): { field: string; pos: number }[] | undefined => {
    if (x.k === 'ident')
      return (x.name === 'self' || x.name === 'oldSelf') && !bound.has(x.name) ? [] : undefined;
    if (x.k !== 'select' || x.pos === undefined) return undefined;
    const inner = chain(x.operand, bound);
    return inner === undefined ? undefined : [...inner, { field: x.field, pos: x.pos }];
  };
  const walk = (x: Expr, bound: ReadonlySet<string>): void => {
    const c = x.k === 'select' ? chain(x, bound) : undefined;
    if (c !== undefined) out.push({ fields: c });
    else eachOperand(x, bound, walk);
  };
  walk(e, new Set());
  return out;
}
