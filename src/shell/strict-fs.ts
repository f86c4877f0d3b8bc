// just-bash's InMemoryFs creates missing parent directories on every write, so `echo hi > /nope/x`
// made /nope and exited 0. A real open(2) fails: bash prints `bash: /nope/x: No such file or
// directory` (or `Not a directory` when a parent is a file) and the line exits 1. This view of the
// file system refuses such writes while the shell's own code runs (redirects, touch, tee, cp…); the
// lab's commands (go, kubebuilder, make…) keep the implicit parents they were written against.
import type { IFileSystem } from 'just-bash';

export type WriteFailure = 'No such file or directory' | 'Not a directory';

export interface StrictFs {
  fs: IFileSystem;
  /** Refuse writes under a missing parent while `f` runs (a command line). */
  strict<T>(f: () => Promise<T>): Promise<T>;
  /** Allow them again while `f` runs (one of the lab's commands, inside a line). */
  lenient<T>(f: () => Promise<T>): Promise<T>;
  /** Writes refused during the current line, by absolute path. */
  readonly failures: Map<string, WriteFailure>;
}

/** A refused write; its message is what coreutils print after the name (`touch: cannot touch 'x': …`). */
export class RefusedWrite extends Error {
  readonly code: 'ENOENT' | 'ENOTDIR';
  readonly path: string;
  readonly why: WriteFailure;
  constructor(path: string, why: WriteFailure) {
    super(why);
    this.path = path;
    this.why = why;
    this.code = why === 'Not a directory' ? 'ENOTDIR' : 'ENOENT';
  }
}

function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i <= 0 ? '/' : path.slice(0, i);
}

/**
 * Why a file at the absolute `path` cannot be created, or undefined when its parent is a directory:
 * the nearest existing ancestor decides (a directory → a component is missing; a file → ENOTDIR).
 * Also what open(2) says of a missing file (coreutils.ts).
 */
export async function createFailure(fs: IFileSystem, path: string): Promise<WriteFailure | undefined> {
  let dir = parentOf(path);
  let missing = false;
  while (dir !== '/' && !(await fs.exists(dir))) {
    missing = true;
    dir = parentOf(dir);
  }
  if (!(await fs.stat(dir)).isDirectory) return 'Not a directory';
  return missing ? 'No such file or directory' : undefined;
}

export function strictFs(inner: IFileSystem): StrictFs {
  let depth = 0;
  let lenient = 0;
  const failures = new Map<string, WriteFailure>();

  async function guard(path: string): Promise<void> {
    if (depth === 0 || lenient > 0) return;
    const abs = inner.resolvePath('/', path);
    if (await inner.exists(abs)) return;
    const why = await createFailure(inner, abs);
    if (why === undefined) return;
    failures.set(abs, why);
    // the message is what coreutils print after the file name (`touch: cannot touch 'x': …`)
    throw new RefusedWrite(abs, why);
  }

  const fs = new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'writeFile' || prop === 'appendFile') {
        const write = target[prop].bind(target);
        return async (path: string, ...rest: [never, never?]) => {
          await guard(path);
          return write(path, ...rest);
        };
      }
      if (prop === 'mkdir') {
        // InMemoryFs makes a directory below a file (`mkdir -p f.txt/x`); mkdir(2) says ENOTDIR
        return async (path: string, opts?: { recursive?: boolean }) => {
          if (
            depth > 0 &&
            lenient === 0 &&
            (await createFailure(inner, inner.resolvePath('/', path))) === 'Not a directory'
          )
            throw new RefusedWrite(path, 'Not a directory');
          return target.mkdir(path, opts);
        };
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });

  return {
    fs,
    failures,
    async strict(f) {
      if (depth === 0) failures.clear();
      depth++;
      try {
        return await f();
      } finally {
        depth--;
      }
    },
    async lenient(f) {
      lenient++;
      try {
        return await f();
      } finally {
        lenient--;
      }
    },
  };
}

/** The first descriptor `redirectOpens` opens files on: far above what scripts use (3–9, 10+). */
const OPEN_FD = 1000;

