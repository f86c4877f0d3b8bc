// A small GNU make for the scaffold's Makefile: variables (`=`, `?=`, `:=`, command-line
// overrides exported to recipes), `$(shell …)`, rules with prerequisites, `.PHONY`, file targets
// that are up to date when they exist, `@`/`-`/`+` recipe prefixes, the options -k -i -n -s -q -B -C -f
// -j -w, and GNU make 4.3's messages
// (TOOLCHAIN.md B1: `make: *** No rule to make target 'x'.  Stop.`, `make: *** [Makefile:NN: run] Error 1`).
import { defineCommand, type ResolvedCommandContext } from 'just-bash';
import { chunkedResult, type OutputChunk, pushChunk, takeDirect } from '../order.ts';
import type { ShellWorld } from '../world.ts';
import { controllerGen } from './controller-gen.ts';
import { execChunks } from './exec.ts';

interface Rule {
  target: string;
  prereqs: string[];
  recipe: Array<{ text: string; line: number }>;
}

interface Makefile {
  vars: Map<string, string>;
  rules: Map<string, Rule>;
  phony: Set<string>;
  first?: string;
  /** Where a `$(shell …)`'s stderr goes: the terminal, as make leaves it to the child. */
  shellErr?: (text: string) => void;
}

/**
 * A one-line command's error as `bash -c` words it when the Makefile's SHELL is bash (the v3.12
 * scaffold's `SHELL = /usr/bin/env bash -o pipefail`): `bash: line 1: docker: command not found`.
 * This terminal's shell is interactive, so its messages have no line number.
 */
function asShellSays(mf: Makefile, command: string, stderr: string): string {
  const shell = mf.vars.get('SHELL') ?? '';
  if (!/\bbash\b/.test(shell) || command.includes('\n')) return stderr;
  // bash names itself by the argv[0] it was run with: `/bin/bash` as SHELL gives `/bin/bash: line 1:`,
  // through env (`/usr/bin/env bash`) it is `bash`
  const name = /^\s*(\/\S*\/bash)(?:\s|$)/.exec(shell)?.[1] ?? 'bash';
  return stderr.replace(/^bash: (?!line \d+: )/gm, `${name}: line 1: `);
}

type Ctx = ResolvedCommandContext;

/**
 * The options make's shell runs each recipe line with: SHELL's own (`SHELL = /usr/bin/env bash -o
 * pipefail`) and .SHELLFLAGS' before its `c` (`.SHELLFLAGS = -ec`: -e), as `set` at the start of
 * the line's script (GNU make runs `$(SHELL) $(.SHELLFLAGS) 'line'`; the default /bin/sh -c adds none).
 */
async function shellSetup(mf: Makefile, ctx: Ctx): Promise<string> {
  const words = (await expand(mf.vars.get('SHELL') ?? '/bin/sh', mf, ctx)).trim().split(/\s+/);
  const at = words.findIndex((w) => /(?:^|\/)(?:ba)?sh$/.test(w));
  if (at < 0) return '';
  const opts: string[] = [];
  const flag = (w: string) => {
    const letters = w.slice(1).replace('c', '');
    if (/^[eux]+$/.test(letters)) opts.push(`-${letters}`);
  };
  const args = words.slice(at + 1);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-o' && /^(?:pipefail|errexit|nounset)$/.test(args[i + 1] ?? ''))
      opts.push(`-o ${args[++i]}`);
    else if (/^-[a-z]+$/.test(args[i])) flag(args[i]);
  }
  for (const w of (await expand(mf.vars.get('.SHELLFLAGS') ?? '-c', mf, ctx)).trim().split(/\s+/))
    if (/^-[a-z]+$/.test(w)) flag(w);
  return opts.length > 0 ? `set ${opts.join(' ')}; ` : '';
}

class MakeError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

