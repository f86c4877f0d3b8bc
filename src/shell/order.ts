// Real bash writes to the terminal in the order things happen: `cp x /nope; echo $?` shows cp's
// error, then 1. just-bash keeps a command's stdout and stderr apart at every level (each list, loop
// and group gathers its commands' stdout and stderr separately), so a line came back as all its
// stdout, then all its stderr. This parse-tree pass puts a marker command before each statement
// whose output goes straight to the terminal: it writes the same numbered token to both streams,
// and `ordered` cuts the two streams at the tokens and interleaves the pieces. What one statement
// (one command) prints is still stdout first, then stderr.
//
// Only where the output is the terminal's: the line's own statements, the statements of an and-or
// list (`go build || echo failed`), and the bodies of `if`/`for`/`while`/`case`/`{ }`/`( )` without
// redirections and not in a pipeline of several commands; never a function body (its caller may
// redirect it), a command substitution or a background job. A script run as a whole statement of
// its own (`./hack/build.sh`, `bash x.sh`, `bash -c '…'`, literal words, no redirection) is marked
// inside as well: the marker before it arms the next parse. A line with `exec` and a redirection
// (the shell's own descriptors move), or that reads `$PIPESTATUS` or `$_` (which a marker would
// overwrite), is left as it is.
import { defineCommand, type IFileSystem } from 'just-bash';

export const ORDER_COMMAND = 'oplab-order';
const DEF_COMMAND = 'oplab-order-def';
const RUN_COMMAND = 'oplab-order-run';
const MERGE_COMMAND = 'oplab-order-merge';

/** A marker's token: its number, and `;e` when stderr comes first (a pipeline of several commands). */
const TOKEN = /\x1b\]8899;(\d+)(;e)?\x07/g;
const token = (n: number, errFirst: boolean) => `\x1b]8899;${n}${errFirst ? ';e' : ''}\x07`;
/** `set -x` lines of a marker (`+ oplab-order 0`, then `+ :` when the status was 0). */
const TRACE = /(^|\x07)(\++) oplab-order [^\n]*\n(\x1b\]8899;\d+(?:;e)?\x07)?(?:\2 :\n)?/gm;

/** A marker as `type f` prints a function body (`oplab-order $? plain echo ${#FUNCNAME[@]} && :; `). */
const PRINTED = /oplab-order \$\? [^\n]*? && :(?:; |;?\n[ \t]*)?/g;
/** The marker's and runByPath's names where a function body is printed. */
const unmark = (text: string) =>
  text.includes('oplab-order') ? text.replace(PRINTED, '').replace(/oplab-order-(?:run|merge) /g, '') : text;

/** `set -x` of a script run by path: the command as typed. */
const RUN_TRACE = /^(\++ )oplab-order-(?:run|merge) /gm;
/** `set -x` of a definition recording itself. */
const DEF_TRACE = /(^|\x07)\++ oplab-order-def [^\n]*\n/gm;
/** `set -x` lines at the start of a statement's stderr. */
const XTRACE = /^(?:\++ [^\n]*\n)+/;

export interface OutputChunk {
  fd: 1 | 2;
  text: string;
}

/** One line's marking: armed by the session before it runs a line; numbers the markers. */
export interface OrderState {
  /** The next parse is the line's (or a script run directly at the terminal): mark it. */
  armed: boolean;
  /** The armed parse runs in this shell (the line, a sourced file), not a script's own bash. */
  shell: boolean;
  /** The armed parse is a line the session runs. */
  line: boolean;
  next: number;
  /**
   * The command the last marker stands before, when its output is that statement's own (not a pipe's,
   * not a command substitution's): a function of that name marks its body, `go` interleaves what
   * its program writes to both streams.
   */
  direct: string | null;
  /** Per FUNCNAME depth: the running function's output is where its caller's statement writes. */
  fnDirect: boolean[];
  /** `source FILE` comes next: its file is read marked (orderedFs). */
  source: string | null;
  /**
   * The shell's functions (just-bash starts every line with those it had before the line): each
   * line's parse begins with their definitions again.
   */
  functions: Map<string, unknown>;
  /** The definitions in this line's parses, by the number `oplab-order-def N` records them with. */
  defined: Node[];
  /** Files the line wrote marked output to: their content before, and the output with its tokens. */
  written: Map<string, { base: string; raw: string }>;
  /** The session's parse + plugins + serialize (Bash.transform), for a sourced file. */
  transform?: (text: string) => string;
}

