// One simulated terminal: a just-bash shell (virtual filesystem, pipes, redirects, variables) with
// the lab's commands registered, a network profile and a virtual clock. State that just-bash
// resets between `exec` calls (working directory, variables) is carried from one line to the next,
// so the session behaves like an interactive shell. No DOM, no Node APIs: runs in a Web Worker.
import { Bash, type Command, type IFileSystem, InMemoryFs, type ResolvedCommandContext } from 'just-bash';
import { VirtualClock, type Wait } from './clock.ts';
import {
  builtinOptions,
  builtinUsageCommand,
  cdArity,
  cdTooManyCommand,
  coreutilsCommands,
  sourceCheckCommand,
} from './commands/coreutils.ts';
import { type BuiltPrograms, goExecCommand } from './commands/go/binary.ts';
import type { GoToolchain } from './commands/go/build.ts';
import { goCommand } from './commands/go/index.ts';
import { kubectlCommand } from './commands/kubectl/index.ts';
import { toYaml } from './commands/kubectl/print.ts';
import { makeCommand, toolCommand } from './commands/make.ts';
import {
  dateCommand,
  explainCommand,
  historyCommand,
  managerCommand,
  networkCommand,
} from './commands/misc.ts';
import { opensslCommand } from './commands/openssl.ts';
import { kubebuilderCommand, operatorSdkCommand } from './commands/scaffold/init.ts';
import { type Completion, complete } from './completion.ts';
import { newCluster, type ShellCluster } from './kube/cluster.ts';
import { minikubeKubeconfig } from './kube/kubeconfig.ts';
import { type NetworkProfileId, PROFILES } from './network/profiles.ts';
import type { LocalServer } from './network/transport.ts';
import {
  newOrderState,
  type OrderState,
  type OutputChunk,
  orderCommand,
  orderDefCommand,
  ordered,
  orderedFs,
  orderMergeCommand,
  orderPlugin,
  orderRunCommand,
} from './order.ts';
import {
  RefusedWrite,
  redirectOpens,
  redirectReasons,
  refusedRedirect,
  type StrictFs,
  strictFs,
} from './strict-fs.ts';
import type { ShellWorld } from './world.ts';

export interface ShellOptions {
  profile?: NetworkProfileId;
  /** Initial files, by absolute path. */
  files?: Record<string, string>;
  /** Extra exported environment variables. */
  env?: Record<string, string>;
  cwd?: string;
  /** Installed Go version, default 1.23.5. */
  goVersion?: string;
  goToolchain?: GoToolchain;
  /** An existing filesystem to share (a "new terminal" on the same machine). */
  fs?: IFileSystem;
  clock?: VirtualClock;
  /** Servers on the learner's machine (fake proxies for the comma-vs-pipe demonstrations). */
  localServers?: Record<string, LocalServer>;
  /** The cluster kubectl talks to; a new one (kubeconfig: cluster-admin, namespace default) when absent. */
  cluster?: ShellCluster;
  /** The programs built executables run (a new terminal on the same machine shares them). */
  programs?: BuiltPrograms;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  /** stdout and stderr in the order the terminal shows them (order.ts). */
  chunks: OutputChunk[];
  exitCode: number;
  /** Long virtual waits during the line (dial timeouts…), for a spinner. */
  waits: Wait[];
  /** Virtual milliseconds the line took. */
  elapsedMs: number;
}

export const HOME = '/home/user';

/**
 * What a terminal keeps across a Ctrl-C that ends a command the worker was still running: the page
 * restarts the worker (its synchronous code cannot be interrupted) and restores this, taken after the
 * previous command. Files under HOME except the module cache and ~/.cache, as replay's end state.
 */
export interface SessionSnapshot {
  cwd: string;
  files: Record<string, string>;
  variables: Record<string, string>;
  network: NetworkProfileId;
  history: string[];
}

/**
 * A line that does not parse, as an interactive bash 5.2 reports it: no `line N:` (that is a
 * script's), no position, and the texts of bash's parser (parse.y) — an unterminated quote or
 * substitution is `unexpected EOF while looking for matching \`"'`, an unclosed compound command
 * `syntax error: unexpected end of file`. (At a real prompt bash first asks for more with `> `; this
 * terminal takes one line at a time, so it answers as bash does when that input ends.)
 */
