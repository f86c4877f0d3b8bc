// just-bash's file commands, with their diagnostics as GNU coreutils 9.1 and grep 3.8 print them
// (checked on Debian 12, LANG=C.UTF-8). Each wrapper runs the bundled command (`ctx.origCommand`)
// and rewrites only its stderr and status; what the command does is unchanged.
import { type CommandContext, defineCommand, type ExecResult } from 'just-bash';
import { createFailure } from '../strict-fs.ts';
import { formatSedScriptError, sedScriptError, sedScripts } from './sed-script.ts';

type Ctx = CommandContext;

const ENOENT = 'No such file or directory';

/** GNU's quoting of a file name in diagnostics (quoteaf, shell-escape style): 'a b', "it's". */
export function quoteName(name: string): string {
  if (!name.includes("'")) return `'${name}'`;
  if (!/["$`\\]/.test(name)) return `"${name}"`;
  return `'${name.replaceAll("'", "'\\''")}'`;
}

/** gnulib's quote() in a UTF-8 locale (mkdir's messages): ‘name’. */
function quoteUtf8(name: string): string {
  return `\u2018${name}\u2019`;
}

/** Why `name` cannot be opened, as errno says it: a file where a directory is needed is ENOTDIR. */
async function openError(ctx: Ctx, name: string): Promise<string> {
  const path = ctx.fs.resolvePath(ctx.cwd, name);
  if (await ctx.fs.exists(path)) return (await ctx.fs.stat(path)).isDirectory ? 'Is a directory' : ENOENT;
  return (await createFailure(ctx.fs, path)) ?? ENOENT;
}

async function replaceAsync(
  text: string,
  re: RegExp,
  f: (m: RegExpExecArray) => Promise<string>,
): Promise<string> {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(re)) {
    out += text.slice(at, m.index) + (await f(m as RegExpExecArray));
    at = m.index + m[0].length;
  }
  return out + text.slice(at);
}

function wrap(
  name: string,
  fix: (r: ExecResult, args: string[], ctx: Ctx) => Promise<ExecResult>,
  /** A refusal the real command gives before it reads anything (its options). */
  refuse?: (args: string[]) => ExecResult | undefined,
  /** The arguments in a form the bundled command reads as the real one reads these. */
  rewrite?: (args: string[]) => string[],
) {
  return defineCommand(name, async (args, ctx) => {
    if (ctx.origCommand === undefined)
      return { stdout: '', stderr: `bash: ${name}: command not found\n`, exitCode: 127 };
    const refused = refuse?.(args);
    if (refused !== undefined) return refused;
    return fix(await ctx.origCommand(rewrite ? rewrite(args) : args), args, ctx);
  });
}

/** grep 3.8's options that take an argument (grep.c short_options, long_options). */
const GREP_SHORT_WITH_ARG = 'ABCDXdefm';
const GREP_LONG_WITH_ARG = new Set(
  (
    'after-context before-context binary-files context devices directories exclude exclude-dir ' +
    'exclude-from file group-separator include label max-count regexp'
  ).split(' '),
);

/**
 * An option that needs an argument as the last word (`grep -e`, `grep -ie`, `grep x --regexp`):
 * getopt_long's message and grep's usage, status 2. GNU getopt permutes, so the option may follow
 * the pattern; `--` ends the options.
 */
function grepMissingArgument(args: string[]): ExecResult | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') return undefined;
    const last = i === args.length - 1;
    let missing: string | undefined;
    if (a.startsWith('--')) {
      if (!a.includes('=') && GREP_LONG_WITH_ARG.has(a.slice(2))) {
        if (last) missing = `option '${a}' requires an argument`;
        else i++;
      }
    } else if (a.startsWith('-') && a.length > 1) {
      for (let j = 1; j < a.length; j++) {
        if (!GREP_SHORT_WITH_ARG.includes(a[j])) continue;
        // the rest of the word is the argument, or else the next word
        if (j === a.length - 1) {
          if (last) missing = `option requires an argument -- '${a[j]}'`;
          else i++;
        }
        break;
      }
    }
    if (missing !== undefined)
      return {
        stdout: '',
        stderr: `grep: ${missing}\n${usage('grep', 'Usage: grep [OPTION]... PATTERNS [FILE]...')}`,
        exitCode: 2,
      };
  }
  return undefined;
}

/**
 * grep's patterns as getopt_long reads them, for the bundled grep, which knows only `-e P` as a
 * word of its own and keeps the last one: `--regexp=P`, `--regexp P` and its unambiguous
 * abbreviations (`--reg`…), `-eP` and `-ie P` (a cluster ending in e) are patterns too, and
 * several patterns match a line when any does (grep.c: the -e patterns joined by newlines). They
 * are given as one `-e` alternation (`\\|` in a basic expression, `|` with -E/-P; with -F the
 * fixed strings are escaped and matched with -E). [CAPTURED] grep 3.8: `grep --regexp= f` prints
 * every line; `grep -e a -e b f` prints the lines with a or b.
 */
