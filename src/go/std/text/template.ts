// package text/template: parsing and execution are native (this file); the Go side holds the API.
// Covered (text/template's semantics): text and actions with {{- -}} trimming and {{/* */}} comments;
// pipelines with fields, methods (niladic or with arguments), map keys, variables ($, $x :=, $x =),
// parenthesised pipelines, literals; if/else if/else, range (slices, arrays, maps in key order;
// else; break/continue), with, define/template/block; FuncMap functions and the
// builtins (and or not len index slice print printf println eq ne lt le gt ge html js urlquery call).
// Ranging over an integer is an error, as in go1.23 (the golden reference).
// Values print through fmt.Sprint (pointers dereferenced, missing values as <no value>). Errors carry
// Go's `template: NAME:LINE:COL: executing "NAME" at <NODE>: …` form. Option("missingkey=…") is
// kept per template. Not covered: Delims, and some rarer error wordings.

import { canon, wrapI64, wrapU64 } from '../../interp/int64.ts';
import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { GoPanic, isForeignPanic } from '../../interp/panic.ts';
import {
  implementsIface,
  type RType,
  sliceOf,
  tBool,
  tComplex128,
  tFloat64,
  tInt,
  tString,
} from '../../interp/rtype.ts';
import type { Chan } from '../../interp/sched.ts';
import { R, recovered } from '../../interp/state.ts';
import { type GoMap, Iface, ifaceEqual, Slice, zero } from '../../interp/values.ts';
import { compareKeys } from '../fmt/sortkeys.ts';
import { parseGoFloat } from '../strconv/atof.ts';
import { parseGoInt, parseUint } from '../strconv/atoi.ts';
import { quote as goQuote, isPrint, unquote, unquoteChar } from '../strconv/quote.ts';
import { decodeRune } from '../unicode/utf8core.ts';
import src from './template.go?raw';

// ----------------------------------------------------------------------------------------------
// Parse tree

interface Pos {
  off: number;
}
type Arg =
  | ({ k: 'dot' } & Pos)
  | ({ k: 'field'; chain: string[] } & Pos)
  | ({ k: 'var'; name: string; chain: string[] } & Pos)
  | ({ k: 'ident'; name: string } & Pos)
  /** `quoted`: the constant as written (parse/node.go StringNode.Quoted, what String() prints). */
  | ({ k: 'string'; v: string; quoted: string } & Pos)
  /** `src`: a character constant as written (NumberNode.Text), when text is its rune's value. */
  | ({ k: 'number'; text: string; src?: string; num: NumInfo } & Pos)
  | ({ k: 'bool'; v: boolean } & Pos)
  | ({ k: 'nil' } & Pos)
  /** `bare`: a chain on an identifier (`fn.F`), which parse/node.go ChainNode.String writes unparenthesised. */
  | ({ k: 'pipe'; pipe: Pipe; chain: string[]; chainOff?: number; bare?: true } & Pos);
interface Cmd {
  args: Arg[];
}
interface Pipe {
  decls: string[];
  assign: boolean;
  cmds: Cmd[];
}
type TNode =
  | { k: 'text'; s: string }
  | ({ k: 'action'; pipe: Pipe } & Pos)
  | ({ k: 'if' | 'with' | 'range'; pipe: Pipe; list: TNode[]; elseList: TNode[] | undefined } & Pos)
  | ({ k: 'template'; name: string; pipe: Pipe | undefined } & Pos)
  | { k: 'break' | 'continue' };

interface Source {
  name: string;
  text: string;
}

class ParseFail extends Error {}

const BUILTINS = new Set([
  'and',
  'or',
  'not',
  'len',
  'index',
  'slice',
  'print',
  'printf',
  'println',
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'html',
  'js',
  'urlquery',
  'call',
]);

/** Template.Option's missingkey setting (option.go); "invalid" is "default". */
type MissingKey = 'default' | 'zero' | 'error';

interface TplSet {
  templates: Map<string, { list: TNode[]; src: Source }>;
  funcs: Map<string, Iface>;
  /** missingkey per template name: an option belongs to the Template value it was set on. */
  missingKey: Map<string, MissingKey>;
}

const sets: TplSet[] = [];

type Tok = { t: 'text'; s: string; off: number } | { t: 'action'; s: string; off: number };

/** Splits the text into text and action tokens, applying the trim markers. */
function lexText(name: string, text: string, L = '{{', R = '}}'): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  const lineOf = (off: number) => text.slice(0, off).split('\n').length;
  while (i < text.length) {
    const open = text.indexOf(L, i);
    if (open < 0) {
      out.push({ t: 'text', s: text.slice(i), off: i });
      break;
    }
    let textPart = text.slice(i, open);
    let inner = open + L.length;
    const trim =
      text.startsWith('- ', inner) || text.startsWith('-\t', inner) || text.startsWith('-\n', inner);
    if (trim) {
      textPart = textPart.replace(/[ \t\r\n]+$/, '');
      inner += 1;
    }
    if (textPart !== '') out.push({ t: 'text', s: textPart, off: i });
    // find the closing delimiter outside of quoted strings and comments
    let j = inner;
    // The left trim marker is "-" and one space: a right one (" -") cannot reuse that space.
    const bodyStart = trim ? inner + 1 : inner;
    // lex.go lexLeftDelim: a comment opens right after the delimiter, or after its trim marker.
    const commentAt = trim ? inner + 1 : inner;
    const isComment = text.startsWith('/*', commentAt);
    if (isComment) {
      const end = text.indexOf('*/', commentAt + 2);
      if (end < 0) throw new ParseFail(`template: ${name}:${lineOf(open)}: unclosed comment`);
      j = end + 2;
    } else {
      let quote = '';
      for (; j < text.length; j++) {
        const c = text[j];
        if (quote !== '') {
          if (c === '\\' && quote !== '`') j++;
          else if (c === quote) quote = '';
          else if (c === '\n' && quote !== '`')
            throw new ParseFail(`template: ${name}:${lineOf(open)}: unterminated quoted string`);
          continue;
        }
        if (c === '"' || c === '`' || c === "'") quote = c;
        else if (text.startsWith(R, j)) break;
        else if (
          c === '-' &&
          text.startsWith(R, j + 1) &&
          /[ \t\r\n]/.test(text[j - 1]) &&
          j - 1 >= bodyStart
        )
          break;
      }
      if (j >= text.length) {
        // No closing delimiter: what lex.go's lexInsideAction reports first on the way to the end.
        const e = actionLexError(text, inner)!;
        throw new ParseFail(
          `template: ${name}:${lineOf(e.off)}: ${e.msg}${startedAt(name, lineOf(open), lineOf(e.off), e.msg)}`,
        );
      }
    }
    let body = text.slice(inner, j);
    let close = j;
    let trimAfter = false;
    if (isComment) {
      // lex.go lexComment: the comment's "*/" is followed by the right delimiter or its trim marker.
      if (/^[ \t\r\n]-/.test(text.slice(close)) && text.startsWith(R, close + 2)) {
        trimAfter = true;
        close += 2;
      } else if (!text.startsWith(R, close))
        throw new ParseFail(`template: ${name}:${lineOf(open)}: comment ends before closing delimiter`);
    } else if (text[close] === '-' && text.startsWith(R, close + 1)) {
      trimAfter = true;
      close++;
    } else if (/\s-$/.test(body) && close - 2 >= bodyStart) {
      trimAfter = true;
      body = body.slice(0, -1);
    }
    const closeEnd = text.indexOf(R, close);
    if (closeEnd < 0) throw new ParseFail(`template: ${name}:${lineOf(open)}: unclosed action`);
    i = closeEnd + R.length;
    if (trimAfter) while (i < text.length && /[ \t\r\n]/.test(text[i])) i++;
    if (!isComment) out.push({ t: 'action', s: body, off: inner });
  }
  return out;
}

/**
 * The first error lex.go's lexInsideAction meets in an action that has no right delimiter
 * (`{{.Name}` is "bad character U+007D '}'": a field must end at a terminator), else the parser's
 * error for a stray printable character (`{{.Name }`: "unexpected "}" in operand"), else
 * "unclosed action" at the end. `off` is where the failing token starts (its line is reported).
 */
function actionLexError(
  text: string,
  from: number,
  closedEnd?: number,
): { msg: string; off: number } | undefined {
  const stop = closedEnd ?? text.length;
  const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r' || c === '\n';
  // Go strings hold bytes here: a rune is its UTF-8 bytes.
  const at = (i: number) => (i < text.length ? text.slice(i, i + decodeRune(text, i).size) : undefined);
  const isAlnum = (c: string | undefined) =>
    c !== undefined && /^[\p{L}\p{Nd}_]$/u.test(String.fromCodePoint(decodeRune(c, 0).r));
  // lex.go atTerminator (no right delimiter can follow: there is none).
  const terminator = (i: number) => i >= stop || isSpace(text[i]) || '.,|:)('.includes(text[i]!);
  const bad = (i: number, start: number) => ({ msg: `bad character ${goRuneU(at(i)!)}`, off: start });
  let i = from;
  let depth = 0;
  // The parser's context for a stray character: the pipeline's at its start and after "|", the
  // keyword's right after end/else/break/continue, else the operand's.
  let keyword = '';
  let context: string | undefined = 'command';
  let firstAt = from;
  while (firstAt < stop && isSpace(text[firstAt])) firstAt++;
  while (i < stop) {
    const start = i;
    const c = at(i)!;
    i += c.length;
    if (isSpace(c)) {
      while (i < stop && isSpace(text[i])) i++;
      continue;
    }
    const ctx = context;
    const first = start === firstAt;
    context = keyword === '' ? 'operand' : undefined;
    if (c === '|') {
      context = keyword === '' ? 'command' : undefined;
      continue;
    }
    if (c === '=') continue;
    if (c === ':') {
      if (text[i] !== '=') return { msg: 'expected :=', off: start };
      i++;
    } else if (c === '"' || c === "'") {
      for (;;) {
        const d = text[i++];
        if (d === '\\' && i < text.length && text[i] !== '\n') i++;
        else if (d === undefined || d === '\n' || d === '\\')
          return {
            msg: c === '"' ? 'unterminated quoted string' : 'unterminated character constant',
            off: start,
          };
        else if (d === c) break;
      }
    } else if (c === '`') {
      const end = text.indexOf('`', i);
      if (end < 0) return { msg: 'unterminated raw quoted string', off: start };
      i = end + 1;
    } else if ((c === '.' && !/[0-9]/.test(text[i] ?? '')) || c === '$') {
      // lexFieldOrVariable: "." or "$" alone, else a name that must end at a terminator.
      if (!terminator(i)) {
        while (isAlnum(at(i))) i += at(i)!.length;
        if (!terminator(i)) return bad(i, start);
      }
    } else if (c === '.' || c === '+' || c === '-' || (c >= '0' && c <= '9')) {
      // lexNumber / scanNumber.
      i = start;
      const scan = (): boolean => {
        i = scanNumberEnd(text, i);
        if (isAlnum(at(i))) {
          i += at(i)!.length;
          return false;
        }
        return true;
      };
      const badNumber = () => ({ msg: `bad number syntax: ${goQuote(text.slice(start, i))}`, off: start });
      if (!scan()) return badNumber();
      if (text[i] === '+' || text[i] === '-') if (!scan() || text[i - 1] !== 'i') return badNumber();
    } else if (isAlnum(c)) {
      while (isAlnum(at(i))) i += at(i)!.length;
      if (!terminator(i)) return bad(i, start);
      const word = text.slice(start, i);
      if (first && KEYWORDS.has(word)) {
        keyword = word;
        if (word === 'end' || word === 'else') context = word;
        else if (word === 'break' || word === 'continue') context = `{{${word}}}`;
        else if (word === 'if' || word === 'with' || word === 'range') context = word;
        else context = undefined;
      }
    } else if (c === '(') depth++;
    else if (c === ')') {
      if (--depth < 0) return { msg: 'unexpected right paren', off: start };
    } else if (c.codePointAt(0)! < 0x80 && c >= ' ' && c !== '\x7f') {
      // An itemChar, which the parser reports where it stands (parse.go unexpected).
      if (closedEnd === undefined && c !== ',' && ctx !== undefined)
        return { msg: `unexpected ${goQuote(c)} in ${ctx}`, off: start };
    } else return { msg: `unrecognized character in action: ${goRuneU(c)}`, off: start };
  }
  if (closedEnd === undefined) return { msg: 'unclosed action', off: text.length };
  return depth > 0 ? { msg: 'unclosed left paren', off: stop } : undefined;
}