export function newOrderState(): OrderState {
  return {
    armed: false,
    shell: false,
    line: false,
    next: 0,
    direct: null,
    fnDirect: [],
    source: null,
    functions: new Map(),
    defined: [],
    written: new Map(),
  };
}

type Part = { type: string; value?: string; parameter?: string; operation?: null };
type Word = { type: 'Word'; parts: Part[] };
const DEPTH: Word = {
  type: 'Word',
  // `${#FUNCNAME[@]}`: which function call a marker in a function body belongs to
  parts: [{ type: 'ParameterExpansion', parameter: 'FUNCNAME[@]', operation: { type: 'Length' } as never }],
};
type Node = {
  type?: string;
  name?: Word | null;
  args?: Word[];
  assignments?: unknown[];
  redirections?: unknown[];
  body?: Statement[] | Node;
  clauses?: { condition: Statement[]; body: Statement[] }[];
  elseBody?: Statement[] | null;
  condition?: Statement[];
  items?: { body: Statement[] }[];
};
type Pipeline = { type: 'Pipeline'; commands: Node[]; negated: boolean };
type Statement = {
  type: 'Statement';
  pipelines: Pipeline[];
  operators: string[];
  background: boolean;
  deferredError?: unknown;
};

const word = (value: string): Word => ({ type: 'Word', parts: [{ type: 'Literal', value }] });
const pipeline = (command: Node): Pipeline => ({ type: 'Pipeline', commands: [command], negated: false });

/**
 * What comes after a marker: `arm`, a script whose statements are marked too; `pipe`, a pipeline of
 * several commands (the last one's stdout waits on the pipe: their stderr shows first); `source`, a
 * file sourced into this shell; `enter`, the start of a function body.
 */
type Kind = 'plain' | 'arm' | 'pipe' | 'source' | 'enter';

/**
 * `oplab-order $? KIND NAME [DEPTH] && :` — `$?` passes through, and a failing status does not trip
 * `set -e`. NAME is the command whose output is the statement's own ('-' for none); DEPTH (in a
 * function body) is `${#FUNCNAME[@]}`.
 */
function marker(kind: Kind, name: string | Word, fn: boolean): Statement {
  const status: Word = {
    type: 'Word',
    parts: [{ type: 'ParameterExpansion', parameter: '?', operation: null }],
  };
  const mark: Node = {
    type: 'SimpleCommand',
    name: word(ORDER_COMMAND),
    args: [status, word(kind), typeof name === 'string' ? word(name) : name, ...(fn ? [DEPTH] : [])],
    assignments: [],
    redirections: [],
  };
  const colon: Node = { type: 'SimpleCommand', name: word(':'), args: [], assignments: [], redirections: [] };
  return {
    type: 'Statement',
    pipelines: [pipeline(mark), pipeline(colon)],
    operators: ['&&'],
    background: false,
  };
}

/** A word with no expansion in it: its value. */
const literal = (w: Word): string | undefined =>
  w.parts.every((p) => p.type === 'Literal' || p.type === 'SingleQuoted')
    ? w.parts.map((p) => p.value ?? '').join('')
    : undefined;

/** A command or process substitution anywhere below: it runs before the command, with other output. */
function substitutes(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(substitutes);
  if (node === null || typeof node !== 'object') return false;
  const t = (node as { type?: string }).type;
  if (t === 'CommandSubstitution' || t === 'ProcessSubstitution') return true;
  return Object.values(node).some(substitutes);
}

