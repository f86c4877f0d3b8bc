// //go:embed, in the two places go1.23 handles it:
//
// - the go command (cmd/go/internal/load/pkg.go resolveEmbed, go/build/read.go parseGoEmbed) reads the
//   patterns of every file that imports "embed" and matches them against the package directory's
//   files, before anything is compiled; its errors are `FILE:LINE:COL: pattern P: ...` at the
//   pattern's first occurrence;
// - the compiler (cmd/compile/internal/noder/noder.go checkEmbed, staticdata/embed.go WriteEmbed)
//   ties each directive to the var declaration after it, once the package type-checks, and writes
//   the variable's value: a string, a []byte, or an embed.FS's sorted file list.
//
// The files come from the build request's sources (any file beside the .go files); their text is
// turned back into bytes (sourceGoBytes). The loader records what each pattern matched on the
// package (LoadedPackage.embed); after the check, embedDiagnostics attaches each variable's files to
// its ValueSpec (ValueSpec.embed), which the interpreter sets when it zeroes package variables.

import type { File, GenDecl, ValueSpec } from '../syntax/ast.ts';
import type { Diagnostic, Pos } from '../syntax/pos.ts';
import { inspect } from '../syntax/walk.ts';
import { type Type, under } from '../types/types.ts';
import { gcQualifier, typeString } from '../types/typestring.ts';
import type { LoadedPackage } from './load.ts';
import * as gover from './mod/gover.ts';
import type { CheckedUnit } from './phases.ts';
import { ESCAPED_BYTE_BASE } from './source-bytes.ts';

/** What the go command resolved for one package: pattern → files (relative to the package directory). */
export interface PackageEmbeds {
  patterns: Map<string, string[]>;
  /** Every embedded file's bytes (a Go binary string), by name relative to the package directory. */
  data: Map<string, string>;
}

/** One variable's embedded files, in the order the compiler writes them (ValueSpec.embed). */
export interface EmbedValue {
  kind: 'string' | 'bytes' | 'fs';
  /** File names (directories end in '/', FS only) with their bytes ('' for directories). */
  files: { name: string; data: string }[];
}

/**
 * A file's bytes from its source text: UTF-8, with each byte the reader could not decode (kept as a
 * lone U+DC80..U+DCFF, source-bytes.ts) as itself.
 */
export function sourceGoBytes(text: string): string {
  if (/^[\u0000-\u007f]*$/.test(text)) return text;
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text.codePointAt(i)!;
    i += c > 0xffff ? 2 : 1;
    if (c >= ESCAPED_BYTE_BASE + 0x80 && c <= ESCAPED_BYTE_BASE + 0xff)
      out.push(String.fromCharCode(c - ESCAPED_BYTE_BASE));
    else if (c < 0x80) out.push(String.fromCharCode(c));
    else if (c < 0x800) out.push(String.fromCharCode(0xc0 | (c >> 6), 0x80 | (c & 0x3f)));
    else if (c < 0x10000)
      out.push(String.fromCharCode(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)));
    else
      out.push(
        String.fromCharCode(
          0xf0 | (c >> 18),
          0x80 | ((c >> 12) & 0x3f),
          0x80 | ((c >> 6) & 0x3f),
          0x80 | (c & 0x3f),
        ),
      );
  }
  return out.join('');
}

// --- the directive's text

const isSpace = (c: string) => /\s/u.test(c);

/**
 * The patterns after `//go:embed` with the column offset (in characters) of each from the start of
 * `args` (go/build/read.go parseGoEmbed; the compiler's noder.go parseGoEmbed takes the same text).
 */
