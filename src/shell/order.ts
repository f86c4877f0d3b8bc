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
import { defineCommand } from 'just-bash';

export const ORDER_COMMAND = 'oplab-order';
const RUN_COMMAND = 'oplab-order-run';

/** A marker's token: its number, and `;e` when stderr comes first (a pipeline of several commands). */
const TOKEN = /\x1b\]8899;(\d+)(;e)?\x07/g;
const token = (n: number, errFirst: boolean) => `\x1b]8899;${n}${errFirst ? ';e' : ''}\x07`;
/** `set -x` lines of a marker (`+ oplab-order 0`, then `+ :` when the status was 0). */
const TRACE = /(^|\x07)(\++) oplab-order [^\n]*\n(\x1b\]8899;\d+(?:;e)?\x07)(?:\2 :\n)?/gm;

/** `set -x` of a script run by path: the command as typed. */
const RUN_TRACE = /^(\++ )oplab-order-run /gm;
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
  next: number;
}

export function newOrderState(): OrderState {
  return { armed: false, next: 0 };
}

type Part = { type: string; value?: string; parameter?: string; operation?: null };
type Word = { type: 'Word'; parts: Part[] };
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
 * several commands (the last one's stdout waits on the pipe: their stderr shows first).
 */
type Kind = 'plain' | 'arm' | 'pipe';

/** `oplab-order $? [KIND] && :` — `$?` passes through, and a failing status does not trip `set -e`. */
function marker(kind: Kind): Statement {
  const status: Word = {
    type: 'Word',
    parts: [{ type: 'ParameterExpansion', parameter: '?', operation: null }],
  };
  const mark: Node = {
    type: 'SimpleCommand',
    name: word(ORDER_COMMAND),
    args: kind === 'plain' ? [status] : [status, word(kind)],
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

/** Redirections of the output (`> f`, `2>&1`, `&>> f`…); input ones (`<`, `<<`, `<<<`) leave it the terminal's. */
function redirectsOutput(c: Node): boolean {
  return (c.redirections ?? []).some((r) => {
    const op = (r as { operator?: string }).operator ?? '';
    return !(op.startsWith('<') && op !== '<>');
  });
}

/** A word with no expansion in it: its value. */
const literal = (w: Word): string | undefined =>
  w.parts.every((p) => p.type === 'Literal' || p.type === 'SingleQuoted')
    ? w.parts.map((p) => p.value ?? '').join('')
    : undefined;

/**
 * A command that may run a script whose statements write to the terminal too: `bash x.sh`, or
 * `./x.sh`, which becomes `oplab-order-run ./x.sh …` (just-bash runs a script file by path without
 * the transform plugins; the command runs a shell script as `bash ./x.sh …` instead, which has them).
 */
function runsScript(c: Node): boolean {
  if (c.type !== 'SimpleCommand' || !c.name || redirectsOutput(c)) return false;
  const name = literal(c.name);
  if (name === undefined || !(c.args ?? []).every((a) => literal(a) !== undefined)) return false;
  if (name.includes('/') && c.name) {
    c.args = [c.name, ...(c.args ?? [])];
    c.name = word(RUN_COMMAND);
    return true;
  }
  return name === 'bash' || name === 'sh' || name === RUN_COMMAND;
}

/** The one command of a pipeline whose output is the terminal's, else undefined. */
function direct(p: Pipeline): Node | undefined {
  return p.commands.length === 1 ? p.commands[0] : undefined;
}

function kindOf(p: Pipeline): Kind {
  if (p.commands.length > 1) return 'pipe';
  return runsScript(p.commands[0]) ? 'arm' : 'plain';
}

function markStatements(list: Statement[]): Statement[] {
  const out: Statement[] = [];
  for (const s of list) {
    if (s.background || s.deferredError !== undefined) {
      out.push(s);
      continue;
    }
    out.push(marker(kindOf(s.pipelines[0])));
    s.pipelines = s.pipelines.map((p, i) => {
      const c = direct(p);
      if (c !== undefined) markCompound(c);
      if (i === 0) return p;
      // `a || b`: b's output follows a's, so b gets its marker inside a group of its own
      const body: Statement[] = [
        marker(kindOf(p)),
        { type: 'Statement', pipelines: [p], operators: [], background: false },
      ];
      return pipeline({ type: 'Group', body, redirections: [] });
    });
    out.push(s);
  }
  return out;
}

function markCompound(c: Node): void {
  if (redirectsOutput(c)) return;
  switch (c.type) {
    case 'If':
      for (const cl of c.clauses ?? []) {
        cl.condition = markStatements(cl.condition);
        cl.body = markStatements(cl.body);
      }
      if (c.elseBody) c.elseBody = markStatements(c.elseBody);
      return;
    case 'While':
    case 'Until':
      if (c.condition) c.condition = markStatements(c.condition);
      if (Array.isArray(c.body)) c.body = markStatements(c.body);
      return;
    case 'For':
    case 'CStyleFor':
    case 'Group':
    case 'Subshell':
      if (Array.isArray(c.body)) c.body = markStatements(c.body);
      return;
    case 'Case':
      for (const item of c.items ?? []) item.body = markStatements(item.body);
      return;
  }
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

/** The transform plugin: marks the parse the state is armed for (the line, or a script it runs). */
export function orderPlugin(state: OrderState) {
  return {
    name: 'output-order',
    transform<T extends { ast: unknown }>(ctx: T): { ast: T['ast'] } {
      if (!state.armed) return { ast: ctx.ast };
      state.armed = false;
      const script = ctx.ast as { statements?: Statement[] };
      if (Array.isArray(script.statements) && !unmarkable(script))
        script.statements = markStatements(script.statements);
      return { ast: ctx.ast };
    },
  };
}

/** The marker: the next token on both streams; `arm` when a script it runs should be marked too. */
export function orderCommand(state: OrderState) {
  return defineCommand(ORDER_COMMAND, async (args) => {
    state.armed = args[1] === 'arm';
    const t = token(state.next++, args[1] === 'pipe');
    return { stdout: t, stderr: t, exitCode: Number.parseInt(args[0] ?? '0', 10) || 0 };
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
    const env = ctx.exportedEnv ?? {};
    const names = Object.keys(env).filter((k) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(k));
    const exports = names.length > 0 ? `export ${names.map((k) => `${k}=${quote(env[k])}`).join(' ')}\n` : '';
    const command = [...(script ? ['bash'] : []), file, ...rest].map(quote).join(' ');
    state.armed = armed && script;
    try {
      // its standard input (`< f`, a here-doc) goes on to the script
      return await ctx.exec(`${exports}${command}`, {
        cwd: ctx.cwd,
        // a latin1 byte string underneath (just-bash's browser bundle does not export latin1FromBytes)
        stdin: typeof (ctx.stdin as unknown) === 'string' ? (ctx.stdin as unknown as string) : '',
        stdinKind: 'bytes',
      });
    } finally {
      state.armed = false;
    }
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
  const err = pieces(stderr.replace(TRACE, '$1$3').replace(RUN_TRACE, '$1'), errFirst);
  const seqs = [...new Set([...out.keys(), ...err.keys()])].sort((a, b) => a - b);
  const chunks: OutputChunk[] = [];
  const push = (fd: 1 | 2, text: string) => {
    const last = chunks[chunks.length - 1];
    if (last?.fd === fd) last.text += text;
    else chunks.push({ fd, text });
  };
  for (const s of seqs) {
    const o = out.get(s);
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

/** What the terminal shows of a line: its output in order. */
export function screenText(chunks: readonly OutputChunk[]): string {
  return chunks.map((c) => c.text).join('');
}