/** parse.go unexpected: a lexer error on another line than its action's start says where it started. */
function startedAt(name: string, actionLine: number, line: number, msg: string): string {
  if (actionLine === line) return '';
  return `${msg.endsWith(' action') ? '' : ' in action'} started at ${name}:${actionLine}`;
}

const KEYWORDS = new Set([
  'block',
  'break',
  'continue',
  'define',
  'else',
  'end',
  'if',
  'range',
  'nil',
  'template',
  'with',
]);

/** fmt's %#U: U+007D '}' (the quoted rune only when printable). */
function goRuneU(c: string): string {
  const cp = decodeRune(c, 0).r;
  const hex = cp.toString(16).toUpperCase().padStart(4, '0');
  return isPrint(cp) ? `U+${hex} '${c}'` : `U+${hex}`;
}

/** `bad`: a character no token starts with (lex.go itemChar), which the parser reports where it stands. */
type ATok = {
  k: 'word' | 'field' | 'var' | 'string' | 'number' | 'char' | 'punct' | 'bad';
  s: string;
  off: number;
};

/** No space between two tokens of an action. */
function adjacent(a: ATok, b: ATok): boolean {
  return a.off + a.s.length === b.off;
}

/** parse/lex.go item.String: a keyword (dot and nil among them) as <x>, else quoted, cut at 10. */
function itemText(t: ATok): string {
  if (t.s === '.' || (t.k === 'word' && KEYWORDS.has(t.s))) return `<${t.s}>`;
  if (t.s.length <= 10) return goQuote(t.s);
  return `${goQuote([...t.s].slice(0, 10).join(''))}...`;
}

function lexAction(s: string, base: number, fail: (msg: string) => never): ATok[] {
  const out: ATok[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c === '"' || c === '`') {
      let j = i + 1;
      while (j < s.length && s[j] !== c) j += s[j] === '\\' && c === '"' ? 2 : 1;
      if (j >= s.length) fail('unterminated quoted string');
      out.push({ k: 'string', s: s.slice(i, j + 1), off: base + start });
      i = j + 1;
    } else if (c === "'") {
      let j = i + 1;
      while (j < s.length && s[j] !== "'") j += s[j] === '\\' ? 2 : 1;
      out.push({ k: 'char', s: s.slice(i, j + 1), off: base + start });
      i = j + 1;
    } else if (c === ':' && s[i + 1] === '=') {
      out.push({ k: 'punct', s: ':=', off: base + start });
      i += 2;
    } else if ('|(),='.includes(c)) {
      out.push({ k: 'punct', s: c, off: base + start });
      i++;
    } else if ((c === '.' && !/[0-9]/.test(s[i + 1] ?? '')) || c === '$') {
      // lex.go lexFieldOrVariable: "." or "$" alone, else a name; a chain `.A.B` (lexed as one
      // field per name) is one token here, and a "." after it that starts no name is a dot token.
      let j = i + 1;
      for (;;) {
        while (j < s.length && /[\p{L}\p{N}_]/u.test(s[j])) j++;
        if (s[j] !== '.' || !/[\p{L}\p{N}_]/u.test(s[j + 1] ?? '') || (j === i + 1 && c === '.')) break;
        j++;
      }
      out.push({ k: c === '$' ? 'var' : 'field', s: s.slice(i, j), off: base + start });
      i = j;
    } else if (/[0-9+\-.]/.test(c)) {
      // lex.go lexNumber's extent: one number, or two joined by a sign (a complex constant)
      let j = scanNumberEnd(s, i);
      if (s[j] === '+' || s[j] === '-') j = scanNumberEnd(s, j);
      out.push({ k: 'number', s: s.slice(i, j), off: base + start });
      i = j;
    } else if (/[\p{L}_]/u.test(c)) {
      let j = i + 1;
      while (j < s.length && /[\p{L}\p{N}_]/u.test(s[j])) j++;
      // a field chain right after an identifier: (x).F is parsed separately; here words end at '.'
      out.push({ k: 'word', s: s.slice(i, j), off: base + start });
      i = j;
    } else {
      out.push({ k: 'bad', s: c, off: base + start });
      i++;
    }
  }
  return out;
}

/** parse.go IsEmptyTree over a list: only blank text (actions and control nodes are not empty). */
function isEmptyList(list: TNode[]): boolean {
  return list.every((n) => n.k === 'text' && n.s.trim() === '');
}

class Parser {
  private readonly src: Source;
  private readonly set: TplSet;
  private toks: Tok[];
  private readonly right: string;
  private p = 0;
  private vars: string[][] = [['$']];
  /** Enclosing {{range}}s, for {{break}} and {{continue}}. */
  private rangeDepth = 0;
  /** The trees this Parse call defines, the top-level one last (parse.go's treeSet). */
  readonly trees = new Map<string, { list: TNode[]; empty: boolean }>();
  constructor(src: Source, set: TplSet, left = '', right = '') {
    this.src = src;
    this.set = set;
    this.right = right || '}}';
    this.toks = lexText(src.name, src.text, left || '{{', this.right);
  }

  /** parse.go parseTemplateName: strconv.Unquote of the name ("invalid syntax" when it fails). */
  private templateName(lit: string, off: number): string {
    const name = unquote(lit);
    if (name === undefined) this.fail(off, 'invalid syntax');
    return name;
  }

  /** parse.go unexpected's item: the first token of an action's `rest`, else its right delimiter. */
  private firstItem(rest: string, off: number): string {
    const t = rest === '' ? undefined : lexAction(rest, off, (msg) => this.fail(off, msg))[0];
    return t === undefined ? goQuote(this.right) : itemText(t);
  }

  private line(off: number): number {
    return this.src.text.slice(0, off).split('\n').length;
  }

  fail(off: number, msg: string): never {
    throw new ParseFail(`template: ${this.src.name}:${this.line(off)}: ${msg}`);
  }

  /** Parses the whole text; `define`d templates are added to the set. */
  parseAll(): TNode[] {
    const [list, end] = this.list(true);
    if (end !== undefined) this.fail(end.off, `unexpected {{${end.word}}}`);
    return list;
  }

  /**
   * parse.go Tree.add: the trees of one Parse call by name. A non-empty tree may not meet another
   * non-empty one of its name ("multiple definition"); an empty one never replaces a non-empty one.
   */
  addTree(name: string, list: TNode[], off: number): void {
    const empty = isEmptyList(list);
    const prev = this.trees.get(name);
    if (prev === undefined || prev.empty) {
      this.trees.set(name, { list, empty });
      return;
    }
    if (!empty) this.fail(off, `template: multiple definition of template ${goQuote(name)}`);
  }

