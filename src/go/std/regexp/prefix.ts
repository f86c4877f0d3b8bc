// Regexp.LiteralPrefix: what go1.23 reads off the compiled program (regexp/syntax/prog.go Prefix, or
// regexp/onepass.go onePassPrefix for a one-pass program), derived here from the pattern itself
// since the matching runs on a translated JS RegExp with no program.
//
// Prefix walks from the program's start, skipping no-ops and capture marks, and collects runes while
// each instruction matches one rune without case folding; the prefix is complete when the walk ends
// at the match instruction. The program's shape that matters comes from the parser and Simplify:
// a literal under (?i) with case variants folds; x{n} is n copies of x, x+ starts with x, x*, x? and
// x{0,n} start with a branch; alternatives are factored by their common literal prefix
// (parse.go factor). A pattern anchored by ^ at the start and $ at the end compiles one-pass, whose
// prefix follows the ^ and is complete when $ follows it directly; any other pattern starting with
// ^ has no prefix.
// Deviation: one-pass compilation is assumed for every ^…$ pattern without a top-level |, where
// go1.23 also gives up on ambiguous repetitions (`^a*a$`).

type Node =
  | { k: 'lit'; r: number; fold: boolean }
  | { k: 'begin' }
  | { k: 'end' }
  | { k: 'other' }
  | { k: 'group'; capture: boolean; alts: Node[][] }
  | { k: 'rep'; x: Node; min: number; max: number };

interface Flags {
  i: boolean;
  m: boolean;
}

const hasCase = (r: number): boolean => {
  const s = String.fromCodePoint(r);
  return s.toLowerCase() !== s || s.toUpperCase() !== s;
};

/** Parses a pattern that already compiled (Go accepted it) into the nodes Prefix cares about. */
function parse(cps: number[]): Node[][] {
  let i = 0;
  const n = cps.length;
  const ch = (k: number): string => (k < n ? String.fromCodePoint(cps[k]) : '');
  const parseAlts = (flags: Flags): Node[][] => {
    const alts: Node[][] = [[]];
    let f = { ...flags };
    while (i < n) {
      const c = ch(i);
      const seq = alts[alts.length - 1];
      if (c === ')') return alts;
      if (c === '|') {
        i++;
        alts.push([]);
        continue;
      }
      if (c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(rest(i)))) {
        let min = 0;
        let max = -1;
        if (c === '+') min = 1;
        else if (c === '?') max = 1;
        else if (c === '{') {
          const m = /^\{(\d+)(,(\d*))?\}/.exec(rest(i))!;
          min = Number(m[1]);
          max = m[2] === undefined ? min : m[3] === '' ? -1 : Number(m[3]);
          i += m[0].length - 1;
        }
        i++;
        if (ch(i) === '?') i++;
        const x = seq.pop() ?? { k: 'other' };
        seq.push({ k: 'rep', x, min, max });
        continue;
      }
      if (c === '(') {
        i++;
        let capture = true;
        let inner = f;
        if (ch(i) === '?') {
          if (ch(i + 1) === 'P' || ch(i + 1) === '<') {
            while (ch(i) !== '>') i++;
            i++;
          } else {
            // (?flags) or (?flags:re)
            let neg = false;
            const nf = { ...f };
            i++;
            while (ch(i) !== ')' && ch(i) !== ':') {
              const fc = ch(i);
              if (fc === '-') neg = true;
              else if (fc === 'i' || fc === 'm') nf[fc] = !neg;
              i++;
            }
            if (ch(i) === ')') {
              i++;
              f = nf;
              continue;
            }
            i++;
            capture = false;
            inner = nf;
          }
        }
        const sub = parseAlts(inner);
        i++; // ')'
        seq.push({ k: 'group', capture, alts: sub });
        continue;
      }
      if (c === '[') {
        seq.push(parseClass(f));
        continue;
      }
      if (c === '^') {
        i++;
        seq.push(f.m ? { k: 'other' } : { k: 'begin' });
        continue;
      }
      if (c === '$') {
        i++;
        seq.push(f.m ? { k: 'other' } : { k: 'end' });
        continue;
      }
      if (c === '.') {
        i++;
        seq.push({ k: 'other' });
        continue;
      }
      if (c === '\\') {
        const e = ch(i + 1);
        if (e === 'Q') {
          i += 2;
          while (i < n && !(ch(i) === '\\' && ch(i + 1) === 'E')) seq.push(lit(cps[i++], f));
          i += 2;
          continue;
        }
        if (e === 'A' || e === 'z') {
          i += 2;
          seq.push(e === 'A' ? { k: 'begin' } : { k: 'end' });
          continue;
        }
        const r = readEscape();
        seq.push(r === undefined ? { k: 'other' } : lit(r, f));
        continue;
      }
      i++;
      seq.push(lit(cps[i - 1], f));
    }
    return alts;
  };
  const rest = (k: number): string => String.fromCodePoint(...cps.slice(k, k + 16));
  const lit = (r: number, f: Flags): Node => ({ k: 'lit', r, fold: f.i && hasCase(r) });
  // At '\\': the rune an escape stands for, or undefined for a class or an assertion.
  const readEscape = (): number | undefined => {
    const e = ch(i + 1);
    i += 2;
    const controls: Record<string, number> = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };
    if (e in controls) return controls[e];
    if (e === 'x') {
      if (ch(i) === '{') {
        const end = cps.indexOf(0x7d, i);
        const v = Number.parseInt(String.fromCodePoint(...cps.slice(i + 1, end)), 16);
        i = end + 1;
        return v;
      }
      const v = Number.parseInt(ch(i) + ch(i + 1), 16);
      i += 2;
      return v;
    }
    if (/[0-7]/.test(e)) {
      let v = Number(e);
      for (let d = 0; d < 2 && /[0-7]/.test(ch(i)); d++) v = v * 8 + Number(ch(i++));
      return v;
    }
    if (e === 'p' || e === 'P') {
      if (ch(i) === '{') i = cps.indexOf(0x7d, i) + 1;
      else i++;
      return undefined;
    }
    if (/[dDsSwWbB]/.test(e)) return undefined;
    return cps[i - 1];
  };
  // At '[': a class of one rune, not negated, is that rune (folded under (?i) if it has case).
  const parseClass = (f: Flags): Node => {
    i++;
    const negated = ch(i) === '^';
    if (negated) i++;
    const members: (number | undefined)[] = [];
    let first = true;
    while (i < n && (ch(i) !== ']' || first)) {
      first = false;
      if (ch(i) === '[' && ch(i + 1) === ':') {
        i = cps.indexOf(0x5d, i + 2) + 1;
        members.push(undefined);
        continue;
      }
      let r: number | undefined;
      if (ch(i) === '\\') r = readEscape();
      else r = cps[i++];
      if (ch(i) === '-' && i + 1 < n && ch(i + 1) !== ']') {
        i++;
        if (ch(i) === '\\') readEscape();
        else i++;
        members.push(undefined);
        continue;
      }
      members.push(r);
    }
    i++; // ']'
    if (!negated && members.length > 0 && members.every((m) => m !== undefined && m === members[0]))
      return lit(members[0]!, f);
    return { k: 'other' };
  };
  return parseAlts({ i: false, m: false });
}