/**
 * A command that may run a script whose statements write to the terminal too: `bash x.sh`, or
 * `./x.sh`, which runByPath made `oplab-order-run ./x.sh …`. Its output may be redirected
 * (`./build.sh > log 2>&1`: orderedFs puts the file's lines in order).
 */
function runsScript(c: Node): boolean {
  if (c.type !== 'SimpleCommand' || !c.name) return false;
  const name = literal(c.name);
  return name === 'bash' || name === 'sh' || name === RUN_COMMAND;
}

/**
 * just-bash runs a file named by path without the transform plugins, and with `$0` its absolute path;
 * `./x.sh …` (anywhere: a pipeline, a substitution) becomes `oplab-order-run ./x.sh …`, which runs a
 * shell script as `bash ./x.sh …` (`$0` as typed; marked when the marker before it armed it).
 */
function runByPath(node: unknown): void {
  if (Array.isArray(node)) for (const n of node) runByPath(n);
  else if (node !== null && typeof node === 'object') {
    const c = node as Node;
    const name = c.type === 'SimpleCommand' && c.name ? literal(c.name) : undefined;
    if (name?.includes('/') && c.name) {
      c.args = [c.name, ...(c.args ?? [])];
      c.name = word(RUN_COMMAND);
    }
    for (const v of Object.values(node)) runByPath(v);
  }
}

/** Commands whose stdout and stderr come in written pieces (takeDirect), and scripts (marked). */
const MERGED = new Set(['go', 'make', 'kubebuilder', 'operator-sdk', 'bash', 'sh', RUN_COMMAND]);

type Redirection = { type: 'Redirection'; fd: number | null; operator: string; target: Word | unknown };

/**
 * Whether a command's redirections (and `|&` after them) leave its stderr where its stdout goes,
 * the pipe or the statement's stdout (`2>&1`, `2>&1 | …`); not into a file (`> f 2>&1`: orderedFs
 * puts a file's pieces in order) or swapped (`2>&1 >/dev/null`).
 */
function mergesIntoStdout(redirections: Redirection[], pipeStderr: boolean): boolean {
  const to: Record<number, string> = { 1: 'out', 2: 'err' };
  redirections.forEach((r, i) => {
    const target = r.target as Word;
    const value = target?.type === 'Word' ? literal(target) : undefined;
    const file = `file${i}`;
    if (
      r.operator === '&>' ||
      r.operator === '&>>' ||
      (r.operator === '>&' && r.fd === null && !/^\d+$|^-$/.test(value ?? ''))
    ) {
      to[1] = file;
      to[2] = file;
    } else if (r.operator === '>&' || r.operator === '<&') {
      const fd = r.fd ?? (r.operator === '>&' ? 1 : 0);
      to[fd] =
        value !== undefined && /^\d+$/.test(value) ? (to[Number(value)] ?? `fd${value}`) : `closed${i}`;
    } else if (r.operator.startsWith('>') || r.operator === '<>') {
      to[r.fd ?? (r.operator === '<>' ? 0 : 1)] = file;
    }
  });
  if (pipeStderr) to[2] = to[1];
  return to[1] === 'out' && to[2] === 'out';
}

/**
 * Every command of MERGED whose stderr goes where its stdout goes (mergesIntoStdout) becomes
 * `oplab-order-merge NAME …` (orderMergeCommand); `|&` becomes the `2>&1 |` it stands for.
 */
function mergeStreams(node: unknown): void {
  if (Array.isArray(node)) for (const n of node) mergeStreams(n);
  else if (node !== null && typeof node === 'object') {
    const p = node as Pipeline & { pipeStderr?: boolean[] };
    if (p.type === 'Pipeline')
      p.commands.forEach((c, i) => {
        const name = c.type === 'SimpleCommand' && c.name ? literal(c.name) : undefined;
        const pipeStderr = p.pipeStderr?.[i] === true;
        const redirections = (c.redirections ?? []) as Redirection[];
        if (name === undefined || !MERGED.has(name) || !c.name || !mergesIntoStdout(redirections, pipeStderr))
          return;
        c.args = [c.name, ...(c.args ?? [])];
        c.name = word(MERGE_COMMAND);
        if (pipeStderr && p.pipeStderr) {
          p.pipeStderr[i] = false;
          redirections.push({ type: 'Redirection', fd: 2, operator: '>&', target: word('1') });
        }
      });
    for (const v of Object.values(node)) mergeStreams(v);
  }
}