  /**
   * Nodes until {{end}}/{{else…}} (returned) or EOF. `top`: the list of the Parse call itself, the
   * only place for {{define}} (parse.go parse; elsewhere the action's pipeline meets it).
   */
  private list(top = false): [TNode[], { word: string; rest: string; off: number } | undefined] {
    const out: TNode[] = [];
    while (this.p < this.toks.length) {
      const t = this.toks[this.p++];
      if (t.t === 'text') {
        out.push({ k: 'text', s: t.s });
        continue;
      }
      const body = t.s.trim();
      const lexErr = actionLexError(this.src.text, t.off, t.off + t.s.length);
      if (lexErr !== undefined) {
        const at = this.line(t.off);
        this.fail(
          lexErr.off,
          `${lexErr.msg}${startedAt(this.src.name, at, this.line(lexErr.off), lexErr.msg)}`,
        );
      }
      const m = /^(end|else|if|range|with|define|template|block|break|continue)\b\s*([\s\S]*)$/.exec(body);
      const word = m?.[1];
      const rest = m?.[2] ?? '';
      const restOff = t.off + t.s.indexOf(rest === '' ? body : rest);
      // parse.go endControl and elseControl: nothing may follow "end", and only "if" or "with"
      // (left for the control to take) may follow "else".
      if (word === 'end' && rest !== '')
        this.fail(restOff, `unexpected ${this.firstItem(rest, restOff)} in end`);
      if (word === 'else' && rest !== '' && !/^(if|with)\b/.test(rest))
        this.fail(restOff, `unexpected ${this.firstItem(rest, restOff)} in else`);
      if (word === 'end' || word === 'else') return [out, { word, rest, off: restOff }];
      if (word === 'define' && !top) this.fail(t.off, 'unexpected <define> in command');
      switch (word) {
        case 'if':
        case 'with':
        case 'range':
          out.push(this.control(word, rest, restOff));
          break;
        case 'define':
        case 'block': {
          const nm = /^("(?:[^"\\]|\\.)*"|`[^`]*`)\s*([\s\S]*)$/.exec(rest);
          if (!nm) this.fail(restOff, `unexpected ${this.firstItem(rest, restOff)} in ${word} clause`);
          // parse.go parseDefinition: the right delimiter follows a definition's name.
          if (word === 'define' && nm[2] !== '')
            this.fail(restOff, `unexpected ${this.firstItem(nm[2], restOff)} in define clause`);
          const name = this.templateName(nm[1], restOff);
          const saved = this.vars;
          const savedDepth = this.rangeDepth;
          this.vars = [['$']];
          this.rangeDepth = 0; // a definition is a tree of its own
          const [list, end] = this.list();
          this.vars = saved;
          this.rangeDepth = savedDepth;
          if (end === undefined) this.fail(this.src.text.length, 'unexpected EOF');
          if (end.word !== 'end') this.fail(end.off, `unexpected {{${end.word}}} in ${word} clause`);
          this.addTree(name, list, end.off);
          if (word === 'block') {
            // The pipeline's text follows the name (its tokens are positioned from there).
            const pipeOff = restOff + rest.length - nm[2].length;
            const pipe = nm[2] === '' ? undefined : this.pipeline(nm[2], pipeOff, 'block clause');
            out.push({ k: 'template', name, pipe, off: restOff });
          }
          break;
        }
        case 'template': {
          const nm = /^("(?:[^"\\]|\\.)*"|`[^`]*`)\s*([\s\S]*)$/.exec(rest);
          if (!nm) this.fail(restOff, `unexpected ${this.firstItem(rest, restOff)} in template clause`);
          const pipeOff = restOff + rest.length - nm[2].length;
          const pipe = nm[2] === '' ? undefined : this.pipeline(nm[2], pipeOff, 'template clause');
          // At the name, as parse.go's templateControl positions the node (at its name token).
          out.push({ k: 'template', name: this.templateName(nm[1], restOff), pipe, off: restOff });
          break;
        }
        case 'break':
        case 'continue':
          // parse.go breakControl/continueControl.
          if (rest.trim() !== '')
            this.fail(restOff, `unexpected ${this.firstItem(rest.trim(), restOff)} in {{${word}}}`);
          if (this.rangeDepth === 0) this.fail(t.off, `{{${word}}} outside {{range}}`);
          out.push({ k: word });
          break;
        default: {
          if (body === '') this.fail(t.off, 'missing value for command');
          out.push({ k: 'action', pipe: this.pipeline(t.s, t.off, 'command'), off: t.off });
        }
      }
    }
    return [out, undefined];
  }

  /** if/with/range through its {{end}}; `{{else if …}}` (and `{{else with …}}`) nest and share the end. */
  private control(word: 'if' | 'with' | 'range', rest: string, restOff: number): TNode {
    if (word === 'range') this.rangeDepth++;
    this.vars.push([]);
    const pipe = this.pipeline(rest, restOff, word);
    const [list, end] = this.list();
    // parse.go parseControl: only the range's own list, not its {{else}}, allows {{break}}.
    if (word === 'range') this.rangeDepth--;
    if (end === undefined) this.fail(this.src.text.length, 'unexpected EOF');
    let elseList: TNode[] | undefined;
    if (end.word.startsWith('else')) {
      // parse.go elseControl leaves an "if" or "with" after the else pending; parseControl chains it
      // in its own kind of control, and else the list after the else meets it as "input".
      const next = /^(if|with)\b/.exec(end.rest)?.[1];
      if (next === word) {
        elseList = [this.control(word, end.rest.slice(word.length).trim(), end.off)];
      } else {
        if (next !== undefined) this.fail(end.off, `unexpected <${next}> in input`);
        const [el, e2] = this.list();
        if (e2 === undefined) this.fail(this.src.text.length, 'unexpected EOF');
        if (e2.word !== 'end') this.fail(e2.off, `expected end; found {{${e2.word}}}`);
        elseList = el;
      }
    }
    this.vars.pop();
    return { k: word, pipe, list, elseList, off: restOff };
  }

  private pipeline(text: string, off: number, context: string): Pipe {
    const toks = lexAction(text, off - (text.length - text.length), (msg) => this.fail(off, msg));
    // offsets in toks are relative to `off` of the text start
    for (const tk of toks) tk.off = off + (tk.off - off);
    const pipe: Pipe = { decls: [], assign: false, cmds: [] };
    let i = 0;
    // declarations: $x := / $i, $v := / $x =
    const declEnd = toks.findIndex((t) => t.k === 'punct' && (t.s === ':=' || t.s === '='));
    if (
      declEnd > 0 &&
      toks.slice(0, declEnd).every((t) => t.k === 'var' || (t.k === 'punct' && t.s === ','))
    ) {
      pipe.decls = toks
        .slice(0, declEnd)
        .filter((t) => t.k === 'var')
        .map((t) => t.s);
      // parse.go pipeline: only a range declares two variables ($i, $e := …).
      const commas = declEnd - pipe.decls.length;
      if (commas > 0 && (context !== 'range' || pipe.decls.length > 2))
        this.fail(toks[declEnd].off, `too many declarations in ${context}`);
      // parse.go pipeline: an assignment, like a declaration, makes the name known to the parser.
      pipe.assign = toks[declEnd].s === '=';
      i = declEnd + 1;
    }
    const [cmds, next] = this.commands(toks, i, context);
    if (next < toks.length) this.fail(off, `unexpected ${JSON.stringify(toks[next].s)} in ${context}`);
    if (cmds.length === 0) this.fail(off, `missing value for ${context}`);
    this.checkStages(cmds, off + text.length);
    pipe.cmds = cmds;
    for (const d of pipe.decls) this.vars[this.vars.length - 1].push(d);
    return pipe;
  }

  /** parse.go checkPipeline: only a pipeline's first command may start with a constant or dot. */
  private checkStages(cmds: Cmd[], off: number): void {
    for (let i = 1; i < cmds.length; i++) {
      const k = cmds[i].args[0]?.k;
      if (k === 'bool' || k === 'dot' || k === 'nil' || k === 'number' || k === 'string')
        this.fail(off, `non executable command in pipeline stage ${i + 1}`);
    }
  }

  private checkVar(name: string, off: number): void {
    const base = name.split('.')[0];
    if (!this.vars.some((scope) => scope.includes(base))) this.fail(off, `undefined variable "${base}"`);
  }

  private commands(toks: ATok[], start: number, context: string): [Cmd[], number] {
    const cmds: Cmd[] = [];
    let i = start;
    let cur: Arg[] = [];
    while (i < toks.length) {
      const t = toks[i];
      if (t.k === 'punct' && t.s === ')') break;
      // parse.go: at a command's start the pipeline meets it, after an operand the command does.
      if (t.k === 'bad')
        this.fail(t.off, `unexpected ${itemText(t)} in ${cur.length === 0 ? context : 'operand'}`);
      if (t.k === 'punct' && t.s === '|') {
        // parse.go pipeline: a "|" where a command should start is unexpected there.
        if (cur.length === 0) this.fail(t.off, `unexpected "|" in ${context}`);
        cmds.push({ args: cur });
        cur = [];
        i++;
        continue;
      }
      const [arg, n] = this.operand(toks, i);
      cur.push(arg);
      i = n;
      // parse.go command: an operand is followed by a space, a right delimiter or paren, or "|".
      const after = toks[i];
      if (after !== undefined && adjacent(toks[i - 1], after) && after.s !== ')' && after.s !== '|')
        this.fail(after.off, `unexpected ${itemText(after)} in operand`);
    }
    if (cur.length > 0) cmds.push({ args: cur });
    return [cmds, i];
  }

  private operand(toks: ATok[], i: number): [Arg, number] {
    const [arg, n] = this.term(toks, i);
    // parse.go operand: fields right after a term make a chain; on a constant or dot, an error.
    const f = toks[n];
    if (f?.k !== 'field' || f.s === '.' || !adjacent(toks[n - 1], f) || arg.k === 'pipe') return [arg, n];
    switch (arg.k) {
      case 'ident': {
        const cmds = [{ args: [arg] }];
        const chain = f.s.slice(1).split('.');
        return [
          {
            k: 'pipe',
            pipe: { decls: [], assign: false, cmds },
            chain,
            chainOff: f.off,
            bare: true,
            off: arg.off,
          },
          n + 1,
        ];
      }
      case 'bool':
      case 'string':
      case 'number':
      case 'nil':
      case 'dot':
        this.fail(f.off, `unexpected . after term ${goQuote(nodeText(arg))}`);
    }
    return [arg, n];
  }

  private term(toks: ATok[], i: number): [Arg, number] {
    const t = toks[i];
    switch (t.k) {
      case 'field':
        if (t.s === '.') return [{ k: 'dot', off: t.off }, i + 1];
        {
          // A chain `.X.Y` is positioned at its second field, as parse.go's operand builds the node
          // from the chain (chain.Position()); the same holds for `$x.Y` below.
          const chain = t.s.slice(1).split('.');
          const off = chain.length > 1 ? t.off + 1 + chain[0].length : t.off;
          return [{ k: 'field', chain, off }, i + 1];
        }
      case 'var': {
        const [name, ...chain] = t.s.split('.');
        this.checkVar(name, t.off);
        return [{ k: 'var', name, chain, off: chain.length > 0 ? t.off + name.length : t.off }, i + 1];
      }
      case 'string': {
        // parse.go term: strconv.Unquote's error ("invalid syntax" for an unknown escape).
        const v = unquote(t.s);
        if (v === undefined) this.fail(t.off, 'invalid syntax');
        return [{ k: 'string', v, quoted: t.s, off: t.off }, i + 1];
      }
      case 'char': {
        // parse.go newNumber: strconv.UnquoteChar(text[1:], text[0]) gives the rune, which must
        // end at the closing quote.
        const ch = unquoteChar(t.s.slice(1), 0x27);
        if (ch === undefined) this.fail(t.off, 'invalid syntax');
        if (ch.tail !== "'") this.fail(t.off, `malformed character constant: ${t.s}`);
        return [{ k: 'number', text: String(ch.value), src: t.s, num: runeNum(ch.value), off: t.off }, i + 1];
      }
      case 'number': {
        const num = newNumber(t.s);
        if (typeof num === 'string') this.fail(t.off, num);
        return [{ k: 'number', text: t.s, num, off: t.off }, i + 1];
      }
      case 'word':
        if (t.s === 'true' || t.s === 'false') return [{ k: 'bool', v: t.s === 'true', off: t.off }, i + 1];
        if (t.s === 'nil') return [{ k: 'nil', off: t.off }, i + 1];
        if (!BUILTINS.has(t.s) && !this.set.funcs.has(t.s)) this.fail(t.off, `function "${t.s}" not defined`);
        return [{ k: 'ident', name: t.s, off: t.off }, i + 1];
      case 'punct':
        if (t.s === '(') {
          const [cmds, n] = this.commands(toks, i + 1, 'parenthesized pipeline');
          if (toks[n]?.s !== ')') this.fail(t.off, 'unclosed left paren');
          if (cmds.length === 0) this.fail(toks[n].off, 'missing value for parenthesized pipeline');
          this.checkStages(cmds, toks[n].off);
          let j = n + 1;
          let chain: string[] = [];
          let chainOff: number | undefined;
          if (toks[j]?.k === 'field' && toks[j].off === toks[n].off + 1) {
            chain = toks[j].s.slice(1).split('.');
            chainOff = toks[j].off;
            j++;
          }
          const pipe: Arg = { k: 'pipe', pipe: { decls: [], assign: false, cmds }, chain, off: t.off };
          if (chainOff !== undefined) pipe.chainOff = chainOff;
          return [pipe, j];
        }
        this.fail(t.off, `unexpected "${t.s}" in operand`);
        break;
      case 'bad':
        break;
    }
    return this.fail(t.off, `unexpected ${itemText(t)} in operand`);
  }
}

// ----------------------------------------------------------------------------------------------
// Execution

interface Val {
  t: RType | null;
  v: any;
  /**
   * reflect's CanAddr: an element of a slice, or a field or element reached through a pointer or an
   * addressable value. exec.go evalField looks methods up on its address, so a *T method is found.
   */
  addr?: boolean;
}
const NOVALUE: Val = { t: null, v: undefined };

/**
 * An exec.go errorf: a template.ExecError (Name: the template executing then) on the Go side;
 * `wrapped` is the error it wraps with %w (a called function's error or panic), at the message's end.
 */
class ExecFail extends Error {
  readonly tmpl: string;
  readonly wrapped: Iface | null;
  constructor(message: string, tmpl: string, cause: Iface | null = null) {
    super(message);
    this.tmpl = tmpl;
    this.wrapped = cause;
  }
}
class BreakSignal {}
class ContinueSignal {}

function arg(v: Val): Iface | null {
  if (v.t === null) return null;
  if (v.t.kind === 'interface') return v.v as Iface | null;
  return new Iface(v.t, v.v);
}

function fromIface(iv: Iface | null): Val {
  return iv === null ? { t: null, v: undefined } : { t: iv.t, v: iv.v };
}

function hasField(st: RType, name: string): boolean {
  return st.fields.some((f) => {
    const inner = f.type.kind === 'ptr' ? f.type.elem! : f.type;
    return f.name === name || (f.embedded && inner.kind === 'struct' && hasField(inner, name));
  });
}

function unwrap(v: Val): Val {
  let x = v;
  while (x.t !== null && x.t.kind === 'interface') x = fromIface(x.v);
  return x;
}

function truth(v0: Val): boolean {
  const v = unwrap(v0);
  if (v.t === null) return false;
  switch (v.t.kind) {
    case 'bool':
      return v.v;
    case 'string':
      return v.v !== '';
    case 'slice':
      return v.v !== null && (v.v as Slice).len > 0;
    case 'map':
      return v.v !== null && (v.v as GoMap).size > 0;
    case 'array':
      return v.t.len > 0;
    case 'ptr':
    case 'func':
    case 'chan':
      return v.v !== null;
    case 'struct':
      return true;
    case 'complex64':
    case 'complex128':
      return v.v.re !== 0 || v.v.im !== 0;
    default:
      return v.v !== 0 && v.v !== 0n;
  }
}

