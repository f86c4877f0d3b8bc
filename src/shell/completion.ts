// Tab completion as bash does it for a terminal: the first word of a command completes to a command
// name, later words to paths (relative, absolute or ~/), `make` targets to the Makefile's rules and
// the second word of `kubectl`/`go` to their subcommands (the third to `kubectl config`'s, `go
// mod`'s…, a context name after `kubectl config use-context`). Returns the candidates for the word under
// the cursor; the host inserts their common prefix (and lists them on a second Tab).
import { getCommandNames, type IFileSystem } from 'just-bash';
import { parse } from 'yaml';

/** Shell builtins just-bash runs itself (not in its command registry). */
const BUILTINS = ['cd', 'export', 'unset', 'source', 'exit', 'set', 'read', 'test', 'type', 'pushd', 'popd'];
/** The lab's own commands (session.ts registers them). */
export const LAB_COMMANDS = [
  'go',
  'kubectl',
  'make',
  'kubebuilder',
  'operator-sdk',
  'openssl',
  'oplab-network',
  'oplab-explain',
  'oplab-manager',
];

const SUBCOMMANDS: Record<string, string[]> = {
  kubectl: [
    'annotate',
    'api-resources',
    'apply',
    'auth',
    'config',
    'create',
    'delete',
    'describe',
    'explain',
    'get',
    'label',
    'logs',
    'patch',
    'rollout',
    'scale',
    'version',
    'wait',
  ],
  go: ['build', 'clean', 'env', 'get', 'help', 'install', 'list', 'mod', 'run', 'test', 'vet', 'version'],
  openssl: ['genrsa', 'req', 'version', 'x509'],
  kubebuilder: ['create', 'init', 'version'],
  'operator-sdk': ['create', 'init', 'version'],
  'oplab-manager': ['logs', 'status', 'stop'],
};

/** The subcommands one level down (the simulated ones), as `kubectl config <Tab>` lists them. */
const NESTED: Record<string, string[]> = {
  'kubectl auth': ['can-i', 'whoami'],
  'kubectl config': [
    'current-context',
    'delete-context',
    'get-clusters',
    'get-contexts',
    'get-users',
    'rename-context',
    'set-cluster',
    'set-context',
    'use-context',
    'view',
  ],
  'kubectl create': ['namespace', 'token'],
  'kubectl rollout': ['status'],
  'go mod': ['download', 'edit', 'graph', 'init', 'tidy', 'verify', 'why'],
};
/** Commands whose operand is a context of the kubeconfig (kubectl's completion.ContextCompletionFunc). */
const CONTEXT_OPERAND = new Set(['delete-context', 'rename-context', 'set-context', 'use-context', 'use']);

/** The context names in ~/.kube/config, sorted. */
async function contextNames(fs: IFileSystem, home: string): Promise<string[]> {
  const path = `${home}/.kube/config`;
  if (!(await fs.exists(path))) return [];
  try {
    const cfg = parse(await fs.readFile(path)) as { contexts?: { name?: unknown }[] } | null;
    return (cfg?.contexts ?? []).map((c) => String(c?.name ?? '')).sort();
  } catch {
    return [];
  }
}

export interface Completion {
  /** Index in the line where the completed word starts. */
  start: number;
  /** Full replacement words for line.slice(start, cursor), sorted. Directories end with "/". */
  candidates: string[];
}

function commandNames(): string[] {
  return [...new Set([...LAB_COMMANDS, ...BUILTINS, ...getCommandNames()])].sort();
}

async function makeTargets(fs: IFileSystem, cwd: string): Promise<string[]> {
  const path = `${cwd}/Makefile`;
  if (!(await fs.exists(path))) return [];
  const out = new Set<string>();
  for (const line of (await fs.readFile(path)).split('\n')) {
    const m = /^([A-Za-z0-9][\w.-]*)\s*:(?!=)/.exec(line);
    if (m) out.add(m[1]);
  }
  return [...out].sort();
}

async function pathCandidates(fs: IFileSystem, cwd: string, home: string, word: string): Promise<string[]> {
  const slash = word.lastIndexOf('/');
  const dirPart = slash >= 0 ? word.slice(0, slash + 1) : '';
  const base = slash >= 0 ? word.slice(slash + 1) : word;
  let dir =
    dirPart === ''
      ? cwd
      : dirPart.startsWith('/')
        ? dirPart
        : dirPart.startsWith('~/')
          ? `${home}/${dirPart.slice(2)}`
          : `${cwd}/${dirPart}`;
  dir = dir.replace(/\/+$/, '') || '/';
  if (!(await fs.exists(dir))) return [];
  const out: string[] = [];
  for (const name of (await fs.readdir(dir)).sort()) {
    if (!name.startsWith(base)) continue;
    if (name.startsWith('.') && !base.startsWith('.')) continue;
    const st = await fs.stat(`${dir === '/' ? '' : dir}/${name}`);
    out.push(`${dirPart}${name}${st.isDirectory ? '/' : ''}`);
  }
  return out;
}

/** Completes the word before `cursor` in `line`. */
export async function complete(
  fs: IFileSystem,
  cwd: string,
  home: string,
  line: string,
  cursor = line.length,
): Promise<Completion> {
  const before = line.slice(0, cursor);
  // The current command starts after the last |, ;, && or ||.
  const segment = before.split(/\|\||&&|[|;]/).at(-1) ?? '';
  // a word may hold escaped blanks (`my\ file`)
  const wordMatch = /(?:^|[^\\]\s)((?:\\.|[^\s\\])*)$/.exec(before) ?? /^((?:\\.|[^\s\\])*)$/.exec(before);
  const typed = wordMatch ? wordMatch[1] : '';
  const start = cursor - typed.length;
  const word = typed.replace(/\\(.)/g, '$1');
  const words = segment.trimStart().split(/\s+/);
  const index = words.length - 1;
  // Leading VAR=value assignments do not count as the command.
  const firstCmd = words.findIndex((w) => !/^[A-Za-z_]\w*=/.test(w));
  const isCommand = index === firstCmd && !word.includes('/');
  let pool: string[];
  if (isCommand) pool = commandNames().filter((c) => c.startsWith(word));
  else {
    const cmd = words[firstCmd];
    const nested = NESTED[`${cmd} ${words[firstCmd + 1]}`];
    if (cmd === 'make' && !word.includes('/') && !word.includes('='))
      pool = (await makeTargets(fs, cwd)).filter((t) => t.startsWith(word));
    else if (SUBCOMMANDS[cmd] && index === firstCmd + 1 && !word.includes('/'))
      pool = SUBCOMMANDS[cmd].filter((s) => s.startsWith(word));
    else if (nested && index === firstCmd + 2 && !word.includes('/'))
      pool = nested.filter((s) => s.startsWith(word));
    else if (
      cmd === 'kubectl' &&
      words[firstCmd + 1] === 'config' &&
      CONTEXT_OPERAND.has(words[firstCmd + 2]) &&
      index === firstCmd + 3
    )
      pool = (await contextNames(fs, home)).filter((c) => c.startsWith(word));
    else {
      pool = await pathCandidates(fs, cwd, home, word);
      // bash's cd, pushd and rmdir complete directories only
      if (cmd === 'cd' || cmd === 'pushd' || cmd === 'rmdir') pool = pool.filter((p) => p.endsWith('/'));
      // a file name is inserted as a word: its blanks and shell characters escaped, as bash does
      pool = pool.map((p) => p.replace(/([ \t'"\\$`!&;()<>|*?[\]{}#])/g, '\\$1'));
    }
  }
  return { start, candidates: pool };
}

export { commonPrefix } from './text.ts';