export function parseGoEmbed(args: string): { path: string; at: number }[] | { err: string } {
  const list: { path: string; at: number }[] = [];
  let at = 0;
  const trim = (n: number) => {
    at += [...args.slice(0, n)].length;
    args = args.slice(n);
  };
  const trimSpace = () => {
    let i = 0;
    while (i < args.length && isSpace(args[i])) i++;
    trim(i);
  };
  for (trimSpace(); args !== ''; trimSpace()) {
    let path: string;
    const pathAt = at;
    if (args[0] === '`') {
      const j = args.indexOf('`', 1);
      if (j < 0) return { err: `invalid quoted string in //go:embed: ${args}` };
      path = args.slice(1, j);
      trim(j + 1);
    } else if (args[0] === '"') {
      let i = 1;
      let q: string | undefined;
      for (; i < args.length; i++) {
        if (args[i] === '\\') {
          i++;
          continue;
        }
        if (args[i] === '"') {
          q = unquote(args.slice(0, i + 1));
          if (q === undefined) return { err: `invalid quoted string in //go:embed: ${args.slice(0, i + 1)}` };
          break;
        }
      }
      if (q === undefined) return { err: `invalid quoted string in //go:embed: ${args}` };
      path = q;
      trim(i + 1);
    } else {
      let i = 0;
      while (i < args.length && !isSpace(args[i])) i++;
      path = args.slice(0, i);
      trim(i);
    }
    if (args !== '' && !isSpace(args[0])) return { err: `invalid quoted string in //go:embed: ${args}` };
    list.push({ path, at: pathAt });
  }
  return list;
}

/** strconv.Unquote of a double-quoted literal (the escapes a path can use), undefined when invalid. */
function unquote(lit: string): string | undefined {
  const body = lit.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\n' || c === '"') return undefined;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = body[++i];
    const simple: Record<string, string> = {
      a: '\x07',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
      v: '\v',
      '\\': '\\',
      '"': '"',
    };
    if (e !== undefined && simple[e] !== undefined) out += simple[e];
    else if (e === 'x' && /^[0-9a-fA-F]{2}$/.test(body.slice(i + 1, i + 3))) {
      out += String.fromCharCode(Number.parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 1, i + 5))) {
      out += String.fromCodePoint(Number.parseInt(body.slice(i + 1, i + 5), 16));
      i += 4;
    } else if (e === 'U' && /^[0-9a-fA-F]{8}$/.test(body.slice(i + 1, i + 9))) {
      const r = Number.parseInt(body.slice(i + 1, i + 9), 16);
      if (r > 0x10ffff) return undefined;
      out += String.fromCodePoint(r);
      i += 8;
    } else if (e !== undefined && /^[0-7]{3}$/.test(body.slice(i, i + 3))) {
      const v = Number.parseInt(body.slice(i, i + 3), 8);
      if (v > 255) return undefined;
      out += String.fromCharCode(v);
      i += 2;
    } else return undefined;
  }
  return out;
}

/** A `//go:embed` line comment of a file: where it is and the text after `//go:embed`. */
interface Directive {
  line: number;
  /** Column of the comment's `//`. */
  col: number;
  offset: number;
  args: string;
}

/**
 * The file's `//go:embed` comments that start a line (go/build/read.go findEmbed): `//go:embed`
 * alone or followed by a space or tab.
 */
function directives(file: File, src: string): Directive[] {
  const out: Directive[] = [];
  for (const g of file.comments)
    for (const c of g.list) {
      if (!c.text.startsWith('//go:embed')) continue;
      const rest = c.text.slice('//go:embed'.length);
      if (rest !== '' && rest[0] !== ' ' && rest[0] !== '\t') continue;
      const lineStart = src.lastIndexOf('\n', c.pos.offset - 1) + 1;
      if (src.slice(lineStart, c.pos.offset).trim() !== '') continue;
      out.push({ line: c.pos.line, col: c.pos.col, offset: c.pos.offset, args: rest });
    }
  return out;
}

/**
 * gc's "misplaced compiler directive" for `//go:build` lines after the package clause (only the
 * file's own pragma, before `package`, may carry go:build). gc reports it in two places: `parse`,
 * from its parser, for a directive not alone on its line or one no declaration takes (dropped at the
 * end of a statement or declaration, before a group's "(", at the end of the file: noder.go pragma,
 * checkUnusedDuringParse); `attached`, after types2, for one a declaration took (noder/writer.go
 * checkPragmas). At the directive's text, after the `//`.
 */