function grepPatternArgs(args: string[]): string[] {
  const patterns: string[] = [];
  const rest: string[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === '--') break;
    const long = /^--(reg(?:e(?:x(?:p)?)?)?)(=(.*))?$/s.exec(a);
    if (long) {
      if (long[2] !== undefined) patterns.push(long[3]);
      else if (i + 1 < args.length) patterns.push(args[++i]);
      continue;
    }
    if (a.startsWith('-') && !a.startsWith('--') && a.length > 1) {
      let kept = '-';
      for (let j = 1; j < a.length; j++) {
        const c = a[j];
        if (c === 'e') {
          if (j < a.length - 1) patterns.push(a.slice(j + 1));
          else if (i + 1 < args.length) patterns.push(args[++i]);
          break;
        }
        if (GREP_SHORT_WITH_ARG.includes(c)) {
          // another option's argument: the rest of the word, or else the next word
          kept += a.slice(j);
          if (j === a.length - 1 && i + 1 < args.length) {
            rest.push(kept, args[++i]);
            kept = '-';
          }
          break;
        }
        kept += c;
      }
      if (kept !== '-') rest.push(kept);
      continue;
    }
    rest.push(a);
  }
  if (patterns.length === 0) return args;
  const words = [...rest];
  const opts = rest.filter((w) => w.startsWith('-'));
  const fixedWord = rest.findIndex((w) => w === '-F' || w === '--fixed-strings');
  const extended = opts.some(
    (w) => w === '--extended-regexp' || w === '--perl-regexp' || /^-[a-zA-Z]*[EP]/.test(w),
  );
  let pattern: string;
  if (patterns.length === 1) pattern = patterns[0];
  else if (fixedWord >= 0) {
    words[fixedWord] = '-E';
    pattern = patterns.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  } else pattern = patterns.join(extended ? '|' : '\\|');
  return ['-e', pattern, ...words, ...args.slice(i)];
}

/** A line of just-bash's `ls -l`: its fixed mode column, and the name. */
const LONG_LINE = /^([-d])(?:rw-r--r--|rwxr-xr-x)( 1 user user +\S+ \w{3} [ \d]\d [ \d:]{5} )(.+)$/;

/** ls's mode column for a stat mode (filemode.c): type, then rwx for user, group and other. */
function modeString(mode: number, dir: boolean): string {
  let out = dir ? 'd' : '-';
  for (const shift of [6, 3, 0]) {
    const bits = (mode >> shift) & 7;
    out += `${bits & 4 ? 'r' : '-'}${bits & 2 ? 'w' : '-'}${bits & 1 ? 'x' : '-'}`;
  }
  return out;
}

/**
 * just-bash's `ls -l` prints every file as -rw-r--r-- and every directory as drwxr-xr-x; GNU ls
 * prints the file's mode (an executable `go build` wrote, a script after chmod +x: -rwxr-xr-x).
 */
