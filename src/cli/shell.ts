// `oplab shell [--exercise ID] [--network PROFILE] [--lang en|zh-cn]`: the lab's simulated terminal
// (go, kubebuilder, operator-sdk, make… on a simulated network) in a real terminal, with line
// editing, history and completion from node:readline. Network waits are shown with a short spinner
// instead of the real 30 s.
//
// Extra commands: `hint` (next hint of the exercise), `check` (run the exercise's checks),
// `instructions`, `exit`. `oplab-network [PROFILE]` switches the network profile.
import { createInterface } from 'node:readline';
import type { Wait } from '../shell/clock.ts';
import type { GoToolchain } from '../shell/commands/go/build.ts';
import type { TerminalExercise } from '../shell/exercises/definition.ts';
import { isProfileId, type Locale, PROFILES } from '../shell/network/profiles.ts';
import type { ShellSession } from '../shell/session.ts';
import type { CommandIO, CommandModule } from './commands.ts';

const HOME = '/home/user';

/**
 * The Go toolchain (src/go) is loaded on the first command that needs it (`go build`, `go run`,
 * controller-gen's object generator in `make generate`), not at start-up. Every method of the
 * toolchain is forwarded: one left out is a feature the CLI's shell silently lacks.
 */
const toolchain = () => import('../shell/go-toolchain.ts').then((m) => m.srcGoToolchain);
const lazyGoToolchain: Required<GoToolchain> = {
  async run(files, args, cwd, opts) {
    return (await toolchain()).run(files, args, cwd, opts);
  },
  async deepCopy(files, dirs, header, cwd) {
    const tc = await toolchain();
    return tc.deepCopy ? tc.deepCopy(files, dirs, header, cwd) : { written: {}, errors: [] };
  },
};

const USAGE = `usage: oplab shell [--exercise ID] [--network PROFILE] [--lang en|zh-cn]

A simulated terminal: go, kubebuilder, operator-sdk and make on a simulated network.
  --exercise ID      start in a terminal exercise (e.g. gomod-proxy)
  --network PROFILE  ${Object.keys(PROFILES).join(' | ')} (default: the exercise's, else open)
  --lang LANG        en or zh-cn, for exercise texts (default en)

Inside: hint, check, instructions, exit; oplab-network [PROFILE] switches the network;
CMD 2>&1 | oplab-explain looks an error up in the error reference.
`;

interface Options {
  exercise?: string;
  network?: string;
  lang: Locale;
}

function parseArgs(args: string[]): Options | string {
  const o: Options = { lang: 'en' };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const [flag, inline] = a.includes('=')
      ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
      : [a, undefined];
    const value = () => inline ?? args[++i];
    if (flag === '--exercise') o.exercise = value();
    else if (flag === '--network') o.network = value();
    else if (flag === '--lang') {
      const l = value();
      if (l !== 'en' && l !== 'zh-cn') return `oplab shell: --lang must be en or zh-cn, not "${l}"`;
      o.lang = l;
    } else return `oplab shell: unknown argument ${a}`;
  }
  if (o.network !== undefined && !isProfileId(o.network)) {
    return `oplab shell: unknown network profile "${o.network}" (choose one of: ${Object.keys(PROFILES).join(', ')})`;
  }
  return o;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** Shows each long virtual wait as a short spinner (about 40 ms of real time per virtual second). */
async function spin(io: CommandIO, waits: Wait[]): Promise<void> {
  for (const w of waits) {
    const realMs = Math.min(1500, w.ms / 25);
    const label = `${w.label} (${(w.ms / 1000).toFixed(0)} s simulated)`;
    for (let t = 0, f = 0; t < realMs; t += 80, f++) {
      io.stderr.write(`\r${FRAMES[f % FRAMES.length]} ${label}`);
      await new Promise((r) => setTimeout(r, 80));
    }
    io.stderr.write(`\r${' '.repeat(label.length + 2)}\r`);
  }
}

function prompt(session: ShellSession): string {
  const dir =
    session.cwd === HOME
      ? '~'
      : session.cwd.startsWith(`${HOME}/`)
        ? `~${session.cwd.slice(HOME.length)}`
        : session.cwd;
  return `user@oplab:${dir}$ `;
}

const BUILTIN_NAMES = [
  'go',
  'kubebuilder',
  'operator-sdk',
  'make',
  'oplab-network',
  'oplab-explain',
  'ls',
  'cd',
  'cat',
  'sed',
  'grep',
  'export',
  'unset',
  'echo',
  'rm',
  'mkdir',
  'hint',
  'check',
  'instructions',
  'exit',
];