export function buildDirectiveDiagnostics(
  file: File,
  src: string,
  phase: 'parse' | 'attached',
): Diagnostic[] {
  const dirs: { c: { pos: Pos }; alone: boolean }[] = [];
  for (const g of file.comments)
    for (const c of g.list) {
      if (c.pos.offset < file.pos.offset || !c.text.startsWith('//go:build')) continue;
      // The pragma's verb is the text up to the first space (noder.go pragma, pragmaFlag).
      const rest = c.text.slice('//go:build'.length);
      if (rest !== '' && rest[0] !== ' ') continue;
      const lineStart = src.lastIndexOf('\n', c.pos.offset - 1) + 1;
      dirs.push({ c, alone: src.slice(lineStart, c.pos.offset).trim() === '' });
    }
  if (dirs.length === 0) return [];
  const points = declPoints(file);
  const clears = clearPoints(file);
  const out: Diagnostic[] = [];
  for (const { c, alone } of dirs) {
    let point = alone ? points.find((p) => p.offset > c.pos.offset) : undefined;
    if (point !== undefined && clears.some((e) => e > c.pos.offset && e < point!.offset)) point = undefined;
    // A group's own point is where the parser drops the pragma (appendGroup's clearPragma).
    const attached = point !== undefined && !point.group;
    if (attached === (phase === 'attached'))
      out.push({
        file: file.filename,
        line: c.pos.line,
        col: c.pos.col + 2,
        msg: 'misplaced compiler directive',
      });
  }
  return out;
}

/** Does the file import "embed" (by any name, `_` included)? */
function importsEmbed(file: File): boolean {
  return file.imports.some((s) => s.path.value.slice(1, -1) === 'embed');
}

// --- path.Match (go1.23 path/match.go), for the pattern's syntax and the glob

class BadPattern extends Error {}

function scanChunk(pattern: string): [boolean, string, string] {
  let star = false;
  while (pattern.length > 0 && pattern[0] === '*') {
    pattern = pattern.slice(1);
    star = true;
  }
  let inrange = false;
  let i = 0;
  scan: for (; i < pattern.length; i++) {
    switch (pattern[i]) {
      case '\\':
        if (i + 1 < pattern.length) i++;
        break;
      case '[':
        inrange = true;
        break;
      case ']':
        inrange = false;
        break;
      case '*':
        if (!inrange) break scan;
    }
  }
  return [star, pattern.slice(0, i), pattern.slice(i)];
}

function getEsc(chunk: string): [string, string] {
  if (chunk.length === 0 || chunk[0] === '-' || chunk[0] === ']') throw new BadPattern();
  if (chunk[0] === '\\') {
    chunk = chunk.slice(1);
    if (chunk.length === 0) throw new BadPattern();
  }
  const r = String.fromCodePoint(chunk.codePointAt(0)!);
  const rest = chunk.slice(r.length);
  if (rest.length === 0) throw new BadPattern();
  return [r, rest];
}

function matchChunk(chunk: string, s: string): string | undefined {
  let failed = false;
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true;
    switch (chunk[0]) {
      case '[': {
        let r = -1;
        if (!failed) {
          r = s.codePointAt(0)!;
          s = s.slice(r > 0xffff ? 2 : 1);
        }
        chunk = chunk.slice(1);
        let negated = false;
        if (chunk.length > 0 && chunk[0] === '^') {
          negated = true;
          chunk = chunk.slice(1);
        }
        let match = false;
        let nrange = 0;
        for (;;) {
          if (chunk.length > 0 && chunk[0] === ']' && nrange > 0) {
            chunk = chunk.slice(1);
            break;
          }
          let lo: string;
          let hi: string;
          [lo, chunk] = getEsc(chunk);
          hi = lo;
          if (chunk[0] === '-') [hi, chunk] = getEsc(chunk.slice(1));
          if (lo.codePointAt(0)! <= r && r <= hi.codePointAt(0)!) match = true;
          nrange++;
        }
        if (match === negated) failed = true;
        break;
      }
      case '?':
        if (!failed) {
          if (s[0] === '/') failed = true;
          s = s.slice(s.codePointAt(0)! > 0xffff ? 2 : 1);
        }
        chunk = chunk.slice(1);
        break;
      default:
        if (chunk[0] === '\\') {
          chunk = chunk.slice(1);
          if (chunk.length === 0) throw new BadPattern();
        }
        if (!failed) {
          if (chunk[0] !== s[0]) failed = true;
          s = s.slice(1);
        }
        chunk = chunk.slice(1);
    }
  }
  return failed ? undefined : s;
}