async function expand(text: string, mf: Makefile, ctx: Ctx, depth = 0): Promise<string> {
  if (depth > 20) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '$') {
      out += c;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i++;
      continue;
    }
    if (next === '(' || next === '{') {
      const close = next === '(' ? ')' : '}';
      let level = 1;
      let j = i + 2;
      while (j < text.length && level > 0) {
        if (text[j] === next) level++;
        else if (text[j] === close) level--;
        j++;
      }
      const inner = text.slice(i + 2, j - 1);
      i = j - 1;
      if (inner.startsWith('shell ')) {
        const cmd = await expand(inner.slice(6), mf, ctx, depth + 1);
        const r = ctx.exec ? await ctx.exec(cmd, { cwd: ctx.cwd }) : undefined;
        if (r?.stderr) mf.shellErr?.(asShellSays(mf, cmd, r.stderr));
        out += (r?.stdout ?? '').replace(/\n+$/, '').replace(/\n/g, ' ');
      } else {
        const name = await expand(inner, mf, ctx, depth + 1);
        out += await expand(mf.vars.get(name) ?? ctx.env.get(name) ?? '', mf, ctx, depth + 1);
      }
      continue;
    }
    if (next !== undefined) {
      out += mf.vars.get(next) ?? '';
      i++;
    }
  }
  return out;
}