export function interactiveParseError(stderr: string, line = ''): string | undefined {
  const eof =
    /^bash: (?:line \d+: |syntax error: Parse error at \d+:\d+: )unexpected EOF while looking for matching [`'](.)'\n$/.exec(
      stderr,
    );
  if (eof) return `bash: unexpected EOF while looking for matching \`${eof[1]}'\n`;
  if (/^bash: syntax error: Parse error at \d+:\d+: Expected \w+, got EOF\n$/.test(stderr))
    return 'bash: syntax error: unexpected end of file\n';
  const token =
    /^bash: syntax error: Parse error at \d+:\d+: (syntax error near unexpected token `.*')\n$/.exec(stderr);
  if (token) return `bash: ${token[1]}\n`;
  if (/^bash: syntax error: Parse error at \d+:\d+: Expected redirection target\n$/.test(stderr))
    return redirectionTargetError(line);
  return undefined;
}

/** The line with its quoted strings blanked out, so that operators inside them are not seen. */
function unquoted(line: string): string {
  return line.replace(/'[^']*'|"(?:\\.|[^"\\])*"|\\./g, (m) => 'x'.repeat(m.length));
}

/** The token after an operator, as bash's parser names it in `syntax error near unexpected token`. */
function nextToken(rest: string): string {
  const t = /^[ \t]*(;;|;|&&|&|\|\||\||\(|\)|>>|>|<|$)/.exec(rest)?.[1];
  return t === undefined || t === '' ? 'newline' : t;
}

/**
 * A pipe (or `&&`, `||`) with no command after it, which the shell underneath runs as an empty
 * command: bash's parser stops at the token that follows (`echo hi | ; ls`: ``syntax error near
 * unexpected token `;'``), and a line that ends in `|` ends its input (interactive bash asks for more with `> `; this
 * terminal answers as bash does when that input ends: `syntax error: unexpected end of file`).
 */
export function emptyPipeError(line: string): string | undefined {
  const text = unquoted(line).replace(/(^|[ \t;&|])#.*$/, '$1');
  const m = /(?:^|[^|>&])(?:\|\||&&|\|)(?![|&])[ \t]*(;;|;|&&|&|\|\||\||\)|$)/.exec(text);
  if (!m || /^[ \t]*[|&]/.test(text)) return undefined;
  if (m[1] === '') return 'bash: syntax error: unexpected end of file\n';
  return `bash: syntax error near unexpected token \`${m[1]}'\n`;
}

/**
 * The shell underneath reports a redirection with nothing after it as `Expected redirection
 * target`; bash names the token that came instead (`echo hi >; ls`: ``unexpected token `;'``, or
 * `newline` at the end of the line).
 */
function redirectionTargetError(line: string): string {
  const m = /(?:&>>|&>|\d*(?:>>|>\||>&|<>|<&|>|<))(?=[ \t]*(?:;|&|\||\(|\)|<|>|$))/.exec(unquoted(line));
  const token = m ? nextToken(line.slice(m.index + m[0].length)) : 'newline';
  return `bash: syntax error near unexpected token \`${token}'\n`;
}

/**
 * `${NAME?word}` / `${NAME:?word}` of an unset (or, with the colon, empty) variable: bash names the
 * variable, `bash: NAME: word`, and without a word says `parameter not set` (`parameter null or not
 * set` with the colon). The shell underneath prints the word alone, or its colon text for both
 * forms; the first such expansion of the line whose text ends stderr is the one that stopped it.
 */
export function unsetParameterError(
  line: string,
  stderr: string,
  value: (name: string) => string | undefined,
): string | undefined {
  for (const m of line.matchAll(/\$\{([A-Za-z_]\w*)(:?)\?([^}$`]*)\}/g)) {
    const [, name, colon, word] = m;
    const v = value(name);
    if (v !== undefined && (colon === '' || v !== '')) continue;
    const shown = word !== '' ? word : colon ? '' : 'parameter null or not set';
    const real = word !== '' ? word : colon ? 'parameter null or not set' : 'parameter not set';
    const ours = `bash: ${word === '' && !colon ? `${name}: ` : ''}${shown}\n`;
    // a variable set only in the shell is not in the environment seen here: the text decides
    if (!stderr.endsWith(ours)) continue;
    return `${stderr.slice(0, -ours.length)}bash: ${name}: ${real}\n`;
  }
  return undefined;
}

function skipInSnapshot(path: string): boolean {
  return path.endsWith('/go/pkg/mod') || path.endsWith('/.cache');
}

async function filesUnder(fs: IFileSystem, dir: string, out: Record<string, string>): Promise<void> {
  for (const name of await fs.readdir(dir)) {
    const path = `${dir}/${name}`;
    if (skipInSnapshot(path)) continue;
    const st = await fs.stat(path);
    if (st.isDirectory) await filesUnder(fs, path, out);
    else out[path] = await fs.readFile(path);
  }
}

const BASE_ENV: Record<string, string> = {
  HOME,
  USER: 'user',
  LOGNAME: 'user',
  SHELL: '/bin/bash',
  TERM: 'xterm-256color',
  LANG: 'C.UTF-8',
  PATH: `${HOME}/go/bin:/usr/local/go/bin:/usr/local/bin:/usr/bin:/bin`,
};

export class ShellSession {
  readonly world: ShellWorld;
  readonly fs: IFileSystem;
  readonly history: string[] = [];
  private readonly bash: Bash;
  private readonly strict: StrictFs;
  private readonly order: OrderState;
  private env: Record<string, string> | undefined;
  private dir: string;
  /** `$?` of the previous line (just-bash starts every exec at 0). */
  private lastExit = 0;

  private constructor(
    bash: Bash,
    fs: IFileSystem,
    strict: StrictFs,
    order: OrderState,
    world: ShellWorld,
    cwd: string,
  ) {
    this.bash = bash;
    this.strict = strict;
    this.order = order;
    this.fs = fs;
    this.world = world;
    this.dir = cwd;
  }

  static async create(opts: ShellOptions = {}): Promise<ShellSession> {
    const fs = opts.fs ?? new InMemoryFs();
    for (const dir of [HOME, '/tmp', '/usr/local/go/bin', '/usr/bin', '/bin'])
      await fs.mkdir(dir, { recursive: true });
    for (const [path, text] of Object.entries(opts.files ?? {})) {
      await fs.mkdir(path.slice(0, path.lastIndexOf('/')) || '/', { recursive: true });
      await fs.writeFile(path, text);
      // Scripts (a shebang) are executable, as a checkout or `go install` leaves them.
      if (text.startsWith('#!')) await fs.chmod(path, 0o755);
    }
    const clock = opts.clock ?? new VirtualClock();
    const world: ShellWorld = {
      net: {
        profile: PROFILES[opts.profile ?? 'open'],
        clock,
        nextPort: 41448,
        local: opts.localServers,
      },
      goVersion: opts.goVersion ?? '1.23.5',
      goToolchain: opts.goToolchain,
      cluster: opts.cluster ?? newCluster(clock),
      programs: opts.programs ?? new Map(),
    };
    // minikube's kubeconfig, which kubectl and `go run` programs would read (unless the files bring one)
    if (!(await fs.exists(`${HOME}/.kube/config`))) {
      await fs.mkdir(`${HOME}/.kube`, { recursive: true });
      await fs.writeFile(`${HOME}/.kube/config`, toYaml(minikubeKubeconfig(HOME, clock.now())));
    }
    const cwd = opts.cwd ?? HOME;
    // The history command reads the session's list; the session exists once Bash is built.
    let session: ShellSession | undefined;
    const strict = strictFs(fs);
    const order = newOrderState();
    world.order = order;
    const commands = [
      goCommand(world),
      kubectlCommand(world),
      makeCommand(world),
      kubebuilderCommand(world),
      operatorSdkCommand(world),
      dateCommand(world),
      historyCommand(() => session?.history ?? []),
      networkCommand(world),
      explainCommand(),
      managerCommand(world),
      goExecCommand(world, world.programs),
      opensslCommand(world),
      toolCommand(world),
    ];
    const bash = new Bash({
      fs: orderedFs(strict.fs, order),
      cwd,
      env: { ...BASE_ENV, ...opts.env },
      // the lab's commands write their trees with implicit parents (strict-fs.ts)
      customCommands: [
        ...commands.map(
          (c): Command => ({
            ...c,
            execute: (args: string[], ctx: ResolvedCommandContext) =>
              strict.lenient(() => c.execute(args, ctx)),
          }),
        ),
        ...coreutilsCommands,
        cdTooManyCommand,
        builtinUsageCommand,
        sourceCheckCommand,
        orderCommand(order),
        orderDefCommand(order),
        orderRunCommand(order),
        orderMergeCommand(order),
      ],
      // `sleep` advances the virtual clock instead of waiting.
      sleep: async (ms: number) => world.net.clock.advance(ms, 'sleep'),
      // just-bash's secondary guard re-patches JavaScript globals around every command; this shell
      // runs only our own commands on a virtual file system in a worker, and the patching was half
      // of the time to replay an exercise (grading webhook-local: 51 ms → 33 ms).
      defenseInDepth: false,
    });
    bash.registerTransformPlugin(cdArity);
    bash.registerTransformPlugin(builtinOptions);
    bash.registerTransformPlugin(redirectOpens);
    bash.registerTransformPlugin(orderPlugin(order));
    order.transform = (text) => bash.transform(text).script;
    session = new ShellSession(bash, fs, strict, order, world, cwd);
    // an interactive bash expands aliases (`alias k=kubectl`, then `k get pods`); just-bash keeps the
    // shopt options from one exec to the next
    await bash.exec('shopt -s expand_aliases');
    // A login shell reads ~/.bashrc (where a stray `export GOPROXY=…` usually lives).
    if (await fs.exists(`${HOME}/.bashrc`)) await session.run('source ~/.bashrc', { record: false });
    return session;
  }

  get cwd(): string {
    return this.dir;
  }

  /** Shell variables after the last line (exported or not). */
  get variables(): Record<string, string> {
    return { ...(this.env ?? {}) };
  }

  get profile(): NetworkProfileId {
    return this.world.net.profile.id;
  }

  setProfile(id: NetworkProfileId): void {
    this.world.net.profile = PROFILES[id];
  }

  /** Runs one command line. Never throws for bad input: errors come back as stderr and a status. */
  async run(line: string, opts: { record?: boolean } = {}): Promise<RunResult> {
    if (opts.record !== false && line.trim() !== '') this.history.push(line);
    const start = this.world.net.clock.now();
    this.world.net.clock.takeWaits();
    const pipeError = emptyPipeError(line);
    if (pipeError !== undefined) {
      // the line does not parse: nothing of it runs, and $? is 2
      if (opts.record !== false) this.lastExit = 2;
      return {
        stdout: '',
        stderr: pipeError,
        chunks: [{ fd: 2, text: pipeError }],
        exitCode: 2,
        waits: this.world.net.clock.takeWaits(),
        elapsedMs: 0,
      };
    }
    if (this.env === undefined) {
      // an interactive bash starts without OLDPWD (just-bash sets it to the start directory), so
      // `cd -` at the first prompt is `bash: cd: OLDPWD not set`
      const first = await this.bash.exec(':', { cwd: this.dir });
      this.env = { ...first.env };
      delete this.env.OLDPWD;
      delete this.env['?'];
    }
    try {
      // `$?` of the previous line: just-bash starts every exec at 0.
      const script = this.lastExit === 0 ? line : `(exit ${this.lastExit})\n${line}`;
      // the line's parse is marked for the order of its output (order.ts)
      this.order.armed = true;
      this.order.shell = true;
      this.order.line = true;
      this.order.defined = [];
      this.order.written.clear();
      const r = await this.strict
        .strict(() =>
          this.bash.exec(
            script,
            this.env ? { env: this.env, cwd: this.dir, replaceEnv: true } : { cwd: this.dir },
          ),
        )
        .finally(() => {
          this.order.armed = false;
          this.order.shell = false;
          this.order.line = false;
        });
      if (opts.record !== false) this.lastExit = r.exitCode;
      // the manager `make run` left in the background handles what this line did to the cluster
      this.world.cluster.local.manager?.turn();
      if (r.env) {
        this.env = { ...r.env };
        // Special parameters are the shell's own; carrying `?` over would pin it.
        delete this.env['?'];
        if (r.env.PWD) this.dir = r.env.PWD;
      }
      const out = ordered(r.stdout, r.stderr, (e) => redirectReasons(e, this.strict.failures));
      const parseError = out.stdout === '' ? interactiveParseError(out.stderr, line) : undefined;
      if (parseError !== undefined) {
        out.stderr = parseError;
        out.chunks = [{ fd: 2, text: parseError }];
      }
      const last = out.chunks.at(-1);
      const unset =
        r.exitCode !== 0 && last?.fd === 2
          ? unsetParameterError(line, last.text, (n) => (r.env ?? this.env)?.[n])
          : undefined;
      if (last !== undefined && unset !== undefined) {
        out.stderr = out.stderr.slice(0, out.stderr.length - last.text.length) + unset;
        last.text = unset;
      }
      return {
        stdout: out.stdout,
        stderr: out.stderr,
        chunks: out.chunks,
        exitCode: r.exitCode,
        waits: this.world.net.clock.takeWaits(),
        elapsedMs: this.world.net.clock.now() - start,
      };
    } catch (e) {
      if (e instanceof RefusedWrite) {
        // `exec > /nope/x` (strict-fs.ts redirectOpens); the line stops there
        if (opts.record !== false) this.lastExit = 1;
        const stderr = refusedRedirect(line, e);
        return {
          stdout: '',
          stderr,
          chunks: [{ fd: 2, text: stderr }],
          exitCode: 1,
          waits: this.world.net.clock.takeWaits(),
          elapsedMs: this.world.net.clock.now() - start,
        };
      }
      const stderr = `oplab: internal error: ${e instanceof Error ? e.message : String(e)}\n`;
      return {
        stdout: '',
        stderr,
        chunks: [{ fd: 2, text: stderr }],
        exitCode: 1,
        waits: this.world.net.clock.takeWaits(),
        elapsedMs: this.world.net.clock.now() - start,
      };
    }
  }

  /**
   * Ctrl-C at the prompt: the manager `make run` keeps in the background shuts down, as Ctrl-C in its
   * own terminal would stop it. Returns what it printed while stopping ('' when none was running).
   */
  interrupt(): string {
    const m = this.world.cluster.local.manager;
    if (m === undefined) return '';
    const before = m.log().length;
    m.stop();
    return m.log().slice(before);
  }

  /** A new terminal on the same machine: same files and network, fresh variables (and ~/.bashrc). */
  async newTerminal(): Promise<ShellSession> {
    return ShellSession.create({
      fs: this.fs,
      clock: this.world.net.clock,
      profile: this.profile,
      goVersion: this.world.goVersion,
      goToolchain: this.world.goToolchain,
      localServers: this.world.net.local,
      cluster: this.world.cluster,
      programs: this.world.programs,
    });
  }

  /** The state a restarted terminal restores (see SessionSnapshot). */
  async snapshot(): Promise<SessionSnapshot> {
    const files: Record<string, string> = {};
    await filesUnder(this.fs, HOME, files);
    return {
      cwd: this.dir,
      files,
      variables: this.variables,
      network: this.profile,
      history: [...this.history],
    };
  }

  /**
   * After the command that was running was killed by Ctrl-C: the files, directory, variables and
   * history as they were before it, and `$?` 130 (128 + SIGINT), as bash reports a job ended by ^C.
   */
  async restore(snap: SessionSnapshot | undefined, killedLine?: string, exitCode = 130): Promise<void> {
    this.lastExit = exitCode;
    if (snap === undefined) {
      // killed during the first command: the starting state is the one to keep
      if (killedLine !== undefined && killedLine.trim() !== '') this.history.push(killedLine);
      return;
    }
    const now: Record<string, string> = {};
    await filesUnder(this.fs, HOME, now);
    for (const path of Object.keys(now)) if (!(path in snap.files)) await this.fs.rm(path, { force: true });
    for (const [path, text] of Object.entries(snap.files)) {
      if (now[path] === text) continue;
      await this.fs.mkdir(path.slice(0, path.lastIndexOf('/')) || '/', { recursive: true });
      await this.fs.writeFile(path, text);
      if (text.startsWith('#!')) await this.fs.chmod(path, 0o755);
    }
    if ((await this.fs.exists(snap.cwd)) && (await this.fs.stat(snap.cwd)).isDirectory) this.dir = snap.cwd;
    // before the first command the shell's environment is still its initial one (env undefined)
    if (Object.keys(snap.variables).length > 0) this.env = { ...snap.variables };
    this.history.splice(0, this.history.length, ...snap.history);
    if (killedLine !== undefined && killedLine.trim() !== '') this.history.push(killedLine);
    this.setProfile(snap.network);
    this.lastExit = exitCode;
  }

  /** Tab completion of the word before `cursor` (commands, paths, make targets, subcommands). */
  async complete(line: string, cursor = line.length): Promise<Completion> {
    return complete(this.fs, this.dir, HOME, line, cursor);
  }

  async readFile(path: string): Promise<string | undefined> {
    const abs = path.startsWith('/') ? path : `${this.dir}/${path}`;
    return (await this.fs.exists(abs)) ? this.fs.readFile(abs) : undefined;
  }
}