/** The one command of a pipeline whose output is the statement's, else undefined. */
function direct(p: Pipeline): Node | undefined {
  return p.commands.length === 1 ? p.commands[0] : undefined;
}

/** The marker before a pipeline: its kind, and the command whose output is the statement's own. */
function markerFor(p: Pipeline, fn: boolean): Statement {
  const c = direct(p);
  if (c === undefined) return marker('pipe', '-', fn);
  const simple = c.type === 'SimpleCommand' && c.name ? literal(c.name) : undefined;
  const name = simple !== undefined && !substitutes(c) ? simple : '-';
  if (runsScript(c)) return marker('arm', name, fn);
  // the file's name as the shell expands it (`source ~/.bashrc`)
  const file = c.args?.[0];
  if ((name === 'source' || name === '.') && file !== undefined)
    return marker('source', structuredClone(file), fn);
  return marker('plain', name, fn);
}

function markStatements(list: Statement[], fn: boolean): Statement[] {
  const out: Statement[] = [];
  for (const s of list) {
    if (s.background || s.deferredError !== undefined) {
      out.push(s);
      continue;
    }
    out.push(markerFor(s.pipelines[0], fn));
    s.pipelines = s.pipelines.map((p, i) => {
      const c = direct(p);
      if (c !== undefined) markCompound(c, fn);
      if (i === 0) return p;
      // `a || b`: b's output follows a's, so b gets its marker inside a group of its own
      const body: Statement[] = [
        markerFor(p, fn),
        { type: 'Statement', pipelines: [p], operators: [], background: false },
      ];
      return pipeline({ type: 'Group', body, redirections: [] });
    });
    out.push(s);
  }
  return out;
}

/**
 * The statements of a compound command: their output is the command's, wherever it is redirected (a
 * file gets the tokens, which orderedFs takes out as it writes; `2>&1` keeps them on one stream).
 */
function markCompound(c: Node, fn: boolean): void {
  switch (c.type) {
    case 'If':
      for (const cl of c.clauses ?? []) {
        cl.condition = markStatements(cl.condition, fn);
        cl.body = markStatements(cl.body, fn);
      }
      if (c.elseBody) c.elseBody = markStatements(c.elseBody, fn);
      return;
    case 'While':
    case 'Until':
      if (c.condition) c.condition = markStatements(c.condition, fn);
      if (Array.isArray(c.body)) c.body = markStatements(c.body, fn);
      return;
    case 'For':
    case 'CStyleFor':
    case 'Group':
    case 'Subshell':
      if (Array.isArray(c.body)) c.body = markStatements(c.body, fn);
      return;
    case 'Case':
      for (const item of c.items ?? []) item.body = markStatements(item.body, fn);
      return;
  }
}

/** Every function definition below `node` (a caller may run it at the terminal or into a file). */
function functionDefs(node: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const n of node) functionDefs(n, out);
  else if (node !== null && typeof node === 'object') {
    if ((node as Node).type === 'FunctionDef') out.push(node as Node);
    for (const v of Object.values(node)) functionDefs(v, out);
  }
  return out;
}

/**
 * A function body's markers write only when the call is a statement of its own whose output is not
 * a pipe's or a substitution's (`f`, `f > log 2>&1`, `if f; then`): the first one (`enter`) checks the
 * call, the others follow it by the call's depth.
 */
function markFunction(f: Node & { name?: unknown }): void {
  const body = f.body as Node | undefined;
  if (body === undefined || Array.isArray(body) || !Array.isArray(body.body)) return;
  if (body.type !== 'Group' && body.type !== 'Subshell') return;
  body.body = [marker('enter', String(f.name), true), ...markStatements(body.body, true)];
}

