// Submatches of a capture group inside a repetition, as RE2 reports them.
//
// JS resets the captures of a quantified group at each iteration and rejects an iteration of an
// optional repetition that matches empty; RE2 keeps a group's last capture (`(?:(a)|b)+` on "ab":
// group 1 is "a") and lets the first iteration of a loop be empty (`(a*)*` on "b": group 1 is
// [0, 0]). For expressions where that can show (a capture inside a repetition), the match JS found
// is redone from its start by a backtracking matcher over the translated source, whose atoms
// (characters, classes, assertions) are JS regexps themselves. Its repetitions follow how
// go/src/regexp/syntax compiles them: x{n,m} is n copies of x then m-n nested optional ones;
// x{n,} is n-1 copies then x+, and x* of a nullable x is (x+)?; in the loop of x+, an iteration that
// ends where it started is dropped, as the Pike VM drops a thread that revisits an instruction at
// the same position (its first iteration may be empty, and then the loop ends). Leftmost-first
// backtracking otherwise picks the submatches RE2's leftmost-first VM picks.

type Node =
  | { k: 'atom'; re: RegExp }
  | { k: 'seq'; items: Node[] }
  | { k: 'alt'; alts: Node[] }
  | { k: 'group'; cap: number; body: Node }
  | { k: 'rep'; body: Node; min: number; max: number; greedy: boolean };

export interface CaptureMatcher {
  root: Node;
  ncap: number;
}

/**
 * The matcher for a translated source when it has a capture group inside a repetition, else
 * undefined (JS's own submatches are RE2's then).
 */
export function captureMatcher(source: string): CaptureMatcher | undefined {
  if (!/[*+?{]/.test(source)) return undefined;
  const p = new Parser(source);
  const root = p.alt();
  if (p.i !== source.length || !p.capInRep) return undefined;
  return { root, ncap: p.ncap };
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
    return { k: 'atom', re };
  }
}

class GiveUp {}

/** Steps a match may take before the translated RegExp's submatches are kept instead. */
const STEP_LIMIT = 200_000;

/**
 * Submatch positions (UTF-16 indices, -1 when unset; 2 per group, group 0 first) of the match that
 * starts at `start`, or undefined if the matcher gave up (too many steps, too deep).
 */
export function matchCaptures(cm: CaptureMatcher, str: string, start: number): number[] | undefined {
  const caps = new Array<number>(2 * (cm.ncap + 1)).fill(-1);
  let steps = 0;
  type K = (p: number) => boolean;
  const m = (n: Node, p: number, k: K): boolean => {
    if (++steps > STEP_LIMIT) throw new GiveUp();
    switch (n.k) {
      case 'atom': {
        n.re.lastIndex = p;
        if (!n.re.test(str)) return false;
        return k(n.re.lastIndex);
      }
      case 'seq': {
        const items = n.items;
        const go = (i: number, q: number): boolean =>
          i === items.length ? k(q) : m(items[i], q, (r) => go(i + 1, r));
        return go(0, p);
      }
      case 'alt':
        for (const a of n.alts) if (m(a, p, k)) return true;
        return false;
      case 'group': {
        if (n.cap < 0) return m(n.body, p, k);
        const at = 2 * n.cap;
        return m(n.body, p, (q) => {
          const s0 = caps[at];
          const s1 = caps[at + 1];
          caps[at] = p;
          caps[at + 1] = q;
          if (k(q)) return true;
          caps[at] = s0;
          caps[at + 1] = s1;
          return false;
        });
      }
      case 'rep':
        return rep(n, p, k);
    }
  };
  const rep = (n: Node & { k: 'rep' }, p: number, k: K): boolean => {
    const { body, min, max, greedy } = n;
    const either = (iter: () => boolean, exit: () => boolean) =>
      greedy ? iter() || exit() : exit() || iter();
    if (max !== Infinity) {
      // n copies, then m-n nested optional ones (each may match empty).
      const copies = (i: number, q: number): boolean =>
        i < min
          ? m(body, q, (r) => copies(i + 1, r))
          : i === max
            ? k(q)
            : either(
                () => m(body, q, (r) => copies(i + 1, r)),
                () => k(q),
              );
      return copies(0, p);
    }
    // The loop of x+ after an iteration ended at q: another (non-empty) iteration, or out.
    const loop = (q: number): boolean =>
      either(
        () => m(body, q, (r) => r !== q && loop(r)),
        () => k(q),
      );
    // x+: its first iteration may be empty, and then only the way out is left.
    const plus = (q: number): boolean => m(body, q, (r) => (r === q ? k(r) : loop(r)));
    if (min === 0)
      return either(
        () => plus(p),
        () => k(p),
      );
    const copies = (i: number, q: number): boolean =>
      i < min - 1 ? m(body, q, (r) => copies(i + 1, r)) : plus(q);
    return copies(0, p);
  };
  try {
    const ok = m(cm.root, start, (end) => {
      caps[0] = start;
      caps[1] = end;
      return true;
    });
    return ok ? caps : undefined;
  } catch (e) {
    if (e instanceof GiveUp || e instanceof RangeError) return undefined;
    throw e;
  }
}