/** path.Match: throws BadPattern for a malformed pattern. */
export function pathMatch(pattern: string, name: string): boolean {
  outer: while (pattern.length > 0) {
    let star: boolean;
    let chunk: string;
    [star, chunk, pattern] = scanChunk(pattern);
    if (star && chunk === '') return !name.includes('/');
    const t = matchChunk(chunk, name);
    if (t !== undefined && (t.length === 0 || pattern.length > 0)) {
      name = t;
      continue;
    }
    if (star) {
      for (let i = 0; i < name.length && name[i] !== '/'; i++) {
        const t2 = matchChunk(chunk, name.slice(i + 1));
        if (t2 !== undefined) {
          if (pattern.length === 0 && t2.length > 0) continue;
          name = t2;
          continue outer;
        }
      }
    }
    while (pattern.length > 0) {
      [, chunk, pattern] = scanChunk(pattern);
      matchChunk(chunk, '');
    }
    return false;
  }
  return name.length === 0;
}

/** io/fs.ValidPath. */
function validPath(name: string): boolean {
  if (name === '.') return true;
  for (;;) {
    let i = 0;
    while (i < name.length && name[i] !== '/') i++;
    const elem = name.slice(0, i);
    if (elem === '' || elem === '.' || elem === '..') return false;
    if (i === name.length) return true;
    name = name.slice(i + 1);
  }
}

const badWindowsNames = [
  'CON',
  'PRN',
  'AUX',
  'NUL',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`COM${n}`, `LPT${n}`]),
];

/**
 * cmd/go's isBadEmbedName: a name module.CheckFilePath rejects (x/mod module.go checkElem for file
 * paths), or a version control directory.
 */
function isBadEmbedName(name: string): boolean {
  if (name === '' || /^\.+$/.test(name) || name.endsWith('.')) return true;
  for (const ch of name) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) {
      if (!/[0-9A-Za-z!#$%&()+,\-.=@[\]^_{}~ ]/.test(ch)) return true;
    } else if (!/\p{L}/u.test(ch)) return true;
  }
  const dot = name.indexOf('.');
  const short = (dot < 0 ? name : name.slice(0, dot)).toUpperCase();
  if (badWindowsNames.includes(short)) return true;
  return name === '.bzr' || name === '.hg' || name === '.git' || name === '.svn';
}

/** Path order of filepath.Glob and filepath.Walk (lexical by element). */
function byElements(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length - y.length;
}

/**
 * resolveEmbed over the package directory's files (`tree`: name relative to the package directory →
 * 'file' | 'dir'): the files each pattern embeds, or the first pattern's error.
 */
