// go.mod parsing: the line/block syntax of golang.org/x/mod/modfile (read.go) and the directive checks of
// its rule.go, with the go command's error wording (`go.mod:5: unknown directive: foo`).
import type { Diagnostic } from './pos.ts';

export interface GoModRequire {
  path: string;
  version: string;
  /** Marked `// indirect`. */
  indirect: boolean;
  line: number;
}

export interface GoModReplace {
  oldPath: string;
  oldVersion?: string;
  newPath: string;
  /** Undefined when the replacement is a local directory. */
  newVersion?: string;
  line: number;
}

export interface GoModExclude {
  path: string;
  version: string;
  line: number;
}

export interface GoMod {
  module?: { path: string; line: number; deprecated?: string };
  go?: { version: string; line: number };
  toolchain?: { name: string; line: number };
  godebug: { key: string; value: string; line: number }[];
  require: GoModRequire[];
  replace: GoModReplace[];
  exclude: GoModExclude[];
  retract: { low: string; high: string; rationale: string; line: number }[];
  tool: { path: string; line: number }[];
}

export interface GoModResult {
  /** Undefined if the file has errors (the go command refuses such a go.mod). */
  mod: GoMod | undefined;
  /** Errors with `msg` as the go command prints it after `go.mod:LINE[:COL]: ` (col 1 is not printed). */
  diagnostics: Diagnostic[];
}

interface Token {
  text: string;
  col: number; // 1-based rune column
  quoted: boolean;
}

interface Line {
  line: number;
  col: number;
  tokens: Token[];
  comment: string; // text of a trailing // comment, without the slashes, trimmed
}