async function completer(session: ShellSession, line: string): Promise<[string[], string]> {
  const word = line.split(/\s+/).pop() ?? '';
  if (!line.includes(' ')) return [BUILTIN_NAMES.filter((n) => n.startsWith(word)), word];
  const slash = word.lastIndexOf('/');
  const dirPart = slash >= 0 ? word.slice(0, slash + 1) : '';
  const base = dirPart.startsWith('/')
    ? dirPart
    : `${session.cwd}/${dirPart.replace(/^~\//, `${HOME.slice(session.cwd.length + 1)}`)}`;
  try {
    const names = await session.fs.readdir(dirPart.startsWith('~/') ? `${HOME}/${dirPart.slice(2)}` : base);
    const hits = names.filter((n) => n.startsWith(word.slice(slash + 1))).map((n) => dirPart + n);
    return [hits, word];
  } catch {
    return [[], word];
  }
}

async function runShell(opts: Options, io: CommandIO): Promise<number> {
  const { loadTerminalExercise } = await import('../shell/exercises/definition.ts');
  const { evaluateChecks } = await import('../shell/exercises/checks.ts');
  const { startExercise } = await import('../shell/exercises/replay.ts');
  const { ShellSession } = await import('../shell/session.ts');
  let exercise: TerminalExercise | undefined;
  let session: ShellSession;
  if (opts.exercise) {
    try {
      exercise = loadTerminalExercise(opts.exercise);
    } catch (e) {
      io.stderr.write(`oplab shell: ${(e as Error).message}\n`);
      return 2;
    }
    session = await startExercise(exercise);
    session.world.goToolchain = lazyGoToolchain;
    if (opts.network && isProfileId(opts.network)) session.setProfile(opts.network);
    io.stdout.write(`${exercise.title[opts.lang]}\n\n${exercise.instructions[opts.lang]}\n\n`);
  } else {
    const profile = opts.network !== undefined && isProfileId(opts.network) ? opts.network : 'open';
    session = await ShellSession.create({ profile, goToolchain: lazyGoToolchain });
  }
  io.stdout.write(`network: ${PROFILES[session.profile].title[opts.lang]} — type "exit" to leave\n`);
  let hintsShown = 0;
  let last = 0;
  const rl = createInterface({
    input: process.stdin,
    output: io.isTTY ? process.stdout : undefined,
    terminal: io.isTTY,
    historySize: 500,
    completer: (line: string, cb: (err: null, r: [string[], string]) => void) => {
      completer(session, line).then((r) => cb(null, r));
    },
  });
  const ask = () => {
    if (io.isTTY) {
      rl.setPrompt(prompt(session));
      rl.prompt();
    }
  };
  ask();
  for await (const line of rl) {
    const cmd = line.trim();
    if (cmd === 'exit' || cmd === 'logout') break;
    if (!io.isTTY && cmd !== '') io.stdout.write(`${prompt(session)}${cmd}\n`);
    if (cmd === 'hint' && exercise) {
      const hints = exercise.hints[opts.lang];
      io.stdout.write(
        hintsShown < hints.length
          ? `hint ${hintsShown + 1}/${hints.length}: ${hints[hintsShown++]}\n`
          : 'no more hints\n',
      );
    } else if (cmd === 'instructions' && exercise) {
      io.stdout.write(`${exercise.instructions[opts.lang]}\n`);
    } else if (cmd === 'check' && exercise) {
      const results = await evaluateChecks(exercise, session);
      for (const c of results)
        io.stdout.write(`${c.status === 'pass' ? 'PASS' : 'FAIL'} ${c.id}: ${c.message[opts.lang]}\n`);
      last = results.every((c) => c.status === 'pass') ? 0 : 1;
    } else if (cmd !== '') {
      const r = await session.run(line);
      if (io.isTTY) await spin(io, r.waits);
      // in the order the line wrote them, as on a terminal
      for (const c of r.chunks) (c.fd === 1 ? io.stdout : io.stderr).write(c.text);
      last = r.exitCode;
    }
    ask();
  }
  rl.close();
  return last;
}

const shellCommand: CommandModule = {
  async run(args, io) {
    if (args.includes('-h') || args.includes('--help')) {
      io.stdout.write(USAGE);
      return 0;
    }
    const opts = parseArgs(args);
    if (typeof opts === 'string') {
      io.stderr.write(`${opts}\n${USAGE}`);
      return 2;
    }
    return runShell(opts, io);
  },
};

export default shellCommand;
