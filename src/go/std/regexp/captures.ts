// Submatches (and match ends) where RE2's repetition rules differ from JavaScript's.
//
// JS resets the captures of a quantified group at each iteration and rejects any iteration past the
// minimum that matches empty; RE2 keeps a group's last capture (`(?:(a)|b)+` on "ab": group 1 is
// "a") and lets a loop take one empty iteration (`(a*)*` on "b": group 1 is [0, 0];
// `(?:\b|b?)+` on "bc" matches "" at 0, where JS goes on to "b"). For expressions where that can show
// (a capture inside a repetition, or a repetition of something that can match empty), the match JS
// found is redone from its start (both find a match at the same leftmost starts) the way
// go/src/regexp runs it: the translated source is compiled to a program as regexp/syntax compiles
// (x{n,m} as n copies and m-n nested x?, x{n,} as n-1 copies and x+, x* of a nullable x as (x+)?,
// captures as save instructions), whose atoms (characters, classes, assertions) stay JS regexps, and
// run by a depth-first backtracker that visits each (instruction, position) once, as backtrack.go's
// does: that is where a loop's second empty iteration dies.

type Node =
  | { k: 'atom'; re: RegExp; empty: boolean }
  | { k: 'seq'; items: Node[] }
  | { k: 'alt'; alts: Node[] }
  | { k: 'group'; cap: number; body: Node }
  | { k: 'rep'; body: Node; min: number; max: number; greedy: boolean };

export interface CaptureMatcher {
  prog: Inst[];
  start: number;
  ncap: number;
}

/**
 * The matcher for a translated source when it has a capture group inside a repetition or a
 * repetition of a nullable expression, else undefined (JS's own match is RE2's then).
 */
export function captureMatcher(source: string): CaptureMatcher | undefined {
  if (!/[*+?{]/.test(source)) return undefined;
  const p = new Parser(source);
  const root = p.alt();
  if (p.i !== source.length) return undefined;
  const c = new Compiler();
  const f = c.compile(root);
  if (!p.capInRep && !c.nullableRep) return undefined;
  const match = c.emit({ op: 'match', out: -1, arg: 0, re: null });
  for (const ref of f.out) c.patch(ref, match);
  return { prog: c.prog, start: f.i, ncap: p.ncap };
}

class Parser {
  i = 0;
  ncap = 0;
  capInRep = false;
  private readonly atoms = new Map<string, RegExp>();
  private readonly s: string;
  constructor(s: string) {
    this.s = s;
  }

  alt(): Node {
    const alts = [this.seq()];
    while (this.s[this.i] === '|') {
      this.i++;
      alts.push(this.seq());
    }
    return alts.length === 1 ? alts[0] : { k: 'alt', alts };
  }

  private seq(): Node {
    const items: Node[] = [];
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      const caps = this.ncap;
      let item = this.item();
      const q = this.quantifier();
      if (q !== undefined) {
        // A group opened inside the repeated item.
        if (this.ncap > caps) this.capInRep = true;
        item = { k: 'rep', body: item, ...q };
      }
      items.push(item);
    }
    return items.length === 1 ? items[0] : { k: 'seq', items };
  }

  private item(): Node {
    const s = this.s;
    const c = s[this.i];
    if (c === '(') {
      if (s.startsWith('(?:', this.i)) {
        this.i += 3;
        return this.groupBody(-1);
      }
      if (/^\(\?(?:=|!|<=|<!)/.test(s.slice(this.i, this.i + 4))) {
        const end = this.closeParen(this.i);
        return this.atom(s.slice(this.i, (this.i = end + 1)));
      }
      if (s.startsWith('(?<', this.i)) this.i = s.indexOf('>', this.i) + 1;
      else this.i++;
      return this.groupBody(++this.ncap);
    }
    if (c === '[') {
      const start = this.i;
      this.i++;
      while (s[this.i] !== ']') this.i += s[this.i] === '\\' ? 2 : 1;
      this.i++;
      return this.atom(s.slice(start, this.i));
    }
    if (c === '\\') {
      const start = this.i;
      const n = s[this.i + 1];
      if ('pPu'.includes(n) && s[this.i + 2] === '{') this.i = s.indexOf('}', this.i) + 1;
      else if (n === 'u') this.i += 6;
      else if (n === 'x') this.i += 4;
      else if (n === 'c') this.i += 3;
      else this.i += 1 + String.fromCodePoint(s.codePointAt(this.i + 1)!).length;
      return this.atom(s.slice(start, this.i));
    }
    const ch = String.fromCodePoint(s.codePointAt(this.i)!);
    this.i += ch.length;
    return this.atom(ch);
  }

  private groupBody(cap: number): Node {
    const body = this.alt();
    this.i++; // ')'
    return { k: 'group', cap, body };
  }

  private quantifier(): { min: number; max: number; greedy: boolean } | undefined {
    const s = this.s;
    let min: number;
    let max: number;
    const c = s[this.i];
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i));
      if (m === null) return undefined;
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    } else return undefined;
    const greedy = s[this.i] !== '?';
    if (!greedy) this.i++;
    return { min, max, greedy };
  }

  /** Index of the `)` closing the group opened at `open` (escapes and classes skipped). */
  private closeParen(open: number): number {
    const s = this.s;
    let depth = 0;
    for (let j = open; j < s.length; j++) {
      const c = s[j];
      if (c === '\\') j++;
      else if (c === '[') {
        j++;
        while (s[j] !== ']') j += s[j] === '\\' ? 2 : 1;
      } else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) return j;
    }
    return s.length;
  }

  private atom(src: string): Node {
    let re = this.atoms.get(src);
    if (re === undefined) {
      re = new RegExp(src, 'uy');
      this.atoms.set(src, re);
    }
    // Assertions (lookarounds, \b) match empty; everything else consumes a character.
    return { k: 'atom', re, empty: src.startsWith('(?') || src === '\\b' || src === '\\B' };
  }
}