/** `exec` with a redirection, or a read of `$PIPESTATUS`/`$_`, anywhere in the tree. */
function unmarkable(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(unmarkable);
  if (node === null || typeof node !== 'object') return false;
  const o = node as Node & Part;
  if (o.type === 'ParameterExpansion' && /^(PIPESTATUS|_)(\[|$)/.test(o.parameter ?? '')) return true;
  if (o.type === 'SimpleCommand' && o.name && literal(o.name) === 'exec' && (o.redirections?.length ?? 0) > 0)
    return true;
  return Object.values(o).some(unmarkable);
}

const simple = (name: string, args: Word[]): Node => ({
  type: 'SimpleCommand',
  name: word(name),
  args,
  assignments: [],
  redirections: [],
});
const statement = (c: Node): Statement => ({
  type: 'Statement',
  pipelines: [pipeline(c)],
  operators: [],
  background: false,
});

/**
 * Definitions (`f() { …; }`) and `unset -f` in a parse that runs in this shell record themselves as
 * they run (`oplab-order-def`), so the next line has the functions too.
 */
function recordFunctions(node: unknown, state: OrderState): void {
  if (Array.isArray(node)) {
    for (const n of node) recordFunctions(n, state);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const t = (node as Node).type;
  // a subshell's or a substitution's functions are its own
  if (t === 'Subshell' || t === 'CommandSubstitution' || t === 'ProcessSubstitution') return;
  if (t === 'Pipeline') {
    const p = node as Pipeline;
    if (p.commands.length !== 1) return;
    const c = p.commands[0];
    if (c.type === 'FunctionDef') {
      state.defined.push(c);
      p.commands[0] = {
        type: 'Group',
        body: [statement(c), statement(simple(DEF_COMMAND, [word(String(state.defined.length - 1))]))],
        redirections: [],
      };
      return;
    }
    const name = c.type === 'SimpleCommand' && c.name ? literal(c.name) : undefined;
    if (name === 'unset' && (c.args ?? []).some((a) => literal(a) === '-f')) {
      const names = (c.args ?? []).filter((a) => !literal(a)?.startsWith('-'));
      const body = [
        statement(c),
        statement(simple(DEF_COMMAND, [word('-'), ...names.map((w) => structuredClone(w))])),
      ];
      p.commands[0] = { type: 'Group', body, redirections: [] };
      return;
    }
  }
  for (const v of Object.values(node)) recordFunctions(v, state);
}

/** The transform plugin: marks the parse the state is armed for (the line, or a script it runs). */
export function orderPlugin(state: OrderState) {
  return {
    name: 'output-order',
    transform<T extends { ast: unknown }>(ctx: T): { ast: T['ast'] } {
      if (!state.armed) {
        // a parse no marker armed (a script in a pipe, a recipe): its merged streams still keep order
        const statements = (ctx.ast as { statements?: Statement[] }).statements;
        if (Array.isArray(statements) && !unmarkable(statements)) mergeStreams(statements);
        return { ast: ctx.ast };
      }
      const shell = state.shell;
      const line = state.line;
      state.armed = false;
      state.shell = false;
      state.line = false;
      const script = ctx.ast as { statements?: Statement[] };
      if (!Array.isArray(script.statements)) return { ast: ctx.ast };
      if (!unmarkable(script)) {
        runByPath(script.statements);
        mergeStreams(script.statements);
        for (const f of functionDefs(script.statements)) markFunction(f);
        script.statements = markStatements(script.statements, false);
      }
      if (shell) recordFunctions(script.statements, state);
      // the functions the shell had before this line
      if (line && state.functions.size > 0)
        script.statements = [
          ...[...state.functions.values()].map((f) => statement(structuredClone(f) as Node)),
          ...script.statements,
        ];
      return { ast: ctx.ast };
    },
  };
}

/** `oplab-order-def N` (definition N of this line ran) / `oplab-order-def - NAMES` (unset -f). */
export function orderDefCommand(state: OrderState) {
  return defineCommand(DEF_COMMAND, async (args) => {
    const [n = '', ...names] = args;
    if (n === '-') for (const name of names) state.functions.delete(name);
    else {
      const f = state.defined[Number(n)] as (Node & { name?: string }) | undefined;
      if (f?.name !== undefined) state.functions.set(f.name, f);
    }
    return { stdout: '', stderr: '', exitCode: 0 };
  });
}

/**
 * The marker: the next token on both streams; `arm` when a script it runs should be marked too. In a
 * function body, only when the call's output is its statement's own (fnDirect, set at `enter`).
 */
export function orderCommand(state: OrderState) {
  return defineCommand(ORDER_COMMAND, async (args) => {
    const [status = '0', kind = 'plain', name = '-', depth] = args;
    const exitCode = Number.parseInt(status, 10) || 0;
    let on = true;
    if (depth !== undefined) {
      const d = Number(depth);
      if (kind === 'enter') {
        state.fnDirect[d] = state.direct === name;
        state.direct = null;
        return { stdout: '', stderr: '', exitCode };
      }
      on = state.fnDirect[d] === true;
    }
    state.armed = on && kind === 'arm';
    state.direct = on && kind !== 'source' && name !== '-' ? name : null;
    state.source = on && kind === 'source' && name !== '-' ? name : null;
    if (!on) return { stdout: '', stderr: '', exitCode };
    const t = token(state.next++, kind === 'pipe');
    return { stdout: t, stderr: t, exitCode };
  });
}

const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

/** A shell script's interpreter line: bash and sh scripts run as `bash FILE` (the plugins mark them). */
const SHELL_SCRIPT = /^#!\s*(?:\/usr)?\/bin\/(?:env\s+)?(?:ba)?sh(?:\s|$)/;

/**
 * `./x.sh ARGS` at the terminal: a readable, executable shell script runs as `bash ./x.sh ARGS`, with
 * the exported environment (what a child process gets); anything else runs as typed (just-bash's
 * own messages: not found, permission denied, …).
 */
export function orderRunCommand(state: OrderState) {
  return defineCommand(RUN_COMMAND, async (args, ctx) => {
    const armed = state.armed;
    state.armed = false;
    const [file = '', ...rest] = args;
    if (!ctx.exec) return { stdout: '', stderr: `bash: ${file}: command not found\n`, exitCode: 127 };
    const path = ctx.fs.resolvePath(ctx.cwd, file);
    let script = false;
    if (await ctx.fs.exists(path)) {
      const st = await ctx.fs.stat(path);
      const text = st.isFile && (st.mode & 0o111) !== 0 ? await ctx.fs.readFile(path) : '#!';
      // bash runs an executable text file without a `#!` line itself (execve's ENOEXEC)
      script = SHELL_SCRIPT.test(text) || !text.startsWith('#!');
    }
    return execWords(state, ctx, [...(script ? ['bash'] : []), file, ...rest], armed && script);
  });
}

/**
 * Runs words as a child process would run them: with the exported environment (what a child
 * process gets), its standard input (`< f`, a here-doc, a pipe) passed on, the parse marked when
 * `armed`.
 */
async function execWords(
  state: OrderState,
  ctx: Parameters<Parameters<typeof defineCommand>[1]>[1],
  words: string[],
  armed: boolean,
) {
  const exec = ctx.exec;
  if (!exec) return { stdout: '', stderr: `bash: ${words[0]}: command not found\n`, exitCode: 127 };
  const env = ctx.exportedEnv ?? {};
  const names = Object.keys(env).filter((k) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(k));
  const exports = names.length > 0 ? `export ${names.map((k) => `${k}=${quote(env[k])}`).join(' ')}\n` : '';
  state.armed = armed;
  try {
    return await exec(`${exports}${words.map(quote).join(' ')}`, {
      cwd: ctx.cwd,
      // a latin1 byte string underneath (just-bash's browser bundle does not export latin1FromBytes)
      stdin: typeof (ctx.stdin as unknown) === 'string' ? (ctx.stdin as unknown as string) : '',
      stdinKind: 'bytes',
    });
  } finally {
    state.armed = false;
  }
}

/**
 * `go build 2>&1 | tail`, `out=$(make test 2>&1)`, `./build.sh |& tee log`: a pipe (or a
 * substitution) gets one stream in the order things were written, where just-bash joins a
 * command's stdout and stderr whole (`|&`: stderr first). mergeStreams made such a command `oplab-order-merge
 * go build 2>&1`: it runs the command marked (go, make, kubebuilder and operator-sdk write their
 * pieces with tokens; a script's statements are marked) and writes the pieces in order on stdout.
 */
export function orderMergeCommand(state: OrderState) {
  return defineCommand(MERGE_COMMAND, async (args, ctx) => {
    state.armed = false;
    const r = await execWords(state, ctx, args, true);
    // a statement's stdout before its stderr, as `ordered` shows it
    const stdout =
      r.stdout.includes('\x1b]8899;') || r.stderr.includes('\x1b]8899;')
        ? untangle(r.stdout + r.stderr)
        : r.stdout + r.stderr;
    return { stdout, stderr: '', exitCode: r.exitCode };
  });
}

function pieces(text: string, errFirst: Set<number>): Map<number, string> {
  const out = new Map<number, string>();
  let at = 0;
  let seq = -1;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) out.set(seq, (out.get(seq) ?? '') + text.slice(at, m.index));
    seq = Number(m[1]);
    if (m[2]) errFirst.add(seq);
    at = m.index + m[0].length;
  }
  if (text.length > at) out.set(seq, (out.get(seq) ?? '') + text.slice(at));
  return out;
}