function resolveEmbed(
  patterns: string[],
  tree: Map<string, 'file' | 'dir'>,
): { ok: true; pmap: Map<string, string[]> } | { ok: false; pattern: string; err: string } {
  const pmap = new Map<string, string[]>();
  const names = [...tree.keys()].sort(byElements);
  const hasGoMod = (dir: string) => tree.get(`${dir}/go.mod`) === 'file';
  for (const pattern of patterns) {
    const all = pattern.startsWith('all:');
    const glob = all ? pattern.slice(4) : pattern;
    let valid = glob !== '.' && validPath(glob);
    try {
      pathMatch(glob, '');
    } catch {
      valid = false;
    }
    if (!valid) return { ok: false, pattern, err: 'invalid pattern syntax' };
    const list: string[] = [];
    const have = new Set<string>();
    for (const rel of names) {
      if (rel.split('/').length !== glob.split('/').length || !pathMatch(glob, rel)) continue;
      const what = tree.get(rel) === 'dir' ? 'directory' : 'file';
      for (let dir = rel; dir !== '.'; dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '.') {
        if (hasGoMod(dir))
          return { ok: false, pattern, err: `cannot embed ${what} ${rel}: in different module` };
        const elem = dir.slice(dir.lastIndexOf('/') + 1);
        if (isBadEmbedName(elem))
          return {
            ok: false,
            pattern,
            err:
              dir === rel
                ? `cannot embed ${what} ${rel}: invalid name ${elem}`
                : `cannot embed ${what} ${rel}: in invalid directory ${elem}`,
          };
      }
      if (what === 'file') {
        if (!have.has(rel)) {
          have.add(rel);
          list.push(rel);
        }
        continue;
      }
      // The directory's files, without bad or hidden names and without nested modules.
      let count = 0;
      const skipped: string[] = [];
      for (const p of names) {
        if (!p.startsWith(`${rel}/`) || skipped.some((s) => p.startsWith(`${s}/`))) continue;
        const name = p.slice(p.lastIndexOf('/') + 1);
        const isDir = tree.get(p) === 'dir';
        if (isBadEmbedName(name) || ((name[0] === '.' || name[0] === '_') && !all)) {
          if (isDir) skipped.push(p);
          continue;
        }
        if (isDir) {
          if (hasGoMod(p)) skipped.push(p);
          continue;
        }
        count++;
        if (!have.has(p)) {
          have.add(p);
          list.push(p);
        }
      }
      if (count === 0)
        return { ok: false, pattern, err: `cannot embed directory ${rel}: contains no embeddable files` };
    }
    if (list.length === 0) return { ok: false, pattern, err: 'no matching files found' };
    list.sort();
    pmap.set(pattern, list);
  }
  return { ok: true, pmap };
}

/**
 * The go command's part for one package: the patterns of its files that import "embed", matched
 * against the files of its directory (`files`: every source of the build, by clean name). Returns
 * the go command's error text, or what the patterns embed (undefined when nothing is embedded).
 */
export function loadEmbeds(
  pkg: LoadedPackage,
  sources: ReadonlyMap<string, { src: string }>,
  files: readonly File[],
): { error: string } | PackageEmbeds | undefined {
  const firstPos = new Map<string, string>();
  for (const f of files) {
    if (!importsEmbed(f)) continue;
    const src = sources.get(f.filename)?.src;
    if (src === undefined) continue;
    for (const d of directives(f, src)) {
      const parsed = parseGoEmbed(d.args);
      if ('err' in parsed) continue; // the compiler reports it
      for (const p of parsed)
        if (!firstPos.has(p.path))
          firstPos.set(p.path, `${f.filename}:${d.line}:${d.col + '//go:embed'.length + p.at}`);
    }
  }
  if (firstPos.size === 0) return undefined;
  const prefix = pkg.dir === '.' ? '' : `${pkg.dir}/`;
  const tree = new Map<string, 'file' | 'dir'>();
  for (const name of sources.keys()) {
    if (!name.startsWith(prefix) || (prefix === '' && (name.startsWith('../') || name.startsWith('/'))))
      continue;
    const rel = name.slice(prefix.length);
    tree.set(rel, 'file');
    for (let i = rel.indexOf('/'); i >= 0; i = rel.indexOf('/', i + 1)) tree.set(rel.slice(0, i), 'dir');
  }
  const patterns = [...firstPos.keys()].sort();
  const r = resolveEmbed(patterns, tree);
  if (!r.ok) return { error: `${firstPos.get(r.pattern)}: pattern ${r.pattern}: ${r.err}` };
  const data = new Map<string, string>();
  for (const list of r.pmap.values())
    for (const rel of list)
      if (!data.has(rel)) data.set(rel, sourceGoBytes(sources.get(prefix + rel)?.src ?? ''));
  return { patterns: r.pmap, data };
}