async function longModes(stdout: string, args: string[], ctx: Ctx): Promise<string> {
  if (!args.some((a) => /^-[A-Za-z]*l/.test(a))) return stdout;
  const operands = args.filter((a) => !a.startsWith('-') || a === '-');
  const isDir = async (p: string) => {
    const abs = ctx.fs.resolvePath(ctx.cwd, p);
    return (await ctx.fs.exists(abs)) && (await ctx.fs.stat(abs)).isDirectory;
  };
  let dir = operands.length === 1 && (await isDir(operands[0])) ? operands[0] : undefined;
  const lines = stdout.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = /^(.*):$/.exec(lines[i]);
    if (header && operands.includes(header[1])) {
      dir = header[1];
      continue;
    }
    const m = LONG_LINE.exec(lines[i]);
    if (!m) continue;
    const name = m[3].replace(/[/*@=|]$/, '');
    for (const p of dir !== undefined ? [`${dir}/${name}`, name] : [name]) {
      const abs = ctx.fs.resolvePath(ctx.cwd, p);
      if (!(await ctx.fs.exists(abs))) continue;
      const st = await ctx.fs.stat(abs);
      lines[i] = `${modeString(st.mode, st.isDirectory)}${m[2]}${m[3]}`;
      break;
    }
  }
  return lines.join('\n');
}

/** A size as GNU ls -h prints it (human_ceiling, powers of 1024): 3, 4.0K, 13K, 1.2M. */
function human(n: number): string {
  if (n < 1024) return String(n);
  let v = n;
  let unit = 0;
  while (v >= 1024 && unit < 5) {
    v /= 1024;
    unit++;
  }
  const u = 'KMGTP'[unit - 1];
  if (v < 10) {
    const tenths = Math.ceil(v * 10);
    return tenths >= 100 ? `10${u}` : `${(tenths / 10).toFixed(1)}${u}`;
  }
  return `${Math.ceil(v)}${u}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Flags GNU `ls -l` is rendered for here; anything else keeps just-bash's listing. */
const LONG_FLAGS = /^-[lahAdFprtS1]+$/;

/**
 * `ls -d` without -l: GNU ls lists every operand as a file, one sorted list, one name a line (as
 * the terminal prints ls), and a missing one is `cannot access` (status 2). just-bash printed each
 * operand as a block of its own, blank lines between (`ls -d a c` gave `a`, ``, `c`), and refused -p.
 */
async function gnuDirOperands(args: string[], ctx: Ctx): Promise<ExecResult | undefined> {
  const flags = args.filter((a) => a.startsWith('-') && a !== '-' && a !== '--');
  if (!flags.some((f) => f.includes('d')) || !flags.every((f) => /^-[dAaFprtS1]+$/.test(f))) return undefined;
  const has = (c: string) => flags.some((f) => f.includes(c));
  const operands = args.filter((a) => !a.startsWith('-') || a === '-');
  const list: { name: string; dir: boolean; exec: boolean; mtime: number; size: number }[] = [];
  let stderr = '';
  for (const op of operands.length === 0 ? ['.'] : operands) {
    const path = ctx.fs.resolvePath(ctx.cwd, op);
    if (!(await ctx.fs.exists(path))) {
      stderr += `ls: cannot access ${quoteName(op)}: ${await openError(ctx, op)}\n`;
      continue;
    }
    const st = await ctx.fs.stat(path);
    list.push({
      name: op,
      dir: st.isDirectory,
      exec: (st.mode & 0o111) !== 0,
      mtime: st.mtime.getTime(),
      size: st.isDirectory ? 4096 : st.size,
    });
  }
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  list.sort(
    has('t')
      ? (a, b) => b.mtime - a.mtime || byName(a, b)
      : has('S')
        ? (a, b) => b.size - a.size || byName(a, b)
        : byName,
  );
  if (has('r')) list.reverse();
  const stdout = list
    .map((e) => `${e.name}${e.dir && (has('F') || has('p')) ? '/' : has('F') && e.exec ? '*' : ''}\n`)
    .join('');
  return { stdout, stderr, exitCode: stderr === '' ? 0 : 2 };
}

/**
 * `ls -l` as GNU ls 9.1 prints it, from stat: file operands first (one block), then each directory
 * (a `NAME:` header when there are several operands), `total` in 1K blocks, a directory's size 4096
 * and its links 2 + subdirectories, names without just-bash's `/` (unless -F/-p), the columns as wide
 * as their widest value; the dates are just-bash's.
 */
async function gnuLong(r: ExecResult, args: string[], ctx: Ctx): Promise<string | undefined> {
  const flags = args.filter((a) => a.startsWith('-') && a !== '-');
  if (!flags.some((f) => f.includes('l')) || !flags.every((f) => LONG_FLAGS.test(f))) return undefined;
  const has = (c: string) => flags.some((f) => f.includes(c));
  const operands = args.filter((a) => !a.startsWith('-') || a === '-');
  // just-bash's date column, by name
  const dates = new Map<string, string>();
  for (const line of r.stdout.split('\n')) {
    const m = /^[-dl][-rwxsStT]{9} +\d+ \S+ \S+ +\S+ (\w{3} [ \d]\d [ \d:]\d{1,2}:?\d{2}) (.+)$/.exec(line);
    if (m) dates.set(m[2].replace(/[/*@=|]$/, ''), m[1]);
  }
  type Entry = {
    name: string;
    path: string;
    dir: boolean;
    mode: number;
    size: number;
    mtime: Date;
    links: number;
  };
  const entry = async (name: string, path: string): Promise<Entry | undefined> => {
    if (!(await ctx.fs.exists(path))) return undefined;
    const st = await ctx.fs.stat(path);
    let links = 1;
    if (st.isDirectory) {
      links = 2;
      for (const n of await ctx.fs.readdir(path))
        if ((await ctx.fs.stat(`${path === '/' ? '' : path}/${n}`)).isDirectory) links++;
    }
    return {
      name,
      path,
      dir: st.isDirectory,
      mode: st.mode,
      size: st.isDirectory ? 4096 : st.size,
      mtime: st.mtime,
      links,
    };
  };
  const order = (list: Entry[]) => {
    const byName = (a: Entry, b: Entry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    list.sort(
      has('t')
        ? (a, b) => b.mtime.getTime() - a.mtime.getTime() || byName(a, b)
        : has('S')
          ? (a, b) => b.size - a.size || byName(a, b)
          : byName,
    );
    if (has('r')) list.reverse();
    return list;
  };
  const date = (e: Entry) => {
    const d = e.mtime;
    return (
      dates.get(e.name) ??
      `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`
    );
  };
  const size = (n: number) => (has('h') ? human(n) : String(n));
  // the operands' columns are as wide as all of them, directories included (GNU stats them together)
  const block = (list: Entry[], widths: Entry[] = list) => {
    const wl = Math.max(...widths.map((e) => String(e.links).length));
    const ws = Math.max(...widths.map((e) => size(e.size).length));
    return list.map((e) => {
      const mark = e.dir && (has('F') || has('p')) ? '/' : has('F') && e.mode & 0o111 ? '*' : '';
      return `${modeString(e.mode, e.dir)} ${String(e.links).padStart(wl)} user user ${size(e.size).padStart(ws)} ${date(e)} ${e.name}${mark}\n`;
    });
  };
  const blocks1k = (e: Entry) => (e.dir ? 4 : Math.ceil(e.size / 4096) * 4);
  const files: Entry[] = [];
  const dirs: Entry[] = [];
  for (const op of operands.length === 0 ? ['.'] : operands) {
    const e = await entry(op, ctx.fs.resolvePath(ctx.cwd, op));
    if (e === undefined) continue;
    (e.dir && !has('d') ? dirs : files).push(e);
  }
  const parts: string[] = [];
  if (files.length > 0) parts.push(block(order(files), [...files, ...dirs]).join(''));
  for (const d of order(dirs)) {
    const list: Entry[] = [];
    if (has('a')) {
      for (const [n, p] of [
        ['.', d.path],
        ['..', ctx.fs.resolvePath(d.path, '..')],
      ]) {
        const e = await entry(n, p);
        if (e) list.push(e);
      }
    }
    for (const n of await ctx.fs.readdir(d.path)) {
      if (n.startsWith('.') && !has('a') && !has('A')) continue;
      const e = await entry(n, `${d.path === '/' ? '' : d.path}/${n}`);
      if (e) list.push(e);
    }
    const total = list.reduce((t, e) => t + blocks1k(e), 0);
    const head = operands.length > 1 || files.length > 0 ? `${d.name}:\n` : '';
    const lines = list.length > 0 ? block(order(list)).join('') : '';
    parts.push(`${head}total ${has('h') ? human(total * 1024) : total}\n${lines}`);
  }
  return parts.join('\n');
}

/** `CMD: NAME: No such file or directory` lines just-bash prints for a file it could not read. */
function notFound(cmd: string): RegExp {
  return new RegExp(`^${cmd}: (?!cannot )(.+): ${ENOENT}$`, 'gm');
}

interface CopyOperands {
  sources: string[];
  dest: string;
  destIsDir: boolean;
  recursive: boolean;
  verbose: boolean;
  /** The destination of `src` as GNU's -v prints it: `d/f` into a directory, else as typed. */
  shown(src: string): string;
}

/** cp/mv's operands and the options that change their diagnostics; undefined when just-bash refuses them. */
async function copyOperands(cmd: string, args: string[], ctx: Ctx): Promise<CopyOperands | undefined> {
  const operands: string[] = [];
  let recursive = false;
  let verbose = false;
  let i = 0;
  for (; i < args.length && args[i] !== '--'; i++) {
    const a = args[i];
    if (a === '--recursive') recursive = true;
    else if (a === '--verbose') verbose = true;
    else if (/^-[A-Za-z]+$/.test(a)) {
      recursive ||= cmd === 'cp' && /[rR]/.test(a);
      verbose ||= a.includes('v');
    } else if (!a.startsWith('-') || a === '-') operands.push(a);
  }
  operands.push(...args.slice(i + 1));
  if (operands.length < 2) return undefined;
  const dest = operands[operands.length - 1];
  const abs = ctx.fs.resolvePath(ctx.cwd, dest);
  const destIsDir = (await ctx.fs.exists(abs)) && (await ctx.fs.stat(abs)).isDirectory;
  const base = (p: string) => p.replace(/\/+$/, '').split('/').pop() || p;
  return {
    sources: operands.slice(0, -1),
    dest,
    destIsDir,
    recursive,
    verbose,
    shown: (src) => (destIsDir ? `${dest}${dest.endsWith('/') ? '' : '/'}${base(src)}` : dest),
  };
}

/**
 * A destination cp/mv cannot create, refused as GNU coreutils 9.1 does before anything is copied
 * (just-bash's fs.cp/fs.mv would create the missing directories): several sources need an existing
 * directory (`cp: target '/nope': No such file or directory`); one source needs the destination's
 * parent (`cp: cannot create regular file '/nope/c': …`, `mv: cannot move 'f' to '/nope/c': …`, a
 * file on the way: `cannot stat 'f/c': Not a directory`, a trailing slash on a new name: `Not a
 * directory`). A missing source keeps just-bash's `cannot stat` (GNU checks it first).
 */
async function refusedCopy(cmd: string, op: CopyOperands, ctx: Ctx): Promise<ExecResult | undefined> {
  const fail = (stderr: string, stdout = ''): ExecResult => ({
    stdout,
    stderr: `${cmd}: ${stderr}\n`,
    exitCode: 1,
  });
  const abs = ctx.fs.resolvePath(ctx.cwd, op.dest);
  if (op.destIsDir) return undefined;
  const exists = await ctx.fs.exists(abs);
  const why = exists ? undefined : await createFailure(ctx.fs, abs);
  if (op.sources.length > 1)
    return fail(
      `target ${quoteName(op.dest)}: ${exists || why === 'Not a directory' ? 'Not a directory' : ENOENT}`,
    );
  if (exists) return undefined;
  const src = op.sources[0];
  const srcAbs = ctx.fs.resolvePath(ctx.cwd, src);
  if (!(await ctx.fs.exists(srcAbs))) return undefined;
  const srcIsDir = (await ctx.fs.stat(srcAbs)).isDirectory;
  if (cmd === 'cp' && srcIsDir && !op.recursive) return undefined;
  if (why === 'Not a directory') return fail(`cannot stat ${quoteName(op.dest)}: ${why}`);
  const reason = why ?? (op.dest.endsWith('/') && !srcIsDir ? 'Not a directory' : undefined);
  if (reason === undefined) return undefined;
  if (cmd === 'mv') return fail(`cannot move ${quoteName(src)} to ${quoteName(op.dest)}: ${reason}`);
  const what = srcIsDir ? 'directory' : 'regular file';
  // -v names a file before it is copied
  const said = op.verbose && !srcIsDir ? `${quoteName(src)} -> ${quoteName(op.dest)}\n` : '';
  return fail(`cannot create ${what} ${quoteName(op.dest)}: ${reason}`, said);
}

const usage = (cmd: string, first: string) => `${first}\nTry '${cmd} --help' for more information.\n`;

export const coreutilsCommands = [
  // ls: cannot access 'nope': No such file or directory (status 2)
  wrap('ls', async (r, args, ctx) => {
    const long = await gnuLong(r, args, ctx);
    if (long === undefined) {
      const operandsOnly = await gnuDirOperands(args, ctx);
      if (operandsOnly !== undefined) return operandsOnly;
    }
    return {
      ...r,
      stdout: long ?? (await longModes(r.stdout, args, ctx)),
      stderr: await replaceAsync(
        r.stderr,
        notFound('ls'),
        async (m) => `ls: cannot access ${quoteName(m[1])}: ${await openError(ctx, m[1])}`,
      ),
    };
  }),
  // cat: tmp: Is a directory
  wrap('cat', async (r, _args, ctx) => ({
    ...r,
    stderr: await replaceAsync(
      r.stderr,
      notFound('cat'),
      async (m) => `cat: ${m[1]}: ${await openError(ctx, m[1])}`,
    ),
  })),
  ...['head', 'tail'].map((cmd) =>
    wrap(cmd, async (r, _args, ctx) => ({
      ...r,
      stderr: await replaceAsync(r.stderr, notFound(cmd), async (m) => {
        const why = await openError(ctx, m[1]);
        return why === 'Is a directory'
          ? `${cmd}: error reading ${quoteName(m[1])}: ${why}`
          : `${cmd}: cannot open ${quoteName(m[1])} for reading: ${why}`;
      }),
    })),
  ),
  // grep: usage without a pattern; a directory operand is an error (status 2)
  wrap(
    'grep',
    async (r, args) => {
      if (r.stderr === 'grep: missing pattern\n')
        return { ...r, stderr: usage('grep', 'Usage: grep [OPTION]... PATTERNS [FILE]...'), exitCode: 2 };
      // an error makes the status 2 even after matches, unless -q already found one
      const quiet = args.some((a) => a === '--quiet' || a === '--silent' || /^-[a-zA-Z]*q/.test(a));
      if (/^grep: .+: Is a directory$/m.test(r.stderr) && !(quiet && r.exitCode === 0))
        return { ...r, exitCode: 2 };
      return r;
    },
    grepMissingArgument,
    grepPatternArgs,
  ),
  // mkdir: cannot create directory ‘tmp’: File exists
  wrap('mkdir', async (r, args, ctx) => {
    const parents = args.some((a) => a === '--parents' || /^-[a-z]*p/.test(a));
    const stderr = await replaceAsync(
      r.stderr,
      /^mkdir: cannot create directory '(.+)': (.+)$/gm,
      async (m) => {
        let name = m[1];
        // with -p the component that is a file is named (`mkdir -p f.txt/x` → ‘f.txt’)
        if (parents && m[2] === 'Not a directory') {
          const parts = name.split('/');
          for (let i = 1; i <= parts.length; i++) {
            const prefix = parts.slice(0, i).join('/') || '/';
            const abs = ctx.fs.resolvePath(ctx.cwd, prefix);
            if ((await ctx.fs.exists(abs)) && !(await ctx.fs.stat(abs)).isDirectory) {
              name = prefix;
              break;
            }
          }
        }
        return `mkdir: cannot create directory ${quoteUtf8(name)}: ${m[2]}`;
      },
    );
    return {
      ...r,
      stderr: stderr === 'mkdir: missing operand\n' ? usage('mkdir', 'mkdir: missing operand') : stderr,
    };
  }),
  // sort: cannot read: nope: No such file or directory; sort: read failed: tmp: Is a directory (status 2)
  wrap('sort', async (r, _args, ctx) => {
    const stderr = await replaceAsync(r.stderr, notFound('sort'), async (m) => {
      const why = await openError(ctx, m[1]);
      return why === 'Is a directory'
        ? `sort: read failed: ${m[1]}: ${why}`
        : `sort: cannot read: ${m[1]}: ${why}`;
    });
    return stderr === r.stderr ? r : { ...r, stderr, exitCode: 2 };
  }),
  // sed: can't read nope: No such file or directory (status 2); sed: read error on tmp: Is a directory
  // (4); a script that does not compile is refused before any file is read or written (sed -i too)
  defineCommand('sed', async (args, ctx) => {
    if (ctx.origCommand === undefined)
      return { stdout: '', stderr: 'bash: sed: command not found\n', exitCode: 127 };
    const scripts = sedScripts(args);
    const bad = scripts && sedScriptError(scripts);
    if (bad) return { stdout: '', stderr: formatSedScriptError(bad), exitCode: 1 };
    const r = await ctx.origCommand(args);
    let status = 2;
    const stderr = await replaceAsync(r.stderr, notFound('sed'), async (m) => {
      const why = await openError(ctx, m[1]);
      if (why !== 'Is a directory') return `sed: can't read ${m[1]}: ${why}`;
      status = 4;
      return `sed: read error on ${m[1]}: ${why}`;
    });
    return stderr === r.stderr ? r : { ...r, stderr, exitCode: status };
  }),
  ...['cp', 'mv'].map((cmd) =>
    defineCommand(cmd, async (args, ctx) => {
      if (ctx.origCommand === undefined)
        return { stdout: '', stderr: `bash: ${cmd}: command not found\n`, exitCode: 127 };
      const op = await copyOperands(cmd, args, ctx);
      const refused = op && (await refusedCopy(cmd, op, ctx));
      if (refused) return refused;
      const r = await ctx.origCommand(args);
      // which operand is missing, and the --help hint
      if (r.stderr === `${cmd}: missing destination file operand\n`) {
        const operands = args.filter((a) => !a.startsWith('-'));
        const first =
          operands.length === 0
            ? `${cmd}: missing file operand`
            : `${cmd}: missing destination file operand after ${quoteName(operands[0])}`;
        return { ...r, stderr: usage(cmd, first) };
      }
      const stderr = await replaceAsync(
        r.stderr,
        new RegExp(`^${cmd}: cannot stat '(.+)': ${ENOENT}$`, 'gm'),
        async (m) => `${cmd}: cannot stat ${quoteName(m[1])}: ${await openError(ctx, m[1])}`,
      );
      // -v names the destination as typed (just-bash: absolute, or `d//f`)
      const stdout =
        op === undefined
          ? r.stdout
          : r.stdout.replace(
              /^(renamed )?'(.+)' -> '.+'$/gm,
              (line, renamed: string | undefined, src: string) =>
                op.sources.includes(src)
                  ? `${renamed ?? ''}${quoteName(src)} -> ${quoteName(op.shown(src))}`
                  : line,
            );
      return { ...r, stdout, stderr };
    }),
  ),
  ...['basename', 'dirname'].map((cmd) =>
    wrap(cmd, async (r) =>
      r.stderr === `${cmd}: missing operand\n` ? { ...r, stderr: usage(cmd, `${cmd}: missing operand`) } : r,
    ),
  ),
];