const goVersionRE = /^([1-9][0-9]*)\.(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))?([a-z]+[0-9]+)?$/;
const legacyGoVersionRE = /^([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
const toolchainRE = /^default$|^go1($|\.)/;
const semverRE =
  /^v(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;

/** Formats go.mod errors the way the go command prints them. */
export function formatGoModErrors(ds: Diagnostic[]): string {
  const lines = ds.map((d) => `${d.file}:${d.line}${d.col > 1 ? ':' + d.col : ''}: ${d.msg}`);
  return `go: errors parsing go.mod:\n${lines.join('\n')}\n`;
}

export interface GoModOptions {
  /**
   * Parse as Go 1.20 and older do: a go version has two parts (`must match format 1.23`) and the
   * toolchain directive is unknown ([CAPTURED] go1.19.8, TOOLCHAIN.md A2.9).
   */
  legacy?: boolean;
}

/** Parses a go.mod file. `file` is the name used in diagnostics (usually "go.mod"). Never throws. */
export function parseGoMod(file: string, src: string, opts: GoModOptions = {}): GoModResult {
  const diagnostics: Diagnostic[] = [];
  const err = (line: number, col: number, msg: string): void => {
    diagnostics.push({ file, line, col, msg });
  };
  const mod: GoMod = { godebug: [], require: [], replace: [], exclude: [], retract: [], tool: [] };

  const lines = lexLines(src, err);
  if (diagnostics.length > 0) return { mod: undefined, diagnostics };

  // group into directives and blocks
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.tokens.length === 0) continue;
    const verb = l.tokens[0].text;
    const last = l.tokens[l.tokens.length - 1];
    if (l.tokens.length === 2 && last.text === '(' && !last.quoted) {
      // block
      const body: Line[] = [];
      let closed = false;
      let j = i + 1;
      for (; j < lines.length; j++) {
        const b = lines[j];
        if (b.tokens.length === 1 && b.tokens[0].text === ')' && !b.tokens[0].quoted) {
          closed = true;
          break;
        }
        if (b.tokens.length > 0) body.push(b);
      }
      if (!closed) {
        const endLine = lines.length > 0 ? lines[lines.length - 1].line : l.line;
        err(endLine, 1, `syntax error (unterminated block started at ${file}:${l.line}:${l.col})`);
        return { mod: undefined, diagnostics };
      }
      i = j;
      if (!blockVerbs.has(verb)) {
        err(l.line, l.col, `unknown block type: ${verb}`);
        continue;
      }
      for (const b of body) directive(mod, verb, b, b.tokens, err, opts);
      continue;
    }
    directive(mod, verb, l, l.tokens.slice(1), err, opts);
  }
  if (diagnostics.length > 0) return { mod: undefined, diagnostics };
  return { mod, diagnostics };
}

const blockVerbs = new Set(['require', 'replace', 'exclude', 'retract', 'godebug', 'tool', 'ignore']);

function directive(
  mod: GoMod,
  verb: string,
  l: Line,
  args: Token[],
  err: (line: number, col: number, msg: string) => void,
  opts: GoModOptions,
): void {
  const at = (msg: string): void => err(l.line, l.col, msg);
  const a = args.map((t) => t.text);
  switch (verb) {
    case 'module':
      if (mod.module !== undefined) {
        at('repeated module statement');
        return;
      }
      if (a.length !== 1) {
        at('usage: module module/path');
        return;
      }
      mod.module = { path: a[0], line: l.line };
      if (l.comment.startsWith('Deprecated:')) mod.module.deprecated = l.comment.slice(11).trim();
      return;
    case 'go':
      if (mod.go !== undefined) {
        at('repeated go statement');
        return;
      }
      if (a.length !== 1) {
        at('go directive expects exactly one argument');
        return;
      }
      if (opts.legacy ? !legacyGoVersionRE.test(a[0]) : !goVersionRE.test(a[0])) {
        at(`invalid go version '${a[0]}': must match format ${opts.legacy ? '1.23' : '1.23.0'}`);
        return;
      }
      mod.go = { version: a[0], line: l.line };
      return;
    case 'toolchain':
      if (opts.legacy) {
        at(`unknown directive: ${verb}`);
        return;
      }
      if (mod.toolchain !== undefined) {
        at('repeated toolchain statement');
        return;
      }
      if (a.length !== 1) {
        at('toolchain directive expects exactly one argument');
        return;
      }
      if (!toolchainRE.test(a[0])) {
        at(`invalid toolchain version '${a[0]}': must match format go1.23.0 or default`);
        return;
      }
      mod.toolchain = { name: a[0], line: l.line };
      return;
    case 'godebug': {
      const kv = a.length === 1 ? a[0].split('=') : [];
      if (kv.length !== 2 || kv[0] === '') {
        at('usage: godebug key=value');
        return;
      }
      mod.godebug.push({ key: kv[0], value: kv[1], line: l.line });
      return;
    }
    case 'require':
    case 'exclude': {
      if (a.length !== 2) {
        at(`usage: ${verb} module/path v1.2.3`);
        return;
      }
      if (!semverRE.test(a[1])) {
        at(`${verb} ${a[0]}: version "${a[1]}" invalid: must be of the form v1.2.3`);
        return;
      }
      if (verb === 'require') {
        mod.require.push({ path: a[0], version: a[1], indirect: isIndirect(l.comment), line: l.line });
      } else {
        mod.exclude.push({ path: a[0], version: a[1], line: l.line });
      }
      return;
    }
    case 'replace': {
      const arrow = a.indexOf('=>');
      const usage =
        'usage: replace module/path [v1.2.3] => other/module v1.4\n\t or replace module/path [v1.2.3] => ../local/directory';
      if (arrow < 1 || arrow > 2 || a.length - arrow - 1 < 1 || a.length - arrow - 1 > 2) {
        at(usage);
        return;
      }
      const oldVersion = arrow === 2 ? a[1] : undefined;
      const newPath = a[arrow + 1];
      const newVersion = a[arrow + 2];
      if (newVersion === undefined && !isLocalPath(newPath)) {
        at(`replacement module without version must be directory path (rooted or starting with . or ..)`);
        return;
      }
      mod.replace.push({ oldPath: a[0], oldVersion, newPath, newVersion, line: l.line });
      return;
    }
    case 'retract': {
      // retract v1.0.0 | retract [v1.0.0, v1.1.0]
      const text = a.join(' ');
      const m = /^\[\s*(\S+?)\s*,\s*(\S+?)\s*\]$/.exec(text);
      if (m) mod.retract.push({ low: m[1], high: m[2], rationale: l.comment, line: l.line });
      else if (a.length === 1)
        mod.retract.push({ low: a[0], high: a[0], rationale: l.comment, line: l.line });
      else at('usage: retract version or retract [low, high]');
      return;
    }
    case 'tool':
      if (a.length !== 1) {
        at('usage: tool module/path');
        return;
      }
      mod.tool.push({ path: a[0], line: l.line });
      return;
    case 'ignore':
      return;
    default:
      at(`unknown directive: ${verb}`);
  }
}

function isIndirect(comment: string): boolean {
  // modfile.isIndirect: "// indirect" optionally followed by "; ..." text
  return comment === 'indirect' || comment.startsWith('indirect;');
}

function isLocalPath(p: string): boolean {
  return p.startsWith('/') || p === '.' || p === '..' || p.startsWith('./') || p.startsWith('../');
}

// lexLines splits the file into lines of tokens: identifiers/words, quoted strings, `(`, `)`, `[`, `]`,
// `,` and `=>`; `//` starts a comment to the end of the line.
function lexLines(src: string, err: (line: number, col: number, msg: string) => void): Line[] {
  const out: Line[] = [];
  const rows = src.split('\n');
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r].endsWith('\r') ? rows[r].slice(0, -1) : rows[r];
    const chars = Array.from(row); // rune columns
    const tokens: Token[] = [];
    let comment = '';
    let i = 0;
    while (i < chars.length) {
      const c = chars[i];
      if (c === ' ' || c === '\t') {
        i++;
        continue;
      }
      if (c === '/' && chars[i + 1] === '/') {
        comment = chars
          .slice(i + 2)
          .join('')
          .trim();
        break;
      }
      const col = i + 1;
      if (c === '(' || c === ')' || c === '[' || c === ']' || c === ',') {
        tokens.push({ text: c, col, quoted: false });
        i++;
        continue;
      }
      if (c === '=' && chars[i + 1] === '>') {
        tokens.push({ text: '=>', col, quoted: false });
        i += 2;
        continue;
      }
      if (c === '"' || c === '`') {
        let j = i + 1;
        let text = '';
        let closed = false;
        while (j < chars.length) {
          if (chars[j] === '\\' && c === '"' && j + 1 < chars.length) {
            text += chars[j + 1];
            j += 2;
            continue;
          }
          if (chars[j] === c) {
            closed = true;
            break;
          }
          text += chars[j];
          j++;
        }
        if (!closed) {
          err(r + 1, chars.length + 1, 'unexpected newline in string');
          return out;
        }
        tokens.push({ text, col, quoted: true });
        i = j + 1;
        continue;
      }
      let j = i;
      while (
        j < chars.length &&
        chars[j] !== ' ' &&
        chars[j] !== '\t' &&
        chars[j] !== '(' &&
        chars[j] !== ')' &&
        chars[j] !== '[' &&
        chars[j] !== ']' &&
        chars[j] !== ',' &&
        chars[j] !== '"' &&
        !(chars[j] === '/' && chars[j + 1] === '/') &&
        !(chars[j] === '=' && chars[j + 1] === '>')
      ) {
        j++;
      }
      tokens.push({ text: chars.slice(i, j).join(''), col, quoted: false });
      i = j;
    }
    out.push({ line: r + 1, col: tokens.length > 0 ? tokens[0].col : 1, tokens, comment });
  }
  return out;
}