// --- the compiler's part

/** staticdata embedFileLess: by directory, then by element. */
function embedFileLess(x: string, y: string): number {
  const split = (n: string): [string, string] => {
    if (n.endsWith('/')) n = n.slice(0, -1);
    const i = n.lastIndexOf('/');
    return i < 0 ? ['.', n] : [n.slice(0, i), n.slice(i + 1)];
  };
  const [xd, xe] = split(x);
  const [yd, ye] = split(y);
  if (xd !== yd) return xd < yd ? -1 : 1;
  return xe < ye ? -1 : xe > ye ? 1 : 0;
}

function embedKind(t: Type): EmbedValue['kind'] | undefined {
  if (t.kind === 'named' && t.obj.name === 'FS' && t.obj.pkg?.path === 'embed') return 'fs';
  const u = under(t);
  if (u.kind === 'basic' && u.info === 'string') return 'string';
  if (u.kind === 'slice') {
    const e = under(u.elem);
    if (e.kind === 'basic' && e.info === 'uint8') return 'bytes';
  }
  return undefined;
}

interface DeclPoint {
  offset: number;
  spec?: ValueSpec;
  withinFunc: boolean;
  /** The "(" of a grouped declaration, where gc's parser drops a pending pragma. */
  group?: boolean;
}

/** Where gc's parser takes a pending pragma: each declaration (a grouped one's specs are declarations). */
function declPoints(file: File): DeclPoint[] {
  const out: DeclPoint[] = [];
  const genDecl = (d: GenDecl, withinFunc: boolean) => {
    if (d.lparen !== undefined) out.push({ offset: d.pos.offset, withinFunc, group: true });
    for (const s of d.specs)
      out.push({
        offset: d.lparen !== undefined ? s.pos.offset : d.pos.offset,
        spec: d.tok === 'var' ? (s as ValueSpec) : undefined,
        withinFunc,
      });
  };
  for (const d of file.decls) {
    if (d.kind === 'GenDecl') genDecl(d, false);
    else {
      out.push({ offset: d.pos.offset, withinFunc: false });
      if (d.kind === 'FuncDecl' && d.body !== undefined)
        inspect(d.body, (n) => {
          if (n.kind === 'DeclStmt') genDecl(n.decl, true);
          return true;
        });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** Where gc's parser drops a pending pragma: the end of each top-level declaration and statement. */
function clearPoints(file: File): number[] {
  const out: number[] = [];
  for (const d of file.decls) {
    out.push(d.end.offset);
    if (d.kind === 'FuncDecl' && d.body !== undefined)
      inspect(d.body, (n) => {
        if (n !== d.body && n.kind.endsWith('Stmt')) out.push(n.end.offset);
        return true;
      });
  }
  return out;
}

/**
 * The compiler's //go:embed errors for a package that type-checked (gc reports them after types2:
 * noder/writer.go checkEmbed, staticdata/embed.go WriteEmbed), in position order; with none, each
 * embedding variable's ValueSpec gets its files (ValueSpec.embed).
 */
export function embedDiagnostics(
  pkg: LoadedPackage,
  unit: CheckedUnit,
  sources: ReadonlyMap<string, string>,
): Diagnostic[] {
  // checkEmbed's errors (and the directive's own) stop gc before WriteEmbed's.
  const diags: Diagnostic[] = [];
  const writeDiags: Diagnostic[] = [];
  const found: [ValueSpec, EmbedValue][] = [];
  for (const file of unit.files) {
    const src = sources.get(file.filename);
    if (src === undefined) continue;
    const dirs = directives(file, src);
    if (dirs.length === 0) continue;
    const points = declPoints(file);
    const clears = clearPoints(file);
    const bySpec = new Map<ValueSpec, { dirs: Directive[]; point: DeclPoint }>();
    for (const d of dirs) {
      const at = { file: file.filename, line: d.line, col: d.col + 2 };
      const parsed = parseGoEmbed(d.args);
      if ('err' in parsed || parsed.length === 0) {
        if ('err' in parsed) diags.push({ ...at, msg: parsed.err });
        diags.push({ ...at, msg: 'usage: //go:embed pattern...' });
        continue;
      }
      // gc's parser clears a pending pragma after each top-level declaration and each statement
      // (syntax/parser.go fileOrNil, stmtList: clearPragma), so nothing may end in between.
      let point = points.find((p) => p.offset > d.offset);
      if (point !== undefined && clears.some((e) => e > d.offset && e < point!.offset)) point = undefined;
      if (point?.spec === undefined) {
        diags.push({ ...at, msg: 'misplaced go:embed directive' });
        continue;
      }
      let e = bySpec.get(point.spec);
      if (e === undefined) bySpec.set(point.spec, (e = { dirs: [], point }));
      e.dirs.push(d);
    }
    for (const [spec, { dirs: ds, point }] of bySpec) {
      const at = { file: file.filename, line: ds[0].line, col: ds[0].col + 2 };
      const err = !importsEmbed(file)
        ? 'go:embed only allowed in Go files that import "embed"'
        : spec.names.length > 1
          ? 'go:embed cannot apply to multiple vars'
          : spec.values.length > 0
            ? 'go:embed cannot apply to var with initializer'
            : spec.type === undefined
              ? 'go:embed cannot apply to var without type'
              : point.withinFunc
                ? 'go:embed cannot apply to var inside func'
                : pkg.goVersion !== undefined && gover.compare(pkg.goVersion, '1.16') < 0
                  ? `go:embed requires go1.16 or later (-lang was set to go${gover.lang(pkg.goVersion)}; check go.mod)`
                  : undefined;
      if (err !== undefined) {
        diags.push({ ...at, msg: err });
        continue;
      }
      const name = spec.names[0];
      const v = unit.info.defs.get(name);
      if (v === undefined || v.kind !== 'var') continue;
      const namePos = { file: file.filename, line: name.pos.line, col: name.pos.col };
      const kind = embedKind(v.type);
      const tstr = () => typeString(v.type, gcQualifier(unit.types));
      if (kind === undefined) {
        writeDiags.push({ ...namePos, msg: `go:embed cannot apply to var of type ${tstr()}` });
        continue;
      }
      const have = new Set<string>();
      const list: string[] = [];
      for (const d of ds) {
        const parsed = parseGoEmbed(d.args) as { path: string }[];
        for (const p of parsed)
          for (const f of pkg.embed?.patterns.get(p.path) ?? []) {
            if (!have.has(f)) {
              have.add(f);
              list.push(f);
            }
            if (kind === 'fs')
              for (let dir = f; dir.includes('/'); ) {
                dir = dir.slice(0, dir.lastIndexOf('/'));
                if (have.has(`${dir}/`)) break;
                have.add(`${dir}/`);
                list.push(`${dir}/`);
              }
          }
      }
      list.sort(embedFileLess);
      if (kind !== 'fs' && list.length > 1) {
        writeDiags.push({ ...namePos, msg: `invalid go:embed: multiple files for type ${tstr()}` });
        continue;
      }
      found.push([
        spec,
        {
          kind,
          files: list.map((n) => ({ name: n, data: n.endsWith('/') ? '' : (pkg.embed?.data.get(n) ?? '') })),
        },
      ]);
    }
  }
  if (diags.length === 0) diags.push(...writeDiags);
  if (diags.length > 0)
    return diags.sort((a, b) =>
      a.file !== b.file ? (a.file < b.file ? -1 : 1) : a.line - b.line || a.col - b.col,
    );
  for (const [spec, value] of found) spec.embed = value;
  return diags;
}