interface Printers {
  sprint: (a: Slice) => string;
  sprintf: (f: string, a: Slice) => string;
  sprintln: (a: Slice) => string;
}

class Exec {
  private readonly ctx: NativeContext;
  private readonly set: TplSet;
  private readonly pr: Printers;
  private out = '';
  private depth = 0;
  private vars: [string, Val][] = [];
  private tmplName = '';
  private src: Source = { name: '', text: '' };
  constructor(ctx: NativeContext, set: TplSet, pr: Printers) {
    this.ctx = ctx;
    this.set = set;
    this.pr = pr;
  }

  private fail(node: Arg | undefined, context: string, msg: string, cause: Iface | null = null): never {
    if (node === undefined) throw new ExecFail(`template: ${this.tmplName}: ${msg}`, this.tmplName, cause);
    const before = this.src.text.slice(0, node.off);
    const line = before.split('\n').length;
    const nl = before.lastIndexOf('\n');
    const col = nl < 0 ? node.off : node.off - nl - 1;
    throw new ExecFail(
      `template: ${this.src.name}:${line}:${col}: executing "${this.tmplName}" at <${context}>: ${msg}`,
      this.tmplName,
      cause,
    );
  }

  run(name: string, data: Val): string {
    this.runTemplate(name, data, undefined);
    return this.out;
  }

  output(): string {
    return this.out;
  }

  private runTemplate(name: string, dot: Val, at: Arg | undefined, pipe?: Pipe): void {
    const tpl = this.set.templates.get(name);
    if (tpl === undefined) {
      if (at === undefined)
        throw new ExecFail(`template: ${name}: "${name}" is an incomplete or empty template`, name);
      this.fail(at, templateText(name, pipe), `template "${name}" not defined`);
    }
    if (++this.depth > 1000)
      this.fail(at, templateText(name, pipe), 'exceeded maximum template depth (100000)');
    const saved = { vars: this.vars, name: this.tmplName, src: this.src };
    this.vars = [['$', dot]];
    this.tmplName = name;
    this.src = tpl.src;
    try {
      this.walkList(tpl.list, dot);
    } finally {
      this.vars = saved.vars;
      this.tmplName = saved.name;
      this.src = saved.src;
      this.depth--;
    }
  }

  private walkList(list: TNode[], dot: Val): void {
    for (const n of list) this.walk(n, dot);
  }

  private walk(n: TNode, dot: Val): void {
    switch (n.k) {
      case 'text':
        this.out += n.s;
        return;
      case 'action': {
        const v = this.pipe(n.pipe, dot);
        if (n.pipe.decls.length === 0) this.print(v, n);
        return;
      }
      case 'if':
      case 'with': {
        const mark = this.vars.length;
        const v = this.pipe(n.pipe, dot);
        if (truth(v)) this.walkList(n.list, n.k === 'with' ? v : dot);
        else if (n.elseList) this.walkList(n.elseList, dot);
        this.vars.length = mark;
        return;
      }
      case 'range':
        this.range(n, dot);
        return;
      case 'template': {
        const v = n.pipe ? this.pipe(n.pipe, dot) : NOVALUE;
        this.runTemplate(n.name, v, { k: 'nil', off: n.off }, n.pipe);
        return;
      }
      case 'break':
        throw new BreakSignal();
      case 'continue':
        throw new ContinueSignal();
    }
  }

  private range(n: TNode & { k: 'if' | 'with' | 'range' }, dot: Val): void {
    const outer = this.vars.length;
    const decls = n.pipe.decls;
    // exec.go walkRange: the pipeline declares (or assigns) its variables the whole value first,
    // which the {{else}} list sees; each iteration then sets them.
    const v = unwrap(this.pipe(n.pipe, dot));
    const mark = this.vars.length;
    const items: [Val, Val][] = [];
    if (v.t !== null) {
      switch (v.t.kind) {
        case 'slice': {
          const s = v.v as Slice | null;
          if (s !== null)
            for (let i = 0; i < s.len; i++)
              items.push([
                { t: tInt, v: i },
                { t: v.t.elem, v: s.arr[s.off + i], addr: true },
              ]);
          break;
        }
        case 'array':
          for (let i = 0; i < v.t.len; i++)
            items.push([
              { t: tInt, v: i },
              { t: v.t.elem, v: v.v[i], addr: v.addr },
            ]);
          break;
        case 'map': {
          const m = v.v as GoMap | null;
          if (m !== null) {
            const kt = v.t.key!;
            const keys = m.keyList().sort((a, b) => compareKeys(kt, a, b));
            for (const k of keys)
              items.push([
                { t: kt, v: k },
                { t: v.t.elem, v: m.get(k) },
              ]);
          }
          break;
        }
        case 'chan': {
          // exec.go walkRange: a channel's values until it is closed, indexed from 0.
          const ch = v.v as Chan | null;
          if (ch === null) break;
          if (v.t.dir === 'send')
            this.fail(
              n.pipe.cmds[0]?.args[0],
              nodeText(n.pipe.cmds[0]?.args[0]),
              `range over send-only channel ${sprintVal(this.pr, v)}`,
            );
          for (let i = 0; ; i++) {
            const [x, ok] = ch.recv();
            if (!ok) break;
            items.push([
              { t: tInt, v: i },
              { t: v.t.elem, v: x },
            ]);
          }
          break;
        }
        default:
          this.fail(
            n.pipe.cmds[0]?.args[0],
            nodeText(n.pipe.cmds[0]?.args[0]),
            `range can't iterate over ${sprintVal(this.pr, v)}`,
          );
      }
    }
    if (items.length === 0) {
      if (n.elseList) this.walkList(n.elseList, dot);
      this.vars.length = outer;
      return;
    }
    for (const [k, e] of items) {
      if (n.pipe.assign) {
        // With two variables the index comes first; with one, the element.
        if (decls.length > 0) this.setVar(decls[0], decls.length > 1 ? k : e);
        if (decls.length > 1) this.setVar(decls[1], e);
      } else {
        if (decls.length > 0) this.vars[mark - 1] = [decls[decls.length - 1], e];
        if (decls.length > 1) this.vars[mark - 2] = [decls[0], k];
      }
      try {
        this.walkList(n.list, e);
      } catch (sig) {
        if (sig instanceof BreakSignal) {
          this.vars.length = mark;
          break;
        }
        if (!(sig instanceof ContinueSignal)) throw sig;
      }
      this.vars.length = mark;
    }
    this.vars.length = outer;
  }

  /**
   * funcs.go evalArgs, the text html, js and urlquery escape: each argument as printableValue
   * makes it (a nil or missing value is "<no value>", a pointer without a String or Error method
   * is printed as what it points to), then fmt.Sprint.
   */
  private evalArgs(vals: Val[]): string {
    const printable = (v0: Val): Iface | null => {
      let v = unwrap(v0);
      if (v.t !== null && v.t.kind === 'ptr' && v.v !== null && !hasPrintMethod(this.ctx, v.t)) {
        const et = v.t.elem!;
        v = { t: et, v: et.kind === 'struct' || et.kind === 'array' ? v.v : v.v.load() };
      }
      return v.t === null ? arg({ t: tString, v: '<no value>' }) : arg(v);
    };
    return this.pr.sprint(Slice.of(vals.map(printable)));
  }

  private print(v0: Val, action: TNode & { k: 'action' }): void {
    // A nil value of a non-empty interface type (a nil error field) is valid: fmt prints <nil>
    // (evalPipeline digs only interface{} values out, which then have no value).
    if (v0.t !== null && v0.t.kind === 'interface' && v0.v === null) {
      this.out += '<nil>';
      return;
    }
    let v = unwrap(v0);
    if (v.t !== null && v.t.kind === 'ptr' && v.v !== null && !hasPrintMethod(this.ctx, v.t)) {
      const et = v.t.elem!;
      v = { t: et, v: et.kind === 'struct' || et.kind === 'array' ? v.v : v.v.load() };
    }
    if (v.t === null) {
      this.out += '<no value>';
      return;
    }
    // exec.go printableValue: a func or chan without an Error or String method cannot be printed
    // (reported at the action, parse/node.go ActionNode.String).
    if ((v.t.kind === 'func' || v.t.kind === 'chan') && !hasPrintMethod(this.ctx, v.t)) {
      const text = `{{${pipeText(action.pipe)}}}`;
      const at: Arg = { k: 'dot', off: action.pipe.cmds[0]?.args[0]?.off ?? action.off };
      this.fail(at, text, `can't print ${text} of type ${v.t.String()}`);
    }
    this.out += this.pr.sprint(Slice.of([arg(v)]));
  }

  private lookupVar(name: string): Val {
    for (let i = this.vars.length - 1; i >= 0; i--) if (this.vars[i][0] === name) return this.vars[i][1];
    return NOVALUE;
  }

  private pipe(p: Pipe, dot: Val): Val {
    let v: Val | undefined;
    for (const c of p.cmds) {
      v = this.command(c, dot, v);
      // exec.go evalPipeline: a value of type interface{} is dug out one level ("lovely!").
      if (v.t !== null && v.t.kind === 'interface' && v.t.imethods.length === 0) v = fromIface(v.v);
    }
    const res = v ?? NOVALUE;
    // exec.go evalPipeline: every variable (a range's two too) is declared, or assigned, the value.
    for (const d of p.decls) {
      if (p.assign) {
        let i = this.vars.length - 1;
        while (i >= 0 && this.vars[i][0] !== d) i--;
        // exec.go setVar: assigning a variable the execution has not declared (the parser lets it
        // through) fails at the last node evaluated.
        if (i < 0) {
          const at = lastVisited(p);
          this.fail(at, nodeText(at), `undefined variable: ${d}`);
        }
        this.vars[i][1] = res;
      } else this.vars.push([d, res]);
    }
    return res;
  }

  /** exec.go setVar for a variable evalPipeline has already found. */
  private setVar(name: string, v: Val): void {
    let i = this.vars.length - 1;
    while (this.vars[i][0] !== name) i--;
    this.vars[i][1] = v;
  }

  /** The dot of the command being evaluated (method and function arguments are evaluated with it). */
  private curDot: Val = NOVALUE;

  private command(c: Cmd, dot: Val, final: Val | undefined): Val {
    this.curDot = dot;
    const first = c.args[0];
    switch (first.k) {
      case 'field':
        return this.fieldChain(dot, first.chain, first, c.args.slice(1), final, `.${first.chain.join('.')}`);
      case 'var': {
        const v = this.lookupVar(first.name);
        if (first.chain.length === 0) {
          if (c.args.length > 1 || final)
            this.fail(first, first.name, `can't give argument to non-function ${first.name}`);
          return v;
        }
        return this.fieldChain(
          v,
          first.chain,
          first,
          c.args.slice(1),
          final,
          `${first.name}.${first.chain.join('.')}`,
        );
      }
      case 'pipe': {
        const v = this.pipe(first.pipe, dot);
        if (first.chain.length === 0) return v;
        const at = lastVisited(first.pipe);
        return this.fieldChain(v, first.chain, at, c.args.slice(1), final, nodeText(at), chainErrAt(first));
      }
      case 'ident':
        return this.call(first.name, first, c.args.slice(1), dot, final);
      default:
        if (c.args.length > 1 || final)
          this.fail(first, nodeText(first), `can't give argument to non-function ${nodeText(first)}`);
        // exec.go evalCommand: a nil operand is no command (it may only be an argument).
        if (first.k === 'nil') this.fail(first, 'nil', 'nil is not a command');
        return this.operandValue(first, dot);
    }
  }