const CD_ARGS = 'oplab-cd-args';

/** Where cd's directory operand starts: after -L, -P, -e, -@ and `--`. */
function cdOperands<T>(args: T[], text: (a: T) => string | undefined): T[] {
  let i = 0;
  while (i < args.length && /^-[LPe@]+$/.test(text(args[i]) ?? '')) i++;
  if (i < args.length && text(args[i]) === '--') i++;
  return args.slice(i);
}

/**
 * bash's `cd` takes one directory: `cd a b` prints `bash: cd: too many arguments` and stays, where
 * just-bash's builtin uses the first. A builtin cannot be wrapped, so a parse-tree pass puts this
 * command before a cd that may have several operands once expanded; it fails when it gets more than
 * one (bash's message), and the cd runs only when it passed.
 */
export const cdTooManyCommand = defineCommand(CD_ARGS, async (args, ctx) => {
  const operands = cdOperands(args, (a) => a);
  if (operands.length > 1) return { stdout: '', stderr: 'bash: cd: too many arguments\n', exitCode: 1 };
  // bash's cd_builtin: `-` is $OLDPWD, and an unset OLDPWD is an error (just-bash's builtin goes to
  // its own previous directory)
  if (operands[0] === '-' && !ctx.env.has('OLDPWD'))
    return { stdout: '', stderr: 'bash: cd: OLDPWD not set\n', exitCode: 1 };
  return { stdout: '', stderr: '', exitCode: 0 };
});