/**
 * A line's stdout and stderr without the markers, and what the terminal shows in order: each
 * statement's stdout, then its stderr. `fixStderr` rewrites each stderr piece (line by line).
 */
export function ordered(
  stdout: string,
  stderr: string,
  fixStderr: (s: string) => string = (s) => s,
): { stdout: string; stderr: string; chunks: OutputChunk[] } {
  const errFirst = new Set<number>();
  const out = pieces(stdout, errFirst);
  const err = pieces(
    stderr.replace(TRACE, '$1$3').replace(RUN_TRACE, '$1').replace(DEF_TRACE, '$1'),
    errFirst,
  );
  const seqs = [...new Set([...out.keys(), ...err.keys()])].sort((a, b) => a - b);
  const chunks: OutputChunk[] = [];
  const push = (fd: 1 | 2, text: string) => pushChunk(chunks, fd, text);
  for (const s of seqs) {
    const o = unmark(out.get(s) ?? '');
    const e = fixStderr(err.get(s) ?? '');
    // `set -x` traces the command before it runs
    const trace = XTRACE.exec(e)?.[0] ?? '';
    const rest = e.slice(trace.length);
    if (trace) push(2, trace);
    if (rest && errFirst.has(s)) push(2, rest);
    if (o) push(1, o);
    if (rest && !errFirst.has(s)) push(2, rest);
  }
  return {
    stdout: chunks
      .filter((c) => c.fd === 1)
      .map((c) => c.text)
      .join(''),
    stderr: chunks
      .filter((c) => c.fd === 2)
      .map((c) => c.text)
      .join(''),
    chunks,
  };
}