  private operandValue(a: Arg, dot: Val): Val {
    switch (a.k) {
      case 'dot':
        return dot;
      case 'string':
        return { t: tString, v: a.v };
      case 'bool':
        return { t: tBool, v: a.v };
      case 'nil':
        return NOVALUE;
      case 'number': {
        // exec.go idealConstant: complex, then a float written as one, then an int.
        const n = a.num;
        const text = a.src ?? a.text;
        if (n.complex !== undefined) return { t: tComplex128, v: n.complex };
        const hexInt = /^0[xX]/.test(text) && !/[pP]/.test(text);
        if (n.float !== undefined && !hexInt && a.src === undefined && /[.eEpP]/.test(text))
          return { t: tFloat64, v: n.float };
        if (n.int !== undefined) return { t: tInt, v: canon(n.int) };
        if (n.uint !== undefined) this.fail(a, text, `${text} overflows int`);
        return NOVALUE;
      }
      case 'field':
        return this.fieldChain(dot, a.chain, a, [], undefined, `.${a.chain.join('.')}`);
      case 'var':
        return a.chain.length === 0
          ? this.lookupVar(a.name)
          : this.fieldChain(
              this.lookupVar(a.name),
              a.chain,
              a,
              [],
              undefined,
              `${a.name}.${a.chain.join('.')}`,
            );
      case 'pipe': {
        const v = this.pipe(a.pipe, dot);
        const at = lastVisited(a.pipe);
        return a.chain.length === 0
          ? v
          : this.fieldChain(v, a.chain, at, [], undefined, nodeText(at), chainErrAt(a));
      }
      case 'ident':
        return this.call(a.name, a, [], dot, undefined);
    }
  }

  private fieldChain(
    recv: Val,
    chain: string[],
    node: Arg,
    args: Arg[],
    final: Val | undefined,
    context: string,
    errAt?: ErrAt,
  ): Val {
    let v = recv;
    for (let i = 0; i < chain.length; i++) {
      const last = i === chain.length - 1;
      v = this.field(v, chain[i], node, last ? args : [], last ? final : undefined, context, errAt);
    }
    return v;
  }

  private field(
    recv0: Val,
    name: string,
    node: Arg,
    args: Arg[],
    final: Val | undefined,
    context: string,
    errAt?: ErrAt,
  ): Val {
    const recv = unwrap(recv0);
    if (recv.t === null) {
      // exec.go evalField: a nil interface value (not a missing one) cannot have fields or methods.
      if (recv0.t !== null && recv0.t.kind === 'interface')
        this.fail(node, context, `nil pointer evaluating ${recv0.t.String()}.${name}`);
      return NOVALUE;
    }
    const t = recv.t;
    // exec.go evalField names the receiver's type before indirection (an interface{} field's
    // `interface {}`, a pointer's `*T`).
    const typ = recv0.t ?? t;
    let m = this.ctx.lookupMethod(t, name);
    // The method set of *T when the value is addressable (a pointer to a struct or array is the
    // same object as the value here).
    if (m === undefined && recv.addr && (t.kind === 'struct' || t.kind === 'array') && t.ptrToThis !== null)
      m = this.ctx.lookupMethod(t.ptrToThis, name);
    if (m !== undefined)
      return this.invoke(
        name,
        m.type,
        (...a: any[]) => m.fn(recv.v, ...a),
        node,
        args,
        final,
        context,
        recv.v,
        errAt?.context,
        errAt?.node,
      );
    // exec.go evalField: arguments for a field are an error, worded by what the name found.
    const hasArgs = args.length > 0 || final !== undefined;
    let st = t;
    let obj = recv.v;
    let addr = recv.addr === true;
    if (t.kind === 'ptr') {
      // exec.go: a nil *struct without such a field says "can't evaluate" below instead.
      if (obj === null && !(t.elem!.kind === 'struct' && !hasField(t.elem!, name)))
        this.fail(node, context, `nil pointer evaluating ${typ.String()}.${name}`);
      st = t.elem!;
      addr = true;
      if (obj !== null && st.kind !== 'struct') obj = obj.load();
    }
    if (st.kind === 'struct' && obj !== null) {
      const f = st.fields.find((x) => x.name === name);
      if (f !== undefined) {
        if (f.pkgPath !== '')
          this.fail(node, context, `${name} is an unexported field of struct type ${typ.String()}`);
        if (hasArgs) this.fail(node, context, `${name} has arguments but cannot be invoked as function`);
        return { t: f.type, v: obj[f.key], addr };
      }
      // promoted fields through embedded structs
      for (const e of st.fields) {
        if (!e.embedded) continue;
        const inner = e.type.kind === 'ptr' ? e.type.elem! : e.type;
        if (inner.kind === 'struct' && inner.fields.some((x) => x.name === name)) {
          return this.field({ t: e.type, v: obj[e.key], addr }, name, node, args, final, context);
        }
      }
    }
    if (st.kind === 'map' && st.key!.kind === 'string') {
      if (hasArgs) this.fail(node, context, `${name} is not a method but has arguments`);
      const got = obj === null ? undefined : (obj as GoMap).get(name);
      if (got !== undefined) return { t: st.elem, v: got };
      // exec.go evalField: a missing key follows the executing template's missingkey option.
      switch (this.set.missingKey.get(this.tmplName) ?? 'default') {
        case 'zero':
          return { t: st.elem!, v: zero(st.elem!) };
        case 'error':
          this.fail(node, context, `map has no entry for key ${JSON.stringify(name)}`);
      }
      return NOVALUE;
    }
    this.fail(node, context, `can't evaluate field ${name} in type ${typ.String()}`);
  }

  /**
   * funcs.go prepareArg for index's map key: assignable, or an integer converted to an integer key
   * type, else "value has type int; should be string".
   */
  private mapKey(node: Arg, cmd: string, k: Val, kt: RType): any {
    if (k.t === null) {
      if (!canBeNil(kt))
        this.fail(node, cmd, `error calling index: value is nil; should be of type ${kt.String()}`);
      return zero(kt);
    }
    if (k.t === kt || (k.t.named !== kt.named && sameUnderlying(k.t, kt))) return k.v;
    if (kt.kind === 'interface' && (kt.imethods.length === 0 || implementsIface(k.t, kt))) return arg(k);
    const intLike = (t: RType) => /^u?int(8|16|32|64|ptr)?$/.test(t.kind);
    if (intLike(k.t) && intLike(kt))
      return /^u?int(64|ptr)?$/.test(kt.kind) ? canon(BigInt(k.v)) : Number(k.v);
    return this.fail(
      node,
      cmd,
      `error calling index: value has type ${k.t.String()}; should be ${kt.String()}`,
    );
  }

  /**
   * exec.go evalArg: a constant argument must suit the parameter's kind ("expected integer; found
   * "a""); any other value goes through validateType (assignable, or one dereference away, else
   * "wrong type for value; expected int; got string"). `node` is the argument's node (undefined for
   * a pipeline's final value).
   */
  private convertArg(v: Val, pt: RType, node: Arg | undefined, isFinal = false): any {
    const k = pt.kind;
    const fail = (msg: string): never => this.fail(node, nodeText(node), msg);
    if (
      !isFinal &&
      node !== undefined &&
      (node.k === 'string' || node.k === 'number' || node.k === 'bool' || node.k === 'nil')
    ) {
      if (node.k === 'nil') {
        if (!canBeNil(pt)) fail(`cannot assign nil to ${pt.String()}`);
        return zero(pt);
      }
      if (k === 'interface') {
        if (pt.imethods.length === 0) return arg(v);
      } else if (k === 'bool') {
        if (node.k !== 'bool') fail(`expected bool; found ${nodeText(node)}`);
        return v.v;
      } else if (k === 'string') {
        if (node.k !== 'string') fail(`expected string; found ${nodeText(node)}`);
        return v.v;
      }
      // exec.go evalFloat and friends: the number must have that form (NumberNode.IsFloat, …).
      const num = node.k === 'number' ? node.num : undefined;
      if (k === 'float32' || k === 'float64') {
        if (num?.float === undefined) return fail(`expected float; found ${nodeText(node)}`);
        return k === 'float32' ? Math.fround(num.float) : num.float;
      }
      if (k === 'complex64' || k === 'complex128') {
        if (num?.complex === undefined) return fail(`expected complex; found ${nodeText(node)}`);
        return num.complex;
      }
      if (/^int(8|16|32|64)?$/.test(k)) {
        if (num?.int === undefined) return fail(`expected integer; found ${nodeText(node)}`);
        return setInt(num.int, k);
      }
      if (/^uint(8|16|32|64|ptr)?$/.test(k)) {
        if (num?.uint === undefined) return fail(`expected unsigned integer; found ${nodeText(node)}`);
        return setInt(num.uint, k);
      }
      if (!(k === 'interface' && v.t !== null && implementsIface(v.t, pt)))
        fail(`can't handle ${nodeText(node)} for arg of type ${pt.String()}`);
    }
    if (k === 'interface') {
      const u = unwrap(v);
      if (u.t !== null && pt.imethods.length > 0 && !implementsIface(u.t, pt))
        fail(`wrong type for value; expected ${pt.String()}; got ${u.t.String()}`);
      return arg(v);
    }
    const u = unwrap(v);
    if (u.t === null) {
      if (!canBeNil(pt)) fail(`invalid value; expected ${pt.String()}`);
      return zero(pt);
    }
    if (u.t === pt) return u.v;
    // validateType: one dereference (a *T for a T parameter) or one address-of (an addressable
    // struct or array for a *T parameter: the same object here) would do.
    if (u.t.kind === 'ptr' && u.t.elem === pt) {
      if (u.v === null) fail(`dereference of nil pointer of type ${pt.String()}`);
      return pt.kind === 'struct' || pt.kind === 'array' ? u.v : u.v.load();
    }
    if (u.addr && pt.kind === 'ptr' && pt.elem === u.t && (u.t.kind === 'struct' || u.t.kind === 'array'))
      return u.v;
    // Assignable: identical underlying types when one side is unnamed (a []string field to a
    // parameter of a named slice type, and back).
    if (u.t.named !== pt.named && sameUnderlying(u.t, pt)) return u.v;
    return fail(`wrong type for value; expected ${pt.String()}; got ${u.t.String()}`);
  }

  private invoke(
    name: string,
    sig: RType,
    fn: (...a: any[]) => any,
    node: Arg,
    argNodes: Arg[],
    final: Val | undefined,
    context: string,
    _recv?: any,
    errContext?: string,
    errNode?: Arg,
  ): Val {
    const vals = argNodes.map((a) => this.operandValue(a, this.curDot));
    if (final !== undefined) vals.push(final);
    const np = sig.params.length;
    if (sig.variadic ? vals.length < np - 1 : vals.length !== np) {
      this.fail(
        node,
        context,
        sig.variadic
          ? `wrong number of args for ${name}: want at least ${np - 1} got ${vals.length}`
          : `wrong number of args for ${name}: want ${np} got ${vals.length}`,
      );
    }
    const bad = goodFunc(name, sig);
    if (bad !== undefined) this.fail(node, context, bad);
    const args: any[] = [];
    // The pipeline's value (final) is checked where evaluation last stood: the last argument, or
    // the called node itself (exec.go validateType after evalArg's s.at).
    const lastNode = argNodes[argNodes.length - 1] ?? node;
    for (let i = 0; i < (sig.variadic ? np - 1 : np); i++)
      args.push(this.convertArg(vals[i], sig.params[i], argNodes[i] ?? lastNode, argNodes[i] === undefined));
    if (sig.variadic) {
      const et = sig.params[np - 1].elem!;
      args.push(
        Slice.of(
          vals
            .slice(np - 1)
            .map((x, j) =>
              this.convertArg(x, et, argNodes[np - 1 + j] ?? lastNode, argNodes[np - 1 + j] === undefined),
            ),
        ),
      );
    }
    const r = this.safeCall(fn, args, name, errNode ?? node, errContext ?? context);
    const results = sig.results;
    if (results.length === 0) return NOVALUE;
    if (results.length === 2) {
      const [v, err] = r as [any, Iface | null];
      if (err !== null) {
        const msg = this.ctx.callMethod(err, 'Error') as string;
        this.fail(errNode ?? node, errContext ?? context, `error calling ${name}: ${msg}`, err);
      }
      return { t: results[0], v };
    }
    return { t: results[0], v: r };
  }