type Node = { type?: string; fd?: number | null; fdVariable?: string; operator?: string };
type Redirection = Node & { type: 'Redirection'; fd: number | null; operator: string; target: Node };

/**
 * just-bash opens an output redirect of fd 0–2 (`> f`, `2>> f`, `&> f`) so that a failed open
 * escapes the whole line; for a higher descriptor (`3> f`) it fails only that command: not run,
 * `$?` 1, `bash: f: cannot open redirect target` (redirectReasons gives bash's reason). bash fails
 * only the command (`echo hi > /nope/x; echo $?` prints the error, then 1; `|| echo no` runs; a
 * loop reports each). So this parse-tree pass opens such files on a high descriptor and points the
 * standard one at it: `> f` → `1000> f >&1000`, `&> f` → `1000> f >&1000 2>&1000`, in place, so
 * the order of a command's redirections (`2>&1 > f`) keeps its meaning. `exec > f` keeps its own
 * (its descriptors outlive the command).
 */
function openOnHighFd(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) openOnHighFd(n);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as Node & { name?: { parts?: { value?: string }[] }; redirections?: Redirection[] };
  const isExec =
    o.type === 'SimpleCommand' && o.name?.parts?.length === 1 && o.name.parts[0].value === 'exec';
  if (Array.isArray(o.redirections) && !isExec) {
    let fd = OPEN_FD;
    o.redirections = o.redirections.flatMap((r): Redirection[] => {
      const op = r.operator;
      const std = r.fd === null || (r.fd >= 0 && r.fd <= 2);
      if (r.fdVariable !== undefined || !std || r.target.type !== 'Word') return [r];
      if (!['>', '>>', '>|', '&>', '&>>'].includes(op)) return [r];
      const high = fd++;
      const dup = (to: number | null): Redirection => ({
        type: 'Redirection',
        fd: to,
        operator: '>&',
        target: { type: 'Word', parts: [{ type: 'Literal', value: String(high) }] } as Node,
      });
      const open: Redirection = { ...r, fd: high, operator: op.startsWith('&') ? op.slice(1) : op };
      return op.startsWith('&') ? [open, dup(1), dup(2)] : [open, dup(r.fd)];
    });
  }
  for (const v of Object.values(o)) openOnHighFd(v);
}

export const redirectOpens = {
  name: 'redirect-opens',
  transform<T extends { ast: unknown }>(ctx: T): { ast: T['ast'] } {
    openOnHighFd(ctx.ast);
    return { ast: ctx.ast };
  },
};

/**
 * A failed open of an output redirect that still escapes the whole line (`exec > /nope/x`): bash
 * would print `bash: WORD: No such file or directory` with the word as typed: found among the
 * line's redirect targets by the refused path's ending.
 */
export function refusedRedirect(line: string, e: RefusedWrite): string {
  for (const m of line.matchAll(/(?:&>>?|>>?|>\|)\s*("[^"]*"|'[^']*'|[^\s;&|<>()]+)/g)) {
    const word = m[1].replace(/^["']|["']$/g, '');
    const bare = word.replace(/^(\.\/)+/, '');
    if (bare !== '' && (e.path === bare || e.path.endsWith(`/${bare}`))) return `bash: ${word}: ${e.why}\n`;
  }
  return `bash: ${e.path}: ${e.why}\n`;
}

/**
 * just-bash reports a redirect it could not open as `bash: T: cannot open redirect target`; bash
 * prints the reason (`bash: T: No such file or directory`). T is the word as typed, so it is matched
 * against the refused absolute paths by its ending.
 */
export function redirectReasons(stderr: string, failures: ReadonlyMap<string, WriteFailure>): string {
  if (failures.size === 0) return stderr;
  return stderr.replace(/^bash: (.+): cannot open redirect target$/gm, (line, target: string) => {
    const word = target.replace(/^(\.\/)+/, '');
    for (const [abs, why] of failures) {
      if (abs === word || abs.endsWith(`/${word}`)) return `bash: ${target}: ${why}`;
    }
    return line;
  });
}