type Part = { type: string; value?: string };
type Word = { type: 'Word'; parts: Part[] };
type Simple = {
  type: 'SimpleCommand';
  name: Word | null;
  args: Word[];
  assignments: unknown[];
  redirections: unknown[];
};
const literal = (w: Word): string | undefined =>
  w.parts.length === 1 && w.parts[0].type === 'Literal' ? w.parts[0].value : undefined;

// parse-tree nodes as just-bash's parser makes them (its browser bundle does not export parse)
const word = (value: string): Word => ({ type: 'Word', parts: [{ type: 'Literal', value }] });
const pipeline = (command: unknown) => ({ type: 'Pipeline', commands: [command], negated: false });
const statement = (pipelines: unknown[], operators: string[]) => ({
  type: 'Statement',
  pipelines,
  operators,
  background: false,
});

/** Parts that word splitting, globbing or brace expansion can turn into several words. */
const SPLITS = new Set(['ParameterExpansion', 'Glob', 'BraceExpansion']);
/** Parts that run something: expanding them twice would run it twice. */
const RUNS = /"type":"(CommandSubstitution|ArithmeticExpansion|ProcessSubstitution)"/;

/**
 * A cd that may get several operands: as written (`cd a b`), or once `$DIR` (holding a space), a
 * glob or a brace expansion is expanded. It becomes `{ oplab-cd-args WORDS && cd WORDS; }` (the
 * group runs in this shell, so the cd still changes its directory; redirections move to the group).
 * Where expanding twice would run something (`$(…)`), only a cd with several words as written is
 * checked, and it does not run.
 */