  /**
   * exec.go safeCall: a panic of the called function or method is recovered and reported as
   * `error calling F: <err>`, the panic value itself if an error, else fmt.Errorf("%v", value).
   */
  private safeCall(fn: (...a: any[]) => any, args: any[], name: string, node: Arg, context: string): any {
    const depth = R.depth;
    try {
      return fn(...args);
    } catch (e) {
      if (!(e instanceof GoPanic) || e.goexit || isForeignPanic(e)) throw e;
      // The panicking frames without deferred calls left the call depth where they were.
      R.depth = depth;
      e.recovered = true;
      recovered();
      const v = e.value;
      const err = v?.t.methods.has('Error') ? v : this.ctx.errorf(this.pr.sprintf('%v', Slice.of([v])));
      const msg = this.ctx.callMethod(err, 'Error') as string;
      this.fail(node, context, `error calling ${name}: ${msg}`, err);
    }
  }

  private call(name: string, node: Arg, argNodes: Arg[], dot: Val, final: Val | undefined): Val {
    // exec.go evalCall reports `error calling F: …` at the whole command (CommandNode.String()).
    const cmd = [name, ...argNodes.map(nodeText)].join(' ');
    const fn = this.set.funcs.get(name);
    if (fn !== undefined && fn.v !== null)
      return this.invoke(name, fn.t, fn.v, node, argNodes, final, name, undefined, cmd);
    if ((name === 'and' || name === 'or') && (fn === undefined || fn.v === null)) {
      // exec.go evalCall: and/or evaluate their arguments in turn and stop at the first that decides
      // (false for and, true for or); the pipeline's value comes last.
      const n = argNodes.length + (final !== undefined ? 1 : 0);
      if (n === 0) this.fail(node, name, `wrong number of args for ${name}: want at least 1 got 0`);
      let v: Val = NOVALUE;
      for (const a of argNodes) {
        v = this.operandValue(a, dot);
        if (truth(v) === (name === 'or')) return v;
      }
      return final ?? v;
    }
    const vals = argNodes.map((a) => this.operandValue(a, dot));
    if (final !== undefined) vals.push(final);
    return this.builtin(name, node, vals, argNodes, dot, cmd);
  }

  private builtin(name: string, node: Arg, vals: Val[], argNodes: Arg[], dot: Val, cmd: string): Val {
    const need = (n: number) => {
      if (vals.length !== n)
        this.fail(node, name, `wrong number of args for ${name}: want ${n} got ${vals.length}`);
    };
    switch (name) {
      case 'not':
        need(1);
        return { t: tBool, v: !truth(vals[0]) };
      case 'and': {
        // Reached through `call and …` only (call() short-circuits a direct and/or).
        for (const v of vals) if (!truth(v)) return v;
        return vals[vals.length - 1] ?? NOVALUE;
      }
      case 'or': {
        for (const v of vals) if (truth(v)) return v;
        return vals[vals.length - 1] ?? NOVALUE;
      }
      case 'len': {
        need(1);
        // funcs.go length: indirect through pointers (a nil one is "len of nil pointer"); an
        // invalid value panics in item.Type(), which safeCall reports.
        // A nil interface value (a field of type any, a map's nil element) is nil to indirect too.
        if (vals[0].t?.kind === 'interface' && vals[0].v === null)
          this.fail(node, cmd, 'error calling len: len of nil pointer');
        let v = unwrap(vals[0]);
        if (v.t === null)
          this.fail(node, cmd, 'error calling len: reflect: call of reflect.Value.Type on zero Value');
        while (v.t !== null && v.t.kind === 'ptr') {
          if (v.v === null) this.fail(node, cmd, 'error calling len: len of nil pointer');
          const et: RType = v.t.elem!;
          v = { t: et, v: et.kind === 'struct' || et.kind === 'array' ? v.v : v.v.load() };
        }
        if (v.t === null) return NOVALUE;
        switch (v.t.kind) {
          case 'chan':
            return { t: tInt, v: v.v === null ? 0 : (v.v as Chan).len };
          case 'string':
            return { t: tInt, v: (v.v as string).length };
          case 'slice':
            return { t: tInt, v: v.v === null ? 0 : (v.v as Slice).len };
          case 'map':
            return { t: tInt, v: v.v === null ? 0 : (v.v as GoMap).size };
          case 'array':
            return { t: tInt, v: v.t.len };
        }
        this.fail(node, cmd, `error calling len: len of type ${v.t.String()}`);
        break;
      }
      case 'index': {
        let v = unwrap(vals[0] ?? NOVALUE);
        if (v.t === null && vals.length > 1)
          this.fail(node, cmd, 'error calling index: index of untyped nil');
        for (const k0 of vals.slice(1)) {
          const k = unwrap(k0);
          // funcs.go index: each step goes through interfaces and pointers (indirect); a nil one
          // (a map's missing element of type any, say) is "index of nil pointer".
          while (v.t !== null && (v.t.kind === 'interface' || v.t.kind === 'ptr')) {
            if (v.v === null) this.fail(node, cmd, 'error calling index: index of nil pointer');
            if (v.t.kind === 'interface') v = fromIface(v.v);
            else {
              const et: RType = v.t.elem!;
              v = { t: et, v: et.kind === 'struct' || et.kind === 'array' ? v.v : v.v.load(), addr: true };
            }
          }
          if (v.t === null) this.fail(node, cmd, 'error calling index: index of untyped nil');
          if (v.t.kind === 'slice' || v.t.kind === 'array' || v.t.kind === 'string') {
            // funcs.go indexArg: the index must be an integer.
            if (k.t === null) this.fail(node, cmd, 'error calling index: cannot index slice/array with nil');
            if (!/^u?int(8|16|32|64|ptr)?$/.test(k.t.kind))
              this.fail(node, cmd, `error calling index: cannot index slice/array with type ${k.t.String()}`);
            const i = Number(k.v);
            const len = v.t.kind === 'slice' ? (v.v?.len ?? 0) : v.t.kind === 'array' ? v.t.len : v.v.length;
            // indexArg allows i == len (its bound is cap = Len()); then reflect's Index panics.
            if (i < 0 || i > len) this.fail(node, cmd, `error calling index: index out of range: ${i}`);
            if (i === len)
              this.fail(node, cmd, `error calling index: reflect: ${v.t.kind} index out of range`);
            if (v.t.kind === 'string') v = { t: tInt, v: (v.v as string).charCodeAt(i) };
            else
              v = {
                t: v.t.elem,
                v: v.t.kind === 'slice' ? v.v.arr[v.v.off + i] : v.v[i],
                addr: v.t.kind === 'slice' || v.addr,
              };
          } else if (v.t.kind === 'map') {
            const got = v.v === null ? undefined : (v.v as GoMap).get(this.mapKey(node, cmd, k, v.t.key!));
            v = got === undefined ? zeroVal(v.t.elem!) : { t: v.t.elem, v: got };
          } else this.fail(node, cmd, `error calling index: can't index item of type ${v.t.String()}`);
        }
        return v;
      }
      case 'print':
        return { t: tString, v: this.pr.sprint(Slice.of(vals.map(arg))) };
      case 'println':
        return { t: tString, v: this.pr.sprintln(Slice.of(vals.map(arg))) };
      case 'printf': {
        if (vals.length === 0)
          this.fail(node, name, 'wrong number of args for printf: want at least 1 got 0');
        const f = unwrap(vals[0] ?? NOVALUE);
        return { t: tString, v: this.pr.sprintf(f.v ?? '', Slice.of(vals.slice(1).map(arg))) };
      }
      case 'html':
        return { t: tString, v: htmlEscape(this.evalArgs(vals)) };
      case 'js':
        return { t: tString, v: jsEscape(this.evalArgs(vals)) };
      case 'urlquery':
        return { t: tString, v: queryEscape(this.evalArgs(vals)) };
      case 'eq':
      case 'ne':
      case 'lt':
      case 'le':
      case 'gt':
      case 'ge': {
        // funcs.go: eq is variadic (eq(arg1, arg2...)), the others take two.
        if (name === 'eq' && vals.length === 0)
          this.fail(node, name, 'wrong number of args for eq: want at least 1 got 0');
        if (name === 'eq' && vals.length === 1)
          this.fail(node, cmd, 'error calling eq: missing argument for comparison');
        if (vals.length !== 2 && name !== 'eq')
          this.fail(node, name, `wrong number of args for ${name}: want 2 got ${vals.length}`);
        const a = unwrap(vals[0]);
        const fail = (msg: string): never => this.fail(node, cmd, `error calling ${name}: ${msg}`);
        // funcs.go basicKind: lt and the others built on it take only basic kinds.
        const ordered = name === 'lt' || name === 'le' || name === 'gt' || name === 'ge';
        const cmp = (b0: Val): number => {
          const b = unwrap(b0);
          const x = a.v;
          const y = b.v;
          if (ordered && (a.t === null || b.t === null || basicKind(a.t) === '' || basicKind(b.t) === ''))
            fail('invalid type for comparison');
          if (a.t === null || b.t === null || (basicKind(a.t) === '' && basicKind(b.t) === '')) {
            // funcs.go eq's default case: kinds must match (nil matches any), nils compare by being
            // nil, other values as interfaces.
            const nil = (v: Val) => v.t === null || (canBeNil(v.t) && v.v === null);
            if (a.t !== null && b.t !== null && a.t.kind !== b.t.kind)
              fail(
                `non-comparable types ${this.pr.sprintf('%s: %v, %s: %v', Slice.of([arg(a), new Iface(tString, a.t.String()), new Iface(tString, b.t.String()), arg(b)]))}`,
              );
            if (nil(a) || nil(b)) return nil(a) === nil(b) ? 0 : 1;
            if (!b.t!.comparable)
              fail(`non-comparable type ${this.pr.sprintf('%s', Slice.of([arg(b)]))}: ${b.t!.String()}`);
            return ifaceEqual(arg(a), arg(b)) ? 0 : 1;
          }
          // funcs.go eq/lt: operands of different basic kinds (a slice is none) are
          // errBadComparison, except signed against unsigned integers.
          const ka = basicKind(a.t);
          const kb = basicKind(b.t);
          if (ka !== kb && !((ka === 'int' || ka === 'uint') && (kb === 'int' || kb === 'uint')))
            this.fail(node, cmd, `error calling ${name}: incompatible types for comparison`);
          if (ordered && (ka === 'bool' || ka === 'complex')) fail('invalid type for comparison');
          // a complex value is a {re, im} pair: equal by its parts (funcs.go eq's complexKind)
          if (ka === 'complex') return x.re === y.re && x.im === y.im ? 0 : Number.NaN;
          if (typeof x === 'object' || typeof y === 'object')
            if (typeof x !== 'bigint' && typeof y !== 'bigint') return x === y ? 0 : Number.NaN;
          if ((typeof x === 'string') !== (typeof y === 'string'))
            this.fail(node, cmd, `error calling ${name}: incompatible types for comparison`);
          return x < y
            ? -1
            : x > y
              ? 1
              : x === y || (typeof x !== typeof y && Number(x) === Number(y))
                ? 0
                : Number.NaN;
        };
        if (name === 'eq') return { t: tBool, v: vals.slice(1).some((b) => cmp(b) === 0) };
        const c = cmp(vals[1]);
        const r =
          name === 'ne'
            ? c !== 0
            : name === 'lt'
              ? c < 0
              : name === 'le'
                ? c <= 0
                : name === 'gt'
                  ? c > 0
                  : c >= 0;
        return { t: tBool, v: r };
      }
      case 'slice': {
        // funcs.go slice and indexArg: every index is checked against the capacity, then i <= j
        // (<= k); a string takes at most two.
        const v = unwrap(vals[0] ?? NOVALUE);
        const fail = (msg: string): never => this.fail(node, cmd, `error calling slice: ${msg}`);
        if (v.t === null) fail('slice of untyped nil');
        const nidx = vals.length - 1;
        if (nidx > 3) fail(`too many slice indexes: ${nidx}`);
        let len: number;
        let cap: number;
        if (v.t!.kind === 'string') {
          if (nidx === 3) fail('cannot 3-index slice a string');
          len = cap = (v.v as string).length;
        } else if (v.t!.kind === 'slice') {
          len = (v.v as Slice | null)?.len ?? 0;
          cap = (v.v as Slice | null)?.cap ?? 0;
        } else if (v.t!.kind === 'array') {
          len = cap = v.t!.len;
        } else return fail(`can't slice item of type ${v.t!.String()}`);
        const idx = [0, len, cap];
        for (let k = 0; k < nidx; k++) {
          // Not unwrapped: an index read from a map[string]any is an interface to indexArg.
          const x = vals[k + 1];
          if (x.t === null) fail('cannot index slice/array with nil');
          if (!/^u?int(8|16|32|64|ptr)?$/.test(x.t!.kind))
            fail(`cannot index slice/array with type ${x.t!.String()}`);
          const n = Number(x.v);
          if (n < 0 || n > cap) fail(`index out of range: ${String(x.v)}`);
          idx[k] = n;
        }
        if (idx[0] > idx[1]) fail(`invalid slice index: ${idx[0]} > ${idx[1]}`);
        if (nidx === 3 && idx[1] > idx[2]) fail(`invalid slice index: ${idx[1]} > ${idx[2]}`);
        if (v.t!.kind === 'string') return { t: v.t, v: (v.v as string).slice(idx[0], idx[1]) };
        if (v.t!.kind === 'array') {
          // reflect.Value.Slice of an array needs an addressable one (reached through a pointer).
          if (!v.addr) fail(`reflect.Value.Slice${nidx === 3 ? '3' : ''}: slice of unaddressable array`);
          const hi = nidx === 3 ? idx[2] : cap;
          return { t: sliceOf(v.t!.elem!), v: new Slice(v.v, idx[0], idx[1] - idx[0], hi - idx[0]) };
        }
        const sl = v.v as Slice | null;
        if (sl === null) return { t: v.t, v: null };
        const hiCap = nidx === 3 ? idx[2] : cap;
        return { t: v.t, v: new Slice(sl.arr, sl.off + idx[0], idx[1] - idx[0], hiCap - idx[0]) };
      }
      case 'call': {
        // funcs.go call: "call of nil" for no value, "non-function NAME of type T" for a non-func.
        const f = unwrap(vals[0] ?? NOVALUE);
        if (f.t === null) this.fail(node, cmd, 'error calling call: call of nil');
        if (f.t.kind !== 'func')
          this.fail(
            node,
            cmd,
            `error calling call: non-function ${nodeText(argNodes[0])} of type ${f.t.String()}`,
          );
        // funcs.go call: the function's results, then its arity, then each argument as
        // prepareArg takes it (assignable, or converted between integer kinds), named by the
        // callee's text.
        const callFail = (msg: string): never => this.fail(node, cmd, `error calling call: ${msg}`);
        const fname = nodeText(argNodes[0]);
        const sig = f.t;
        const bad = goodFunc(fname, sig);
        if (bad !== undefined) callFail(bad);
        const rest = vals.slice(1);
        const np = sig.params.length;
        if (sig.variadic ? rest.length < np - 1 : rest.length !== np)
          callFail(
            sig.variadic
              ? `wrong number of args for ${fname}: got ${rest.length} want at least ${np - 1}`
              : `wrong number of args for ${fname}: got ${rest.length} want ${np}`,
          );
        const fixed = sig.variadic ? np - 1 : np;
        const args: any[] = [];
        for (let i = 0; i < fixed; i++) args.push(prepareArg(rest[i], sig.params[i], i, callFail));
        if (sig.variadic) {
          const et = sig.params[np - 1].elem!;
          args.push(Slice.of(rest.slice(fixed).map((x, j) => prepareArg(x, et, fixed + j, callFail))));
        }
        // A nil func passes the checks above; reflect's Call panics, which safeCall reports.
        if (f.v === null) callFail('reflect.Value.Call: call of nil function');
        const r = this.safeCall(f.v, args, 'call', node, cmd);
        if (sig.results.length === 2) {
          const [v, err] = r as [any, Iface | null];
          if (err !== null) callFail(this.ctx.callMethod(err, 'Error') as string);
          return { t: sig.results[0], v };
        }
        return { t: sig.results[0], v: r };
      }
    }
    void dot;
    this.fail(node, name, `"${name}" is not a defined function`);
  }
}