type Op = 'alt' | 'rune' | 'empty' | 'cap' | 'nop' | 'match';

/** An instruction: alt tries out then arg; cap saves the position in register arg. */
interface Inst {
  op: Op;
  out: number;
  arg: number;
  re: RegExp | null;
}

/** A compiled fragment: its entry, its dangling exits (2*inst for out, 2*inst+1 for arg), nullable. */
interface Frag {
  i: number;
  out: number[];
  nullable: boolean;
}

/** The shape of go/src/regexp/syntax/compile.go, over this file's nodes. */
class Compiler {
  readonly prog: Inst[] = [];
  nullableRep = false;

  emit(inst: Inst): number {
    this.prog.push(inst);
    return this.prog.length - 1;
  }

  patch(ref: number, to: number): void {
    const inst = this.prog[ref >> 1];
    if (ref & 1) inst.arg = to;
    else inst.out = to;
  }

  private one(op: Op, re: RegExp | null = null, arg = 0): Frag {
    const i = this.emit({ op, out: -1, arg, re });
    return { i, out: [i << 1], nullable: op !== 'rune' };
  }

  private cat(a: Frag, b: Frag): Frag {
    for (const r of a.out) this.patch(r, b.i);
    return { i: a.i, out: b.out, nullable: a.nullable && b.nullable };
  }

  private alt(a: Frag, b: Frag): Frag {
    const i = this.emit({ op: 'alt', out: a.i, arg: b.i, re: null });
    return { i, out: [...a.out, ...b.out], nullable: a.nullable || b.nullable };
  }

  private quest(x: Frag, greedy: boolean): Frag {
    const i = this.emit({ op: 'alt', out: -1, arg: -1, re: null });
    if (greedy) this.prog[i].out = x.i;
    else this.prog[i].arg = x.i;
    return { i, out: [greedy ? (i << 1) | 1 : i << 1, ...x.out], nullable: true };
  }

  /** The loop of x+ (and of x* for a non-nullable x): an alt back to x's entry after x. */
  private loop(x: Frag, greedy: boolean): Frag {
    const f = this.quest(x, greedy);
    for (const r of x.out) this.patch(r, f.i);
    return { i: f.i, out: f.out.slice(0, 1), nullable: true };
  }

  private plus(x: Frag, greedy: boolean): Frag {
    return { i: x.i, out: this.loop(x, greedy).out, nullable: x.nullable };
  }