/** The literal runes an alternative starts with (those the parser's factoring can share). */
function leadingLits(seq: Node[]): number[] {
  const out: number[] = [];
  for (const x of seq) {
    if (x.k !== 'lit' || x.fold) break;
    out.push(x.r);
  }
  return out;
}

export function literalPrefix(expr: string): [string, boolean] {
  const alts = parse([...expr].map((c) => c.codePointAt(0)!));
  let buf = '';
  // Walks nodes as the program runs them: true to go on, false where the collection stops.
  // transparentCaptures: Prefix skips capture marks; onePassPrefix stops at them.
  const walk = (seq: Node[], transparentCaptures: boolean): boolean => {
    for (const x of seq) {
      switch (x.k) {
        case 'lit':
          if (x.fold || x.r === 0xfffd) return false;
          buf += String.fromCodePoint(x.r);
          break;
        case 'group': {
          if (x.capture && !transparentCaptures) return false;
          // The parser merges identical alternatives (`a|a` is `a`).
          const same = x.alts.every((a) => JSON.stringify(a) === JSON.stringify(x.alts[0]));
          if (same) {
            if (!walk(x.alts[0], transparentCaptures)) return false;
            break;
          }
          // Factored alternatives: their common literal prefix, then a branch.
          const lead = x.alts.map(leadingLits);
          let k = 0;
          while (lead.every((l) => k < l.length && l[k] === lead[0][k])) k++;
          buf += String.fromCodePoint(...lead[0].slice(0, k));
          return false;
        }
        case 'rep':
          if (x.max === 0) break;
          if (x.min === 0) return false;
          for (let j = 0; j < x.min; j++) if (!walk([x.x], transparentCaptures)) return false;
          if (x.max !== x.min) return false;
          break;
        default:
          return false;
      }
    }
    return true;
  };
  const seq = alts.length === 1 ? alts[0] : [{ k: 'group', capture: false, alts } as Node];
  if (seq[0]?.k === 'begin') {
    if (seq[seq.length - 1]?.k !== 'end' || seq.length < 2) return ['', false];
    // One pass: the runes after ^, complete when the $ that ends the pattern follows them.
    const body = seq.slice(1, -1);
    const whole = walk(body, false);
    // An empty prefix reports whether the program starts with the match (it starts with $ here).
    return [buf, whole && buf !== ''];
  }
  const complete = walk(seq, true);
  return [buf, complete];
}