function zeroVal(t: RType): Val {
  // (An interface's zero is nil: its kind's name holds "int" but is no number.)
  const num = /^(u?int(8|16|32|64|ptr)?|float(32|64))$/.test(t.kind);
  return { t, v: t.kind === 'string' ? '' : t.kind === 'bool' ? false : num ? 0 : null };
}

function hasPrintMethod(ctx: NativeContext, t: RType): boolean {
  return ctx.lookupMethod(t, 'String') !== undefined || ctx.lookupMethod(t, 'Error') !== undefined;
}

function sprintVal(pr: Printers, v: Val): string {
  return pr.sprint(Slice.of([arg(v)]));
}

/** funcs.go basicKind: the comparison class of a type ('' for none: invalidKind). */
function basicKind(t: RType): string {
  const k = t.kind;
  if (k === 'bool' || k === 'string') return k;
  if (/^int(8|16|32|64)?$/.test(k)) return 'int';
  if (/^uint(8|16|32|64|ptr)?$/.test(k)) return 'uint';
  if (k === 'float32' || k === 'float64') return 'float';
  if (k === 'complex64' || k === 'complex128') return 'complex';
  return '';
}

/** reflect canBeNil: the kinds whose zero value is nil. */
function canBeNil(t: RType): boolean {
  const k = t.kind;
  return k === 'ptr' || k === 'map' || k === 'slice' || k === 'chan' || k === 'func' || k === 'interface';
}

/** Identical underlying types of a named and an unnamed composite type (the cases templates meet). */
function sameUnderlying(a: RType, b: RType): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'slice':
    case 'ptr':
      return a.elem === b.elem;
    case 'map':
      return a.key === b.key && a.elem === b.elem;
    default:
      return false;
  }
}

/** How a node prints in an error's <context>. */
function nodeText(a: Arg | undefined): string {
  if (a === undefined) return '';
  switch (a.k) {
    case 'dot':
      return '.';
    case 'field':
      return `.${a.chain.join('.')}`;
    case 'var':
      return [a.name, ...a.chain].join('.');
    case 'ident':
      return a.name;
    case 'number':
      return a.src ?? a.text;
    case 'string':
      return a.quoted;
    case 'bool':
      return String(a.v);
    case 'nil':
      return 'nil';
    case 'pipe':
      return `${a.bare ? pipeText(a.pipe) : `(${pipeText(a.pipe)})`}${a.chain.map((f) => `.${f}`).join('')}`;
  }
}

/** parse/node.go NumberNode: the forms a number constant has (each undefined when it has not). */
interface NumInfo {
  int?: bigint;
  uint?: bigint;
  float?: number;
  complex?: { re: number; im: number };
}

/** A character constant: its rune as int, uint and float ("odd but those are the rules"). */
function runeNum(r: number): NumInfo {
  return { int: BigInt(r), uint: BigInt(r), float: r };
}

const U64_LIM = 1n << 64n;

/** simplifyComplex: a complex constant with no imaginary part is also a float (and maybe ints). */
function simplifyComplex(re: number, im: number): NumInfo {
  const n: NumInfo = { complex: { re, im } };
  if (im === 0) {
    n.float = re;
    if (Number.isInteger(re) && re >= -(2 ** 63) && re < 2 ** 63) n.int = BigInt(re);
    if (Number.isInteger(re) && re >= 0 && re < 2 ** 64) n.uint = BigInt(re);
  }
  return n;
}

/** Where lex.go scanNumber, started at `i`, stops (its trailing alphanumeric check aside). */
function scanNumberEnd(text: string, i: number): number {
  const acc = (set: string): boolean => {
    if (i < text.length && set.includes(text[i])) {
      i++;
      return true;
    }
    return false;
  };
  const run = (set: string) => {
    while (acc(set));
  };
  acc('+-');
  let digits = '0123456789_';
  if (acc('0')) {
    if (acc('xX')) digits = '0123456789abcdefABCDEF_';
    else if (acc('oO')) digits = '01234567_';
    else if (acc('bB')) digits = '01_';
  }
  run(digits);
  if (acc('.')) run(digits);
  if (digits.length === 11 && acc('eE')) {
    acc('+-');
    run('0123456789_');
  }
  if (digits.length === 23 && acc('pP')) {
    acc('+-');
    run('0123456789_');
  }
  acc('i');
  return i;
}

/** lex.go lexNumber: a sign right after the first number makes an itemComplex (`1+2i`). */
function isComplexText(text: string): boolean {
  const i = scanNumberEnd(text, 0);
  return text[i] === '+' || text[i] === '-';
}

/**
 * newNumber's itemComplex: `fmt.Sscan(text, &n.Complex128)`, as fmt/scan.go complexTokens reads
 * the pair (floatToken for each part, then convertFloat); the parts or the scan's error text.
 */
function scanComplex(text: string): { re: number; im: number } | string {
  let i = 0;
  const acc = (set: string): boolean => {
    if (i < text.length && set.includes(text[i])) {
      i++;
      return true;
    }
    return false;
  };
  const floatToken = (): string => {
    const start = i;
    if (acc('nN') && acc('aA') && acc('nN')) return text.slice(start, i);
    acc('+-');
    if (acc('iI') && acc('nN') && acc('fF')) return text.slice(start, i);
    let digits = '0123456789_';
    let exp = 'eEpP';
    if (acc('0') && acc('xX')) {
      digits = '0123456789aAbBcCdDeEfF_';
      exp = 'pP';
    }
    while (acc(digits));
    if (acc('.')) while (acc(digits));
    if (acc(exp)) {
      acc('+-');
      while (acc('0123456789_'));
    }
    return text.slice(start, i);
  };
  const errComplex = 'syntax error scanning complex number';
  const parens = acc('(');
  const re = floatToken();
  const signAt = i;
  if (!acc('+-')) return errComplex;
  const im = text[signAt] + floatToken();
  if (!acc('i')) return errComplex;
  if (parens && !acc(')')) return errComplex;
  const convert = (str: string): number | string => {
    const p = str.indexOf('p');
    if (p >= 0 && !/[xX]/.test(str)) {
      // Sscan's decimal mantissa with a binary exponent; errors name the whole string
      const f = parseGoFloat(str.slice(0, p), 64);
      if (f.code !== 0) return `strconv.ParseFloat: parsing ${goQuote(str)}: ${f.msg}`;
      const m = parseGoInt(str.slice(p + 1), 10, 64);
      if (m.code !== 0) return `strconv.Atoi: parsing ${goQuote(str)}: ${m.msg}`;
      return f.v * 2 ** Number(m.v);
    }
    const f = parseGoFloat(str, 64);
    return f.code !== 0 ? `strconv.ParseFloat: parsing ${goQuote(str)}: ${f.msg}` : f.v;
  };
  const r = convert(re);
  if (typeof r === 'string') return r;
  const m = convert(im);
  if (typeof m === 'string') return m;
  return { re: r, im: m };
}