  compile(n: Node): Frag {
    switch (n.k) {
      case 'atom':
        return this.one(n.empty ? 'empty' : 'rune', n.re);
      case 'seq': {
        if (n.items.length === 0) return this.one('nop');
        let f = this.compile(n.items[0]);
        for (let j = 1; j < n.items.length; j++) f = this.cat(f, this.compile(n.items[j]));
        return f;
      }
      case 'alt': {
        let f = this.compile(n.alts[0]);
        for (let j = 1; j < n.alts.length; j++) f = this.alt(f, this.compile(n.alts[j]));
        return f;
      }
      case 'group': {
        if (n.cap < 0) return this.compile(n.body);
        const open = this.one('cap', null, 2 * n.cap);
        const f = this.cat(open, this.compile(n.body));
        return this.cat(f, this.one('cap', null, 2 * n.cap + 1));
      }
      case 'rep':
        return this.rep(n);
    }
  }

  private rep(n: Node & { k: 'rep' }): Frag {
    const { body, min, max, greedy } = n;
    if (max === 0) return this.one('nop');
    const copies: Frag[] = [];
    const star = () => {
      const x = this.compile(body);
      if (x.nullable) this.nullableRep = true;
      return x.nullable ? this.quest(this.plus(x, greedy), greedy) : this.loop(x, greedy);
    };
    if (max === Infinity) {
      if (min === 0) return star();
      for (let j = 0; j < min - 1; j++) copies.push(this.compile(body));
      const x = this.compile(body);
      if (x.nullable) this.nullableRep = true;
      copies.push(this.plus(x, greedy));
    } else {
      for (let j = 0; j < min; j++) copies.push(this.compile(body));
      if (max > min) {
        // (x(x(x)?)?)? for the optional ones, built from the innermost out.
        let opt: Frag | undefined;
        for (let j = max - min; j > 0; j--) {
          let x = this.compile(body);
          if (x.nullable) this.nullableRep = true;
          if (opt !== undefined) x = this.cat(x, opt);
          opt = this.quest(x, greedy);
        }
        copies.push(opt!);
      }
    }
    let f = copies[0];
    for (let j = 1; j < copies.length; j++) f = this.cat(f, copies[j]);
    return f;
  }
}

/** States (instructions × positions) past which the backtracker leaves the match to JS. */
const MAX_STATES = 1_000_000;

/**
 * Submatch positions (UTF-16 indices, -1 when unset; 2 per group, group 0 first) of the match that
 * starts at `start`, as go/src/regexp/backtrack.go finds it; undefined when there is none or it
 * takes more than MAX_STATES states.
 */
export function matchCaptures(cm: CaptureMatcher, str: string, start: number): number[] | undefined {
  const { prog } = cm;
  const width = str.length + 1;
  // A set rather than a bit per state: a FindAll over a long text visits few states per match.
  const visited = new Set<number>();
  const caps = new Array<number>(2 * (cm.ncap + 1)).fill(-1);
  // Jobs of three numbers: pc, pos, kind (0: explore; 1: an alt's second branch; 2: restore register pc to pos).
  const jobs: number[] = [cm.start, start, 0];
  while (jobs.length > 0) {
    const kind = jobs.pop()!;
    let pos = jobs.pop()!;
    let pc = jobs.pop()!;
    if (kind === 2) {
      caps[pc] = pos;
      continue;
    }
    if (kind === 1) pc = prog[pc].arg;
    for (;;) {
      const v = pc * width + pos;
      if (visited.has(v)) break;
      if (visited.size >= MAX_STATES) return undefined;
      visited.add(v);
      const inst = prog[pc];
      if (inst.op === 'alt') {
        jobs.push(pc, pos, 1);
      } else if (inst.op === 'rune' || inst.op === 'empty') {
        const re = inst.re!;
        re.lastIndex = pos;
        if (!re.test(str)) break;
        pos = re.lastIndex;
      } else if (inst.op === 'cap') {
        if (inst.arg < caps.length) {
          jobs.push(inst.arg, caps[inst.arg], 2);
          caps[inst.arg] = pos;
        }
      } else if (inst.op === 'match') {
        caps[0] = start;
        caps[1] = pos;
        return caps;
      }
      pc = inst.out;
    }
  }
  return undefined;
}