function cdChecked(c: unknown): unknown {
  const o = c as Simple;
  if (o?.type !== 'SimpleCommand' || !o.name || literal(o.name) !== 'cd' || !o.args || checked.has(o))
    return c;
  const operands = cdOperands(o.args, literal);
  const splits = operands.some((w) => w.parts.some((p) => SPLITS.has(p.type)));
  const dash = operands.length === 1 && literal(operands[0]) === '-';
  if (operands.length <= 1 && !splits && !dash) return c;
  if (RUNS.test(JSON.stringify(o.args))) {
    if (operands.length > 1) o.name = word(CD_ARGS);
    return c;
  }
  const check: Simple = { ...o, name: word(CD_ARGS), assignments: [], redirections: [] };
  const cd: Simple = { ...o, redirections: [] };
  checked.add(cd);
  const group = {
    type: 'Group',
    body: [statement([pipeline(check), pipeline(cd)], ['&&'])],
    redirections: o.redirections,
  };
  return group;
}

/** The cds already behind a check (the pass visits the groups it makes). */
const checked = new WeakSet<object>();

/** A cd, pushd or popd (or a checked cd's group) inside `( )`. */
function inSubshellIfCd(c: unknown): unknown {
  const o = c as { type?: string; name?: Word | null; body?: { pipelines: { commands: Simple[] }[] }[] };
  const name = o.type === 'SimpleCommand' && o.name ? literal(o.name) : undefined;
  const checkedGroup = o.type === 'Group' && o.body?.[0]?.pipelines.some((p) => checked.has(p.commands[0]));
  if (!checkedGroup && name !== 'cd' && name !== 'pushd' && name !== 'popd') return c;
  const sub = { type: 'Subshell', body: [statement([pipeline(c)], [])], redirections: [] };
  return sub;
}