async function parseMakefile(
  text: string,
  overrides: Map<string, string>,
  ctx: Ctx,
  shellErr?: (text: string) => void,
): Promise<Makefile> {
  const mf: Makefile = {
    vars: new Map([['MAKEFILE_LIST', 'Makefile']]),
    rules: new Map(),
    phony: new Set(),
    shellErr,
  };
  let current: Rule[] = [];
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n];
    if (raw.startsWith('\t')) {
      // A backslash-newline keeps the next line in this recipe line, less one leading tab (GNU
      // make manual, "Splitting Recipe Lines"): the shell gets, and -n shows, both lines.
      let text = raw.slice(1);
      const first = n + 1;
      while (/(?:^|[^\\])(?:\\\\)*\\$/.test(text) && n + 1 < lines.length) {
        const next = lines[++n];
        text += `\n${next.startsWith('\t') ? next.slice(1) : next}`;
      }
      for (const r of current) r.recipe.push({ text, line: first });
      continue;
    }
    const line = raw.replace(/\s+#.*$/, '');
    if (/^\s*(#|$)/.test(line) || /^\s*(ifndef|ifdef|endif|else)\b/.test(line)) {
      if (line.trim() !== '' && !line.trim().startsWith('#')) current = [];
      continue;
    }
    const assign = /^\s*([A-Za-z_.][\w.-]*)\s*(\?=|:=|::=|=)\s*(.*)$/.exec(line);
    if (assign) {
      current = [];
      const [, name, op, value] = assign;
      if (overrides.has(name)) continue;
      if (op === '?=' && (mf.vars.has(name) || ctx.env.has(name))) continue;
      mf.vars.set(name, op === ':=' || op === '::=' ? await expand(value, mf, ctx) : value);
      continue;
    }
    const rule = /^([^:=]+):(?!=)\s*([^#;]*)/.exec(raw.split('##')[0]);
    if (rule) {
      const targets = (await expand(rule[1].trim(), mf, ctx)).split(/\s+/).filter(Boolean);
      const prereqs = (await expand(rule[2].trim(), mf, ctx)).split(/\s+/).filter(Boolean);
      current = [];
      for (const t of targets) {
        if (t === '.PHONY') {
          for (const p of prereqs) mf.phony.add(p);
          continue;
        }
        const r = mf.rules.get(t) ?? { target: t, prereqs: [], recipe: [] };
        r.prereqs.push(...prereqs);
        mf.rules.set(t, r);
        current.push(r);
        if (!mf.first && !t.startsWith('.')) mf.first = t;
      }
    }
  }
  for (const [k, v] of overrides) mf.vars.set(k, v);
  return mf;
}

/** GNU make 4.3's `--help` text (main.c usage), printed after an option it does not know, too. */
const USAGE = `Usage: make [options] [target] ...
Options:
  -b, -m                      Ignored for compatibility.
  -B, --always-make           Unconditionally make all targets.
  -C DIRECTORY, --directory=DIRECTORY
                              Change to DIRECTORY before doing anything.
  -d                          Print lots of debugging information.
  --debug[=FLAGS]             Print various types of debugging information.
  -e, --environment-overrides
                              Environment variables override makefiles.
  -E STRING, --eval=STRING    Evaluate STRING as a makefile statement.
  -f FILE, --file=FILE, --makefile=FILE
                              Read FILE as a makefile.
  -h, --help                  Print this message and exit.
  -i, --ignore-errors         Ignore errors from recipes.
  -I DIRECTORY, --include-dir=DIRECTORY
                              Search DIRECTORY for included makefiles.
  -j [N], --jobs[=N]          Allow N jobs at once; infinite jobs with no arg.
  -k, --keep-going            Keep going when some targets can't be made.
  -l [N], --load-average[=N], --max-load[=N]
                              Don't start multiple jobs unless load is below N.
  -L, --check-symlink-times   Use the latest mtime between symlinks and target.
  -n, --just-print, --dry-run, --recon
                              Don't actually run any recipe; just print them.
  -o FILE, --old-file=FILE, --assume-old=FILE
                              Consider FILE to be very old and don't remake it.
  -O[TYPE], --output-sync[=TYPE]
                              Synchronize output of parallel jobs by TYPE.
  -p, --print-data-base       Print make's internal database.
  -q, --question              Run no recipe; exit status says if up to date.
  -r, --no-builtin-rules      Disable the built-in implicit rules.
  -R, --no-builtin-variables  Disable the built-in variable settings.
  -s, --silent, --quiet       Don't echo recipes.
  --no-silent                 Echo recipes (disable --silent mode).
  -S, --no-keep-going, --stop
                              Turns off -k.
  -t, --touch                 Touch targets instead of remaking them.
  --trace                     Print tracing information.
  -v, --version               Print the version number of make and exit.
  -w, --print-directory       Print the current directory.
  --no-print-directory        Turn off -w, even if it was turned on implicitly.
  -W FILE, --what-if=FILE, --new-file=FILE, --assume-new=FILE
                              Consider FILE to be infinitely new.
  --warn-undefined-variables  Warn when an undefined variable is referenced.

This program built for x86_64-pc-linux-gnu
Report bugs to <bug-make@gnu.org>
`;

const VERSION = `GNU Make 4.3
Built for x86_64-pc-linux-gnu
Copyright (C) 1988-2020 Free Software Foundation, Inc.
License GPLv3+: GNU GPL version 3 or later <http://gnu.org/licenses/gpl.html>
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.
`;

/** How the options given change a run. */
interface MakeFlags {
  keepGoing: boolean;
  ignoreErrors: boolean;
  dryRun: boolean;
  silent: boolean;
  question: boolean;
  alwaysMake: boolean;
  printDirectory: boolean | undefined;
  dir?: string;
  file?: string;
  help: boolean;
  version: boolean;
  /** An option this terminal does not run: named in a clear error rather than ignored. */
  unsimulated?: string;
}

type Arg = 'none' | 'required' | 'optional';
/** Option letters and what each takes (main.c switches; `-j` and `-l` take an optional number). */
const SHORT: Record<string, Arg> = {
  b: 'none',
  m: 'none',
  B: 'none',
  C: 'required',
  d: 'none',
  e: 'none',
  E: 'required',
  f: 'required',
  h: 'none',
  i: 'none',
  I: 'required',
  j: 'optional',
  k: 'none',
  l: 'optional',
  L: 'none',
  n: 'none',
  o: 'required',
  O: 'optional',
  p: 'none',
  q: 'none',
  r: 'none',
  R: 'none',
  s: 'none',
  S: 'none',
  t: 'none',
  v: 'none',
  w: 'none',
  W: 'required',
};
/** Long options, in main.c's long_options order, with the letter each stands for. */
const LONG: Array<[string, string, Arg]> = [
  ['always-make', 'B', 'none'],
  ['directory', 'C', 'required'],
  ['debug', 'debug', 'optional'],
  ['environment-overrides', 'e', 'none'],
  ['eval', 'E', 'required'],
  ['file', 'f', 'required'],
  ['help', 'h', 'none'],
  ['ignore-errors', 'i', 'none'],
  ['include-dir', 'I', 'required'],
  ['jobs', 'j', 'optional'],
  ['keep-going', 'k', 'none'],
  ['load-average', 'l', 'optional'],
  ['check-symlink-times', 'L', 'none'],
  ['just-print', 'n', 'none'],
  ['old-file', 'o', 'required'],
  ['output-sync', 'O', 'optional'],
  ['print-data-base', 'p', 'none'],
  ['question', 'q', 'none'],
  ['no-builtin-rules', 'r', 'none'],
  ['no-builtin-variables', 'R', 'none'],
  ['silent', 's', 'none'],
  ['no-keep-going', 'S', 'none'],
  ['touch', 't', 'none'],
  ['version', 'v', 'none'],
  ['print-directory', 'w', 'none'],
  ['what-if', 'W', 'required'],
  ['assume-old', 'o', 'required'],
  ['assume-new', 'W', 'required'],
  ['dry-run', 'n', 'none'],
  ['makefile', 'f', 'required'],
  ['max-load', 'l', 'optional'],
  ['new-file', 'W', 'required'],
  ['no-print-directory', 'no-w', 'none'],
  ['no-silent', 'no-s', 'none'],
  ['quiet', 's', 'none'],
  ['recon', 'n', 'none'],
  ['stop', 'S', 'none'],
  ['trace', 'trace', 'none'],
  ['warn-undefined-variables', 'warn', 'none'],
];
/** Options whose effect this terminal does not reproduce (everything else is run or harmless here). */
const UNSIMULATED = new Set(['d', 'debug', 'E', 'o', 'p', 't', 'trace', 'W']);

/**
 * make's command line as glibc's getopt_long reads it: clusters of letters (`-ks`), an argument in
 * the same word or the next (`-Cdir`, `-C dir`), `-j`/`-l` with an optional number, long options by
 * unambiguous prefix (`--keep`); variable assignments and goals anywhere. An error is the text make
 * prints (its usage follows).
 */
function parseMakeArgs(
  args: readonly string[],
): { flags: MakeFlags; goals: string[]; overrides: Map<string, string> } | { error: string } {
  const flags: MakeFlags = {
    keepGoing: false,
    ignoreErrors: false,
    dryRun: false,
    silent: false,
    question: false,
    alwaysMake: false,
    printDirectory: undefined,
    help: false,
    version: false,
  };
  const goals: string[] = [];
  const overrides = new Map<string, string>();
  const set = (letter: string, value: string | undefined, shown: string) => {
    if (UNSIMULATED.has(letter)) flags.unsimulated ??= shown;
    switch (letter) {
      case 'B':
        flags.alwaysMake = true;
        break;
      case 'C':
        flags.dir = value;
        break;
      case 'f':
        flags.file = value;
        break;
      case 'h':
        flags.help = true;
        break;
      case 'i':
        flags.ignoreErrors = true;
        break;
      case 'k':
        flags.keepGoing = true;
        break;
      case 'S':
        flags.keepGoing = false;
        break;
      case 'n':
        flags.dryRun = true;
        break;
      case 'q':
        flags.question = true;
        break;
      case 's':
        flags.silent = true;
        break;
      case 'no-s':
        flags.silent = false;
        break;
      case 'v':
        flags.version = true;
        break;
      case 'w':
        flags.printDirectory = true;
        break;
      case 'no-w':
        flags.printDirectory = false;
        break;
    }
  };
  let onlyGoals = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (onlyGoals || a === '-' || !a.startsWith('-')) {
      const m = /^([^\s=:#]+?)\s*(?:\?|:|::|\+)?=(.*)$/s.exec(a);
      if (m !== null) overrides.set(m[1], m[2]);
      else goals.push(a);
      continue;
    }
    if (a === '--') {
      onlyGoals = true;
      continue;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = a.slice(2, eq < 0 ? undefined : eq);
      const exact = LONG.find(([n]) => n === name);
      const matches = exact !== undefined ? [exact] : LONG.filter(([n]) => n.startsWith(name));
      // Several names for one option are one match (getopt_long compares what they stand for).
      const distinct = matches.filter(
        (m, k) => matches.findIndex((o) => o[1] === m[1] && o[2] === m[2]) === k,
      );
      if (distinct.length === 0) return { error: `make: unrecognized option '${a}'` };
      if (distinct.length > 1)
        return {
          error: `make: option '${a.slice(0, eq < 0 ? undefined : eq)}' is ambiguous; possibilities:${matches.map(([n]) => ` '--${n}'`).join('')}`,
        };
      const [long, letter, takes] = distinct[0];
      let value: string | undefined;
      if (eq >= 0) {
        if (takes === 'none') return { error: `make: option '--${long}' doesn't allow an argument` };
        value = a.slice(eq + 1);
      } else if (takes === 'required') {
        if (i + 1 >= args.length) return { error: `make: option '--${long}' requires an argument` };
        value = args[++i];
      } else if (takes === 'optional' && (letter === 'j' || letter === 'l') && /^\d/.test(args[i + 1] ?? ''))
        value = args[++i];
      set(letter, value, `--${long}`);
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const letter = a[k];
      const takes = SHORT[letter];
      if (takes === undefined) return { error: `make: invalid option -- '${letter}'` };
      if (takes === 'none') {
        set(letter, undefined, `-${letter}`);
        continue;
      }
      let value: string | undefined = a.slice(k + 1) || undefined;
      if (value === undefined && takes === 'required') {
        if (i + 1 >= args.length) return { error: `make: option requires an argument -- '${letter}'` };
        value = args[++i];
      } else if (value === undefined && (letter === 'j' || letter === 'l') && /^\d/.test(args[i + 1] ?? ''))
        value = args[++i];
      set(letter, value, `-${letter}`);
      break;
    }
  }
  return { flags, goals, overrides };
}

/** A recipe line's prefixes, in any order and with blanks between: `@` silent, `-` ignore errors, `+` always run. */
function recipePrefixes(text: string): { text: string; silent: boolean; ignore: boolean; always: boolean } {
  let silent = false;
  let ignore = false;
  let always = false;
  let i = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '@') silent = true;
    else if (c === '-') ignore = true;
    else if (c === '+') always = true;
    else if (c !== ' ' && c !== '\t') break;
  }
  return { text: text.slice(i), silent, ignore, always };
}

export function makeCommand(world: ShellWorld) {
  return defineCommand('make', async (args, ctx0) => {
    const stdout = '';
    const stderr = '';
    // make echoes recipe lines on stdout and its messages on stderr, with the recipes' own output
    // between them: a statement whose output is its own shows them as written (order.ts), else
    // each stream gets its part (`make help | grep …`, `make -n run > plan`)
    const direct = takeDirect(world.order, 'make');
    const chunks: OutputChunk[] = [];
    const out = (fd: 1 | 2, text: string) => pushChunk(chunks, fd, text);
    const finish = (exitCode: number) => chunkedResult(world.order, direct, chunks, exitCode);
    const parsed = parseMakeArgs(args);
    if ('error' in parsed) return { stdout, stderr: `${parsed.error}\n${USAGE}`, exitCode: 2 };
    const { flags, goals, overrides } = parsed;
    if (flags.help) return { stdout: USAGE, stderr, exitCode: 0 };
    if (flags.version) return { stdout: VERSION, stderr, exitCode: 0 };
    if (flags.unsimulated !== undefined)
      return {
        stdout,
        stderr: `oplab: make ${flags.unsimulated} is not simulated in this terminal; -k, -i, -n, -s, -q, -B, -C and -f are.\n`,
        exitCode: 2,
      };
    const { dir, file } = flags;
    let ctx = ctx0;
    let leaving = '';
    if (dir !== undefined) {
      const abs = ctx0.fs.resolvePath(ctx0.cwd, dir);
      if (!(await ctx0.fs.exists(abs)) || !(await ctx0.fs.stat(abs)).isDirectory)
        return { stdout, stderr: `make: *** ${dir}: No such file or directory.  Stop.\n`, exitCode: 2 };
      ctx = { ...ctx0, cwd: abs };
    }
    // -C implies -w: the directory is named on the way in and out (unless --no-print-directory)
    if (flags.printDirectory ?? dir !== undefined) {
      out(1, `make: Entering directory '${ctx.cwd}'\n`);
      leaving = `make: Leaving directory '${ctx.cwd}'\n`;
    }
    // GNU make's *** lines end in "  Stop." unless -k lets it go on (main.c, remake.c: a missing
    // rule under -k is reported and the goals that needed it are not remade).
    const stop = flags.keepGoing ? '' : '  Stop.';
    const name = file ?? 'Makefile';
    const path = ctx.fs.resolvePath(ctx.cwd, name);
    if (!(await ctx.fs.exists(path))) {
      let msg: string;
      if (file !== undefined)
        msg = `make: ${file}: No such file or directory\nmake: *** No rule to make target '${file}'.${stop}`;
      else if (goals.length === 0) msg = 'make: *** No targets specified and no makefile found.  Stop.';
      else
        msg = goals
          .map((g) => `make: *** No rule to make target '${g}'.${stop}`)
          .slice(0, flags.keepGoing ? undefined : 1)
          .join('\n');
      out(2, `${msg}\n`);
      out(1, leaving);
      return finish(2);
    }
    const mf = await parseMakefile(await ctx.fs.readFile(path), overrides, ctx, (t) => out(2, t));
    // GNU make exports command-line variables to recipes (TOOLCHAIN.md B1).
    const recipeEnv: Record<string, string> = { ...(ctx.exportedEnv ?? {}) };
    for (const [k, v] of overrides) recipeEnv[k] = v;
    /** Each target's result once considered: made (or up to date), or failed. */
    const done = new Map<string, boolean>();
    /** -q: a target that would be remade. */
    let outOfDate = false;
    /** Recipes started (or shown under -n): a goal none ran for gets remake.c's message. */
    let started = 0;
    const build = async (target: string, parent: string | undefined): Promise<boolean> => {
      const seen = done.get(target);
      if (seen !== undefined) return seen;
      done.set(target, true);
      const rule = mf.rules.get(target);
      const abs = target.startsWith('/') ? target : `${ctx.cwd}/${target}`;
      if (!rule) {
        if (await ctx.fs.exists(abs)) return true;
        const msg = parent
          ? `make: *** No rule to make target '${target}', needed by '${parent}'.`
          : `make: *** No rule to make target '${target}'.`;
        if (!flags.keepGoing) throw new MakeError(`${msg}  Stop.`, 2);
        out(2, `${msg}\n`);
        done.set(target, false);
        return false;
      }
      let prereqsOk = true;
      for (const p of rule.prereqs) if (!(await build(p, target))) prereqsOk = false;
      if (!prereqsOk) {
        done.set(target, false);
        return false;
      }
      if (rule.recipe.length === 0) return true;
      if (!flags.alwaysMake && !mf.phony.has(target) && (await ctx.fs.exists(abs))) return true;
      if (flags.question) {
        outOfDate = true;
        return true;
      }
      started++;
      const setup = await shellSetup(mf, ctx);
      for (const step of rule.recipe) {
        const line = recipePrefixes(await expand(step.text, mf, ctx));
        // -n prints every line, `@` ones too, and runs only `+` ones (GNU make manual, "Instead of Executing Recipes").
        if (flags.dryRun || (!line.silent && !flags.silent)) out(1, `${line.text}\n`);
        if (flags.dryRun && !line.always) continue;
        // the recipe's shell writes to make's stdout and stderr: its pieces in the order written
        const r = await execChunks(ctx, `${setup}${line.text}`, recipeEnv, world.order);
        for (const c of r.chunks) out(c.fd, c.fd === 1 ? c.text : asShellSays(mf, line.text, c.text));
        if (r.exitCode === 0) continue;
        if (line.ignore || flags.ignoreErrors) {
          // Not said under -s (job.c child_error: an ignored error is quiet when run_silent).
          if (!flags.silent)
            out(2, `make: [${name}:${step.line}: ${target}] Error ${r.exitCode} (ignored)\n`);
          continue;
        }
        const msg = `make: *** [${name}:${step.line}: ${target}] Error ${r.exitCode}`;
        if (!flags.keepGoing) throw new MakeError(msg, 2);
        out(2, `${msg}\n`);
        done.set(target, false);
        return false;
      }
      return true;
    };
    let failed = false;
    try {
      const list = goals.length > 0 ? goals : mf.first ? [mf.first] : [];
      if (list.length === 0) throw new MakeError('make: *** No targets.  Stop.', 2);
      for (const g of list) {
        const known = done.has(g);
        const before = started;
        if (await build(g, undefined)) {
          // remake.c update_goal_chain: never under -s or -q; a phony goal or one without a recipe
          // has nothing to do, a file with one is up to date
          if (started === before && !flags.silent && !flags.question) {
            const rule = mf.rules.get(g);
            out(
              1,
              rule === undefined || mf.phony.has(g) || rule.recipe.length === 0
                ? `make: Nothing to be done for '${g}'.\n`
                : `make: '${g}' is up to date.\n`,
            );
          }
          continue;
        }
        failed = true;
        // Said of a goal that was not tried because something it needs failed (remake.c
        // update_goal_chain), not of one whose own recipe or rule failed, nor under -n.
        const rule = mf.rules.get(g);
        const ownFailure = rule === undefined || rule.prereqs.every((p) => done.get(p) !== false);
        if (!known && !ownFailure && !flags.dryRun && !flags.question)
          out(2, `make: Target '${g}' not remade because of errors.\n`);
      }
    } catch (e) {
      if (!(e instanceof MakeError)) throw e;
      out(2, `${e.message}\n`);
      out(1, leaving);
      return finish(e.code);
    }
    out(1, leaving);
    return finish(failed ? 2 : flags.question && outOfDate ? 1 : 0);
  });
}

/**
 * `kustomize build <dir>` in outline: the `resources:` of its kustomization.yaml (files, or directories
 * built recursively), concatenated as a YAML stream; a directory without one yields nothing.
 */
export async function kustomizeBuild(ctx: Pick<Ctx, 'fs'>, dir: string, depth = 0): Promise<string> {
  const k = `${dir}/kustomization.yaml`;
  if (depth > 8 || !(await ctx.fs.exists(k))) return '';
  const docs: string[] = [];
  let inResources = false;
  for (const line of (await ctx.fs.readFile(k)).split('\n')) {
    if (/^resources:\s*$/.test(line)) {
      inResources = true;
      continue;
    }
    if (/^[^\s-]/.test(line)) inResources = false;
    const m = inResources ? /^\s*-\s*([^#\s]+)/.exec(line) : null;
    if (!m) continue;
    const p = `${dir}/${m[1]}`.replace(/\/\.\//g, '/');
    if (!(await ctx.fs.exists(p))) continue;
    if ((await ctx.fs.stat(p)).isDirectory) {
      const sub = await kustomizeBuild(ctx, p, depth + 1);
      if (sub) docs.push(sub.replace(/\n$/, ''));
    } else docs.push((await ctx.fs.readFile(p)).replace(/^---\n/, '').replace(/\n+$/, ''));
  }
  return docs.length > 0 ? `${docs.join('\n---\n')}\n` : '';
}

/** The tools `go install` puts in bin/: controller-gen, kustomize, setup-envtest (outline only). */
export function toolCommand(world?: Pick<ShellWorld, 'goToolchain'>) {
  return defineCommand('oplab-tool', async (args, ctx) => {
    const [named = '', ...rest] = args;
    // `name@version` from the script go install wrote (a bare name from an older one)
    const [tool, version] = named.split('@');
    // the v3.12 Makefile asks each tool its version before it reinstalls it: controller-tools'
    // version.Print (`Version: v0.13.0`) and kustomize v5's `version` (the bare semver)
    if (tool === 'controller-gen' && rest[0] === '--version')
      return { stdout: `Version: ${version ?? '(devel)'}\n`, stderr: '', exitCode: 0 };
    if (tool === 'kustomize' && rest[0] === 'version')
      return { stdout: `${version ?? '(devel)'}\n`, stderr: '', exitCode: 0 };
    if (tool === 'controller-gen') return controllerGen(rest, ctx, world?.goToolchain, version);
    if (tool === 'kustomize') {
      if (rest[0] === 'build') {
        const dir = `${ctx.cwd}/${rest[1] ?? '.'}`;
        if (!(await ctx.fs.exists(dir))) {
          return {
            stdout: '',
            stderr: `Error: must build at directory: not a valid directory: evalsymlink failure on '${dir}' : lstat ${dir}: no such file or directory\n`,
            exitCode: 1,
          };
        }
        return { stdout: await kustomizeBuild(ctx, dir), stderr: '', exitCode: 0 };
      }
      return { stdout: '', stderr: '', exitCode: 0 };
    }
    if (tool === 'setup-envtest') return (await import('./setup-envtest.ts')).setupEnvtest(rest, ctx);
    return { stdout: '', stderr: `${tool}: not simulated\n`, exitCode: 127 };
  });
}
