// just-bash's file commands, with their diagnostics as GNU coreutils 9.1 and grep 3.8 print them
// (checked on Debian 12, LANG=C.UTF-8). Each wrapper runs the bundled command (`ctx.origCommand`)
// and rewrites only its stderr and status; what the command does is unchanged.
import { type CommandContext, defineCommand, type ExecResult } from 'just-bash';
import { createFailure } from '../strict-fs.ts';

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

function wrap(name: string, fix: (r: ExecResult, args: string[], ctx: Ctx) => Promise<ExecResult>) {
  return defineCommand(name, async (args, ctx) => {
    if (ctx.origCommand === undefined)
      return { stdout: '', stderr: `bash: ${name}: command not found\n`, exitCode: 127 };
    return fix(await ctx.origCommand(args), args, ctx);
  });
}

/** `CMD: NAME: No such file or directory` lines just-bash prints for a file it could not read. */
function notFound(cmd: string): RegExp {
  return new RegExp(`^${cmd}: (?!cannot )(.+): ${ENOENT}$`, 'gm');
}

const usage = (cmd: string, first: string) => `${first}\nTry '${cmd} --help' for more information.\n`;

export const coreutilsCommands = [
  // ls: cannot access 'nope': No such file or directory (status 2)
  wrap('ls', async (r, _args, ctx) => ({
    ...r,
    stderr: await replaceAsync(
      r.stderr,
      notFound('ls'),
      async (m) => `ls: cannot access ${quoteName(m[1])}: ${await openError(ctx, m[1])}`,
    ),
  })),
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
  wrap('grep', async (r, args) => {
    if (r.stderr === 'grep: missing pattern\n')
      return { ...r, stderr: usage('grep', 'Usage: grep [OPTION]... PATTERNS [FILE]...'), exitCode: 2 };
    // an error makes the status 2 even after matches, unless -q already found one
    const quiet = args.some((a) => a === '--quiet' || a === '--silent' || /^-[a-zA-Z]*q/.test(a));
    if (/^grep: .+: Is a directory$/m.test(r.stderr) && !(quiet && r.exitCode === 0))
      return { ...r, exitCode: 2 };
    return r;
  }),
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
  // sed: can't read nope: No such file or directory (status 2); sed: read error on tmp: Is a directory (4)
  wrap('sed', async (r, _args, ctx) => {
    let status = 2;
    const stderr = await replaceAsync(r.stderr, notFound('sed'), async (m) => {
      const why = await openError(ctx, m[1]);
      if (why !== 'Is a directory') return `sed: can't read ${m[1]}: ${why}`;
      status = 4;
      return `sed: read error on ${m[1]}: ${why}`;
    });
    return stderr === r.stderr ? r : { ...r, stderr, exitCode: status };
  }),
  // cp/mv: which operand is missing, and the --help hint
  ...['cp', 'mv'].map((cmd) =>
    wrap(cmd, async (r, args) => {
      if (r.stderr !== `${cmd}: missing destination file operand\n`) return r;
      const operands = args.filter((a) => !a.startsWith('-'));
      const first =
        operands.length === 0
          ? `${cmd}: missing file operand`
          : `${cmd}: missing destination file operand after ${quoteName(operands[0])}`;
      return { ...r, stderr: usage(cmd, first) };
    }),
  ),
  ...['basename', 'dirname'].map((cmd) =>
    wrap(cmd, async (r) =>
      r.stderr === `${cmd}: missing operand\n` ? { ...r, stderr: usage(cmd, `${cmd}: missing operand`) } : r,
    ),
  ),
];

const CD_TOO_MANY = 'oplab-cd-too-many';

/**
 * bash's `cd` takes one directory: `cd a b` prints `bash: cd: too many arguments` and stays, where
 * just-bash's builtin uses the first. A builtin cannot be wrapped, so a parse-tree pass sends a cd
 * with several operands (counted as written) to this command instead.
 */
export const cdTooManyCommand = defineCommand(CD_TOO_MANY, async () => ({
  stdout: '',
  stderr: 'bash: cd: too many arguments\n',
  exitCode: 1,
}));

type Word = { type: 'Word'; parts: { type: string; value?: string }[] };
const literal = (w: Word): string | undefined =>
  w.parts.length === 1 && w.parts[0].type === 'Literal' ? w.parts[0].value : undefined;

function visitCd(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) visitCd(n);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as { type?: string; name?: Word | null; args?: Word[] };
  if (o.type === 'SimpleCommand' && o.name && literal(o.name) === 'cd' && o.args) {
    let i = 0;
    // -L, -P, -e, -@ and `--` come before the directory
    while (i < o.args.length && /^-[LPe@]+$/.test(literal(o.args[i]) ?? '')) i++;
    if (literal(o.args[i] ?? { type: 'Word', parts: [] }) === '--') i++;
    if (o.args.length - i > 1) o.name.parts = [{ type: 'Literal', value: CD_TOO_MANY }];
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