/**
 * What a file gets of output written with markers in it (`./build.sh > log 2>&1`, `{ …; } > f`): a
 * redirection writes all of stdout, then all of stderr, so the pieces are put back in the order of
 * their markers (stable: a statement's stdout before its stderr), without the tokens.
 */
export function untangle(raw: string): string {
  const text = raw.replace(TRACE, '$1');
  const found: { seq: number; at: number; text: string }[] = [];
  let at = 0;
  let seq = -1;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) found.push({ seq, at: found.length, text: text.slice(at, m.index) });
    seq = Number(m[1]);
    at = m.index + m[0].length;
  }
  if (text.length > at) found.push({ seq, at: found.length, text: text.slice(at) });
  return found
    .sort((a, b) => a.seq - b.seq || a.at - b.at)
    .map((p) => p.text)
    .join('');
}

/**
 * The shell's view of the file system: writes with tokens in them (a redirection of marked output)
 * are put in order; the file `source` reads next is read marked (Bash.transform).
 */
export function orderedFs(inner: IFileSystem, state: OrderState): IFileSystem {
  return new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'writeFile' || prop === 'appendFile') {
        const append = prop === 'appendFile';
        return async (path: string, content: unknown, ...rest: [never?]) => {
          if (typeof content !== 'string' || !content.includes('\x1b]8899;')) {
            state.written.delete(path);
            return append
              ? target.appendFile(path, content as never, ...rest)
              : target.writeFile(path, content as never, ...rest);
          }
          // stdout and stderr may come as two writes (a descriptor's): the file keeps what this
          // line wrote, in order
          let w = state.written.get(path);
          if (w === undefined || !append) {
            const base = append && (await target.exists(path)) ? await target.readFile(path, ...rest) : '';
            w = { base: typeof base === 'string' ? base : '', raw: '' };
            state.written.set(path, w);
          }
          w.raw += content;
          return target.writeFile(path, (w.base + untangle(w.raw)) as never, ...rest);
        };
      }
      if (prop === 'readFile') {
        const read = target.readFile.bind(target);
        return async (path: string, ...rest: [never?]) => {
          const text = await read(path, ...rest);
          const name = state.source;
          if (name === null || state.transform === undefined || typeof text !== 'string') return text;
          if (path !== name && !path.endsWith(`/${name.replace(/^\.\//, '')}`)) return text;
          state.source = null;
          state.armed = true;
          state.shell = true;
          try {
            return state.transform(text);
          } catch {
            // not shell syntax: source reports it
            return text;
          } finally {
            state.armed = false;
          }
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/** Whether the last marker stood before `name` with the statement's own output; consumes it. */
export function takeDirect(state: OrderState | undefined, name: string): boolean {
  if (state === undefined || state.direct !== name) return false;
  state.direct = null;
  return true;
}

/**
 * A command's result from its output chunks: interleaved when its statement's output is its own
 * (`direct`, takeDirect), else each stream's part in order.
 */
export function chunkedResult(
  state: OrderState | undefined,
  direct: boolean,
  chunks: readonly OutputChunk[],
  exitCode: number,
): { stdout: string; stderr: string; exitCode: number } {
  if (direct && state !== undefined) return { ...interleave(state, chunks), exitCode };
  const text = (fd: 1 | 2) =>
    chunks
      .filter((c) => c.fd === fd)
      .map((c) => c.text)
      .join('');
  return { stdout: text(1), stderr: text(2), exitCode };
}

/**
 * One command's output as it wrote it, for a statement whose output is its own (takeDirect): the
 * pieces with a token before each, so the line's order (or a file's) interleaves them.
 */
export function interleave(
  state: OrderState,
  chunks: readonly OutputChunk[],
): { stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  for (const c of chunks) {
    if (c.text === '') continue;
    const t = token(state.next++, false);
    stdout += t + (c.fd === 1 ? c.text : '');
    stderr += t + (c.fd === 2 ? c.text : '');
  }
  return { stdout, stderr };
}

/** Appends to a chunk list, merging with the last chunk of the same stream. */
export function pushChunk(chunks: OutputChunk[], fd: 1 | 2, text: string): void {
  if (text === '') return;
  const last = chunks[chunks.length - 1];
  if (last?.fd === fd) last.text += text;
  else chunks.push({ fd, text });
}

/** What the terminal shows of a line: its output in order. */
export function screenText(chunks: readonly OutputChunk[]): string {
  return chunks.map((c) => c.text).join('');
}