/** parse/node.go newNumber: the forms of a number constant, or its parse error. */
function newNumber(text: string): NumInfo | string {
  if (isComplexText(text)) {
    const c = scanComplex(text);
    return typeof c === 'string' ? c : simplifyComplex(c.re, c.im);
  }
  if (text.endsWith('i')) {
    const f = parseGoFloat(text.slice(0, -1), 64);
    if (f.code === 0) return simplifyComplex(0, f.v);
  }
  const n: NumInfo = {};
  const u = parseUint(text, 0, 64);
  if (u.code === 0) n.uint = BigInt(u.v) & (U64_LIM - 1n);
  const i = parseGoInt(text, 0, 64);
  if (i.code === 0) {
    n.int = BigInt(i.v);
    if (n.int === 0n) n.uint = 0n; // -0
  }
  if (n.int !== undefined) n.float = Number(n.int);
  else if (n.uint !== undefined) n.float = Number(n.uint);
  else {
    const f = parseGoFloat(text, 64);
    if (f.code === 0) {
      // A float that looks like an integer is one too large for int64 and uint64.
      if (!/[.eEpP]/.test(text)) return `integer overflow: ${goQuote(text)}`;
      n.float = f.v;
      if (Number.isInteger(f.v) && f.v >= -(2 ** 63) && f.v < 2 ** 63) n.int = BigInt(f.v);
      if (Number.isInteger(f.v) && f.v >= 0 && f.v < 2 ** 64) n.uint = BigInt(f.v);
    }
  }
  if (n.int === undefined && n.uint === undefined && n.float === undefined)
    return `illegal number syntax: ${goQuote(text)}`;
  return n;
}

/** reflect SetInt / SetUint of a constant into an integer kind (truncating, as reflect does). */
function setInt(v: bigint, k: string): any {
  if (k === 'int' || k === 'int64') return wrapI64(v);
  if (k === 'uint' || k === 'uint64' || k === 'uintptr') return wrapU64(v);
  const bits = INT_BITS[k];
  return Number(k.startsWith('u') ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v));
}

/** funcs.go goodFunc: a function or method a template calls returns a value, and maybe an error. */
/** funcs.go goodName: a letter or "_", then letters, digits and "_". */
function goodName(name: string): boolean {
  if (name === '') return false;
  // Go strings hold bytes here: each rune is decoded from its UTF-8 bytes.
  for (let i = 0; i < name.length; ) {
    const { r, size } = decodeRune(name, i);
    const c = String.fromCodePoint(r);
    if (c !== '_' && !/\p{L}/u.test(c) && (i === 0 || !/\p{Nd}/u.test(c))) return false;
    i += size;
  }
  return true;
}

function goodFunc(name: string, sig: RType): string | undefined {
  const out = sig.results;
  if (out.length === 1) return undefined;
  if (out.length === 2) {
    if (out[1].named && out[1].String() === 'error') return undefined;
    return `invalid function signature for ${name}: second return value should be error; is ${out[1].String()}`;
  }
  return `function ${name} has ${out.length} return values; should be 1 or 2`;
}

const INT_BITS: Record<string, number> = { int8: 8, int16: 16, int32: 32, uint8: 8, uint16: 16, uint32: 32 };
const isIntLike = (k: string) => /^u?int(8|16|32|64|ptr)?$/.test(k);

/**
 * funcs.go prepareArg (for call's arguments): a nil value becomes the type's zero value if it can
 * be nil; an assignable value passes; an integer converts to another integer type.
 */
function prepareArg(v: Val, pt: RType, i: number, fail: (msg: string) => never): any {
  const u = unwrap(v);
  if (u.t === null) {
    if (!canBeNil(pt)) fail(`arg ${i}: value is nil; should be of type ${pt.String()}`);
    return zero(pt);
  }
  if (pt.kind === 'interface' && implementsIface(u.t, pt)) return arg(u);
  if (u.t === pt || (u.t.named !== pt.named && sameUnderlying(u.t, pt))) return u.v;
  if (isIntLike(u.t.kind) && isIntLike(pt.kind)) {
    const b = BigInt(u.v);
    const k = pt.kind;
    if (k === 'int' || k === 'int64') return wrapI64(b);
    if (k === 'uint' || k === 'uint64' || k === 'uintptr') return wrapU64(b);
    const bits = INT_BITS[k];
    return Number(k.startsWith('u') ? BigInt.asUintN(bits, b) : BigInt.asIntN(bits, b));
  }
  return fail(`arg ${i}: value has type ${u.t.String()}; should be ${pt.String()}`);
}

/** Where a method call's error is reported (exec.go evalCall: s.at(node) before `error calling`). */
interface ErrAt {
  node: Arg;
  context: string;
}

/**
 * A parenthesised pipeline's field chain reports a failed method call at the chain node itself: its
 * first field's position, and its whole text (parse/node.go ChainNode.String).
 */
function chainErrAt(a: Arg & { k: 'pipe' }): ErrAt | undefined {
  if (a.chainOff === undefined) return undefined;
  return { node: { ...a, off: a.chainOff }, context: nodeText(a) };
}

/**
 * exec.go's s.node once a parenthesised pipeline is evaluated: the last node it visited (every
 * evalArg and field does s.at), which is where a field chain on the result reports its error.
 */
function lastVisited(p: Pipe): Arg {
  const args = p.cmds[p.cmds.length - 1].args;
  const a = args[args.length - 1];
  return a.k === 'pipe' ? lastVisited(a.pipe) : a;
}

/** parse/node.go PipeNode.String: declarations, then the commands joined by " | ". */
function pipeText(p: Pipe): string {
  const decl = p.decls.length === 0 ? '' : `${p.decls.join(', ')}${p.assign ? ' = ' : ' := '}`;
  return decl + p.cmds.map((c) => c.args.map(nodeText).join(' ')).join(' | ');
}

/** parse/node.go TemplateNode.String. */
function templateText(name: string, pipe: Pipe | undefined): string {
  return `{{template ${goQuote(name)}${pipe === undefined ? '' : ` ${pipeText(pipe)}`}}}`;
}

function htmlEscape(s: string): string {
  return s.replace(/[<>&'"\0]/g, (c) =>
    c === '<'
      ? '&lt;'
      : c === '>'
        ? '&gt;'
        : c === '&'
          ? '&amp;'
          : c === "'"
            ? '&#39;'
            : c === '"'
              ? '&#34;'
              : '\uFFFD',
  );
}

/** template.JSEscapeString (funcs.go JSEscape): quotes, <>&= and control bytes escaped, runes that
 * are not printable as \uXXXX. `s` is a Go byte string. */
function jsEscape(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) {
      const d = decodeRune(s, i);
      out += isPrint(d.r) ? s.slice(i, i + d.size) : `\\u${d.r.toString(16).toUpperCase().padStart(4, '0')}`;
      i += d.size - 1;
    } else if (c === 0x5c) out += '\\\\';
    else if (c === 0x27) out += "\\'";
    else if (c === 0x22) out += '\\"';
    else if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26 || c === 0x3d)
      out += `\\u00${c.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += s[i];
  }
  return out;
}

function queryEscape(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += `%${s.charCodeAt(i).toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function getSet(id: number | bigint): TplSet {
  return sets[Number(id)];
}

let pkg: NativePackage | undefined;

export function templatePackage(): NativePackage {
  pkg ??= {
    path: 'text/template',
    files: [{ name: 'template.go', src }],
    natives: {
      newSet: () => {
        sets.push({ templates: new Map(), funcs: new Map(), missingKey: new Map() });
        return sets.length - 1;
      },
      parse: (_c, id: number, name: string, text: string, left: string, right: string) => {
        const set = getSet(id);
        try {
          const parser = new Parser({ name, text }, set, left, right);
          parser.addTree(name, parser.parseAll(), text.length);
          // template.go associate: an empty tree does not replace a template already defined.
          for (const [n, tree] of parser.trees) {
            if (!tree.empty || !set.templates.has(n))
              set.templates.set(n, { list: tree.list, src: { name, text } });
          }
          return '';
        } catch (e) {
          if (e instanceof ParseFail) return e.message;
          throw e;
        }
      },
      // funcs.go addValueFuncs: each name must be an identifier and each value a function of one
      // result, or two with an error; the first bad entry is the panic's text (and whether its
      // value is an error, else a string), the entries before it are added.
      addFuncs: (_c, id: number, m: GoMap | null): [string, boolean] => {
        if (m === null) return ['', false];
        for (const [k, v] of m.entries()) {
          const name = k as string;
          if (!goodName(name)) return [`function name ${goQuote(name)} is not a valid identifier`, true];
          const t = (v as Iface | null)?.t;
          if (t?.kind !== 'func') return [`value for ${name} not a function`, false];
          const bad = goodFunc(name, t);
          if (bad !== undefined) return [bad, true];
          getSet(id).funcs.set(name, v as Iface);
        }
        return ['', false];
      },
      defined: (_c, id: number, name: string) => getSet(id).templates.has(name),
      names: (_c, id: number) => Slice.of([...getSet(id).templates.keys()]),
      cloneSet: (_c, id: number) => {
        const s = getSet(id);
        sets.push({
          templates: new Map(s.templates),
          funcs: new Map(s.funcs),
          missingKey: new Map(s.missingKey),
        });
        return sets.length - 1;
      },
      isTrue: (_c, v: Iface | null) => truth(fromIface(v)),
      // option.go setOption; the Go side panics with the returned message when it is not ''.
      setOption: (_c, id: number, name: string, opt: string) => {
        if (opt === '') return 'empty option string';
        const eq = opt.indexOf('=');
        if (eq >= 0 && opt.slice(0, eq) === 'missingkey') {
          const v = opt.slice(eq + 1);
          const mode: MissingKey | undefined =
            v === 'invalid' || v === 'default' ? 'default' : v === 'zero' || v === 'error' ? v : undefined;
          if (mode !== undefined) {
            getSet(id).missingKey.set(name, mode);
            return '';
          }
        }
        return `unrecognized option: ${opt}`;
      },
      execute: (
        ctx: NativeContext,
        id: number,
        name: string,
        data: Iface | null,
        sprint: Printers['sprint'],
        sprintf: Printers['sprintf'],
        sprintln: Printers['sprintln'],
      ) => {
        const ex = new Exec(ctx, getSet(id), { sprint, sprintf, sprintln });
        try {
          return [ex.run(name, fromIface(data)), '', null, ''];
        } catch (e) {
          if (e instanceof ExecFail) return [ex.output(), e.message, e.wrapped, e.tmpl];
          if (e instanceof BreakSignal || e instanceof ContinueSignal) return [ex.output(), '', null, ''];
          throw e;
        }
      },
      HTMLEscapeString: (_c, s: string) => htmlEscape(s),
      JSEscapeString: (_c, s: string) => jsEscape(s),
      urlquery: (_c, s: string) => queryEscape(s),
    },
  };
  return pkg;
}