function visitCd(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) visitCd(n);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as { type?: string; commands?: unknown[] };
  if (o.type === 'Pipeline' && Array.isArray(o.commands)) {
    o.commands = o.commands.map(cdChecked);
    // bash runs each command of a pipeline in a subshell: `cd a | cat` leaves the directory as it
    // was (just-bash restores a pipeline's variables, not its directory)
    if (o.commands.length > 1) o.commands = o.commands.map(inSubshellIfCd);
  }
  for (const v of Object.values(o)) visitCd(v);
}

export const cdArity = {
  name: 'cd-arity',
  transform<T extends { ast: unknown }>(ctx: T): { ast: T['ast'] } {
    visitCd(ctx.ast);
    return { ast: ctx.ast };
  },
};

const BUILTIN_USAGE = 'oplab-builtin-usage';

/** bash 5.2's options and usage lines of the builtins just-bash reads every `-x` of as a name. */
const BUILTIN_OPTIONS: Record<string, { options: string; usage: string }> = {
  export: { options: 'fnp', usage: 'export: usage: export [-fn] [name[=value] ...] or export -p' },
  unset: { options: 'fvn', usage: 'unset: usage: unset [-f] [-v] [-n] [name ...]' },
};

/** `oplab-builtin-usage NAME -C`: bash's invalid option error (builtins/common.c sh_invalidopt), status 2. */
export const builtinUsageCommand = defineCommand(BUILTIN_USAGE, async (args) => {
  const [name, option] = args;
  if (name === 'source' || name === '.')
    return {
      stdout: '',
      stderr: `bash: ${name}: ${option === undefined ? 'filename argument required' : `${option}: invalid option`}\n${sourceUsage(name)}`,
      exitCode: 2,
    };
  return {
    stdout: '',
    stderr: `bash: ${name}: ${option}: invalid option\n${BUILTIN_OPTIONS[name]?.usage ?? ''}\n`,
    exitCode: 2,
  };
});

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * export and unset as bash 5.2 reads their words (builtins/setattr.def, set.def, internal_getopt):
 * an option word with a letter the builtin lacks is `bash: export: -x: invalid option` and the
 * usage line, status 2, where just-bash calls `-x` a name that is not a valid identifier; a plain
 * `unset 1X` or `unset A=B` (neither -v nor -f) may name a function, whose names need not be
 * identifiers, so bash unsets nothing and says nothing (status 0). Only words as written (literals) are read.
 */
function builtinChecked(c: unknown): unknown {
  const o = c as Simple;
  if (o?.type !== 'SimpleCommand' || !o.name || !o.args) return c;
  const name = literal(o.name);
  const spec = name === undefined ? undefined : BUILTIN_OPTIONS[name];
  if (name === undefined || spec === undefined) return c;
  let i = 0;
  const flags = new Set<string>();
  for (; i < o.args.length; i++) {
    const w = literal(o.args[i]);
    if (w === undefined || !w.startsWith('-') || w === '-') break;
    if (w === '--') {
      i++;
      break;
    }
    for (const ch of w.slice(1)) {
      if (!spec.options.includes(ch)) {
        o.name = word(BUILTIN_USAGE);
        o.args = [word(name), word(`-${ch}`)];
        return c;
      }
      flags.add(ch);
    }
  }
  if (name === 'unset' && !flags.has('v') && !flags.has('f')) {
    const keep = o.args.filter((w, j) => {
      const v = j < i ? undefined : literal(w);
      return v === undefined || IDENTIFIER.test(v) || /^[A-Za-z_][A-Za-z0-9_]*\[.*\]$/.test(v);
    });
    o.args = keep;
  }
  return c;
}

const SOURCE_CHECK = 'oplab-source-check';
const sourceUsage = (name: string) => `${name}: usage: ${name} filename [arguments]\n`;

/**
 * `oplab-source-check NAME FILE`: bash 5.2's refusal of a directory (builtins/source.def, then
 * evalfile.c `_evalfile`: `bash: source: d: is a directory`, status 1), where just-bash's source
 * says the file does not exist. A name without a slash is searched for in PATH first (a regular
 * file there wins), then in the current directory.
 */
export const sourceCheckCommand = defineCommand(SOURCE_CHECK, async (args, ctx) => {
  const [name, file] = args;
  const isDir = async (p: string) => {
    const abs = ctx.fs.resolvePath(ctx.cwd, p);
    return (await ctx.fs.exists(abs)) && (await ctx.fs.stat(abs)).isDirectory;
  };
  if (!file.includes('/'))
    for (const dir of (ctx.env.get('PATH') ?? '').split(':').filter(Boolean)) {
      const abs = ctx.fs.resolvePath(ctx.cwd, `${dir}/${file}`);
      if ((await ctx.fs.exists(abs)) && !(await ctx.fs.stat(abs)).isDirectory)
        return { stdout: '', stderr: '', exitCode: 0 };
    }
  return (await isDir(file))
    ? { stdout: '', stderr: `bash: ${name}: ${file}: is a directory\n`, exitCode: 1 }
    : { stdout: '', stderr: '', exitCode: 0 };
});

/**
 * `source`/`.` as bash reads its words: no file name is `filename argument required` with the
 * usage line, an option word is `invalid option` with it (status 2; just-bash names `source` for
 * `.` and prints no usage); a literal file name is checked for a directory before it is read
 * (`{ oplab-source-check NAME FILE && source …; }`, a group, so the file is still sourced in this shell).
 */
function sourceChecked(c: unknown): unknown {
  const o = c as Simple;
  if (o?.type !== 'SimpleCommand' || !o.name || !o.args || checked.has(o)) return c;
  const name = literal(o.name);
  if (name !== 'source' && name !== '.') return c;
  const first = o.args[0] === undefined ? undefined : literal(o.args[0]);
  const operands = first === '--' ? o.args.slice(1) : o.args;
  if (operands.length === 0) {
    o.name = word(BUILTIN_USAGE);
    o.args = [word(name)];
    return c;
  }
  if (first !== undefined && first !== '--' && first !== '-' && first.startsWith('-')) {
    o.name = word(BUILTIN_USAGE);
    o.args = [word(name), word(first.slice(0, 2))];
    return c;
  }
  const file = literal(operands[0]);
  if (file === undefined) return c;
  const check: Simple = {
    ...o,
    name: word(SOURCE_CHECK),
    args: [word(name), word(file)],
    assignments: [],
    redirections: [],
  };
  const source: Simple = { ...o, redirections: [] };
  checked.add(source);
  return {
    type: 'Group',
    body: [statement([pipeline(check), pipeline(source)], ['&&'])],
    redirections: o.redirections,
  };
}

function visitBuiltins(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) visitBuiltins(n);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as { type?: string; commands?: unknown[] };
  if (o.type === 'Pipeline' && Array.isArray(o.commands))
    o.commands = o.commands.map(builtinChecked).map(sourceChecked);
  for (const v of Object.values(o)) visitBuiltins(v);
}

export const builtinOptions = {
  name: 'builtin-options',
  transform<T extends { ast: unknown }>(ctx: T): { ast: T['ast'] } {
    visitBuiltins(ctx.ast);
    return { ast: ctx.ast };
  },
};
