// `oplab grade EXERCISE [FILE ...] [--starter | --solution] [--json] [--lang en|zh-cn]`
//
// Code exercises: each FILE replaces the exercise's editable file with the same base name (one FILE
// alone replaces the single editable file, whatever its name), on top of the starter (or the solution
// with --solution). Terminal exercises: FILE is a list of commands to replay; --starter replays none,
// --solution the shipped solution. Exit status: 0 every check passed, 1 some failed, 2 could not
// grade (unknown exercise, unreadable file, a file that matches no exercise file, bad arguments).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ProjectFile } from '../grader/exercise-files.ts';
import { type GradableExercise, gradeExercise } from '../grader/grade.ts';
import { type Loaded, loadParsedExercise } from '../grader/load-checked.ts';
import type { Locale, Report } from '../grader/report.ts';
import { exitCodeFor } from '../grader/report-status.ts';
// client-go's REST client reaches the simulated API server through the REST layer, bound here.
import '../kube/rest/bind-transport.ts';
// The terminal grader (the simulated shell) is imported only for a terminal exercise: loading it
// costs a code exercise's grade ~15% of its start-up.
import { terminalExerciseIds } from '../shell/exercises/ids.ts';
import { type Checked, readChecked } from './checked.ts';
import type { CommandIO, CommandModule } from './commands.ts';
import { processCpuMs } from './limits.ts';
import { CHECKED_DIR, REPO_ROOT } from './prebuilt.ts';
import { readSource } from './source-file.ts';

const USAGE = 'usage: oplab grade EXERCISE [FILE ...] [--starter | --solution] [--json] [--lang en|zh-cn]\n';

class UsageError extends Error {}

interface Args {
  exercise: string;
  files: string[];
  variant?: 'starter' | 'solution';
  json: boolean;
  lang: Locale;
}

function parseArgs(argv: string[]): Args {
  const files: string[] = [];
  let exercise: string | undefined;
  let variant: Args['variant'];
  let json = false;
  let lang: Locale = 'en';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--starter' || a === '--solution') {
      const v = a === '--starter' ? 'starter' : 'solution';
      if (variant !== undefined && variant !== v)
        throw new UsageError('--starter and --solution exclude each other');
      variant = v;
    } else if (a === '--lang' || a.startsWith('--lang=')) {
      const v = a === '--lang' ? argv[++i] : a.slice('--lang='.length);
      if (v !== 'en' && v !== 'zh-cn')
        throw new UsageError(`--lang must be en or zh-cn, not ${v ?? 'nothing'}`);
      lang = v;
    } else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else if (exercise === undefined) exercise = a;
    else files.push(a);
  }
  if (exercise === undefined) throw new UsageError('missing EXERCISE');
  if (files.length === 0 && variant === undefined)
    throw new UsageError('nothing to grade: give the files to grade, or --starter or --solution');
  return { exercise, files, variant, json, lang };
}

function exercisesDir(): string {
  return join(REPO_ROOT, 'exercises');
}

function readUserFile(path: string): string {
  try {
    return readSource(path);
  } catch (err) {
    const code = (err as { code?: string }).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (err as Error).message;
    throw new UsageError(`cannot read ${path}: ${why}`);
  }
}

/** Puts each given file in place of the editable file it names. */
export function replaceFiles(
  project: ProjectFile[],
  given: { path: string; content: string }[],
): ProjectFile[] {
  const editable = project.filter((f) => f.editable);
  const out = project.map((f) => ({ ...f }));
  const used = new Set<string>();
  for (const g of given) {
    const base = basename(g.path);
    let target: ProjectFile[];
    if (given.length === 1 && editable.length === 1) target = editable;
    else target = editable.filter((f) => basename(f.path) === base);
    if (target.length === 0) {
      const readOnly = project.find((f) => !f.editable && basename(f.path) === base);
      if (readOnly) throw new UsageError(`${g.path}: ${readOnly.path} is read-only in this exercise`);
      throw new UsageError(
        `${g.path} matches no editable file of the exercise (editable: ${editable.map((f) => f.path).join(', ')})`,
      );
    }
    if (target.length > 1)
      throw new UsageError(
        `${g.path} matches several editable files: ${target.map((f) => f.path).join(', ')}`,
      );
    const path = target[0].path;
    if (used.has(path)) throw new UsageError(`two files given for ${path}`);
    used.add(path);
    const slot = out.find((f) => f.path === path);
    if (slot) slot.content = g.content;
  }
  return out;
}

async function gradeCode(args: Args): Promise<Report> {
  const root = exercisesDir();
  const read = (p: string) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : undefined);
  // A built-in exercise.yaml as the build validated it, unless edited since (src/cli/checked.ts);
  // otherwise yaml and zod are loaded and it is validated here.
  const yamlText = read(`${args.exercise}/exercise.yaml`);
  const checked: Checked | undefined =
    yamlText === undefined ? undefined : readChecked(CHECKED_DIR, args.exercise, yamlText);
  const loaded: Loaded =
    checked !== undefined
      ? loadParsedExercise(args.exercise, checked.exercise, read)
      : (await import('../grader/load-exercise.ts')).loadExercise(args.exercise, read);
  if (!loaded.ok) throw new UsageError(loaded.errors.join('\n'));
  if (loaded.exercise.kind !== 'code') throw new UsageError(`${args.exercise} is not a code exercise`);
  const base = loaded.files(args.variant ?? 'starter');
  const given = args.files.map((p) => ({ path: p, content: readUserFile(p) }));
  const files = replaceFiles(base, given);
  const ex: GradableExercise = {
    exercise: loaded.exercise,
    text: (p) => read(`${args.exercise}/${p}`),
    parsedObjects: checked?.parsedObjects,
  };
  return gradeExercise(ex, files, { cpuTime: processCpuMs });
}

async function gradeTerminalArgs(args: Args): Promise<Report> {
  const { commandsOf, gradeTerminal, terminalExercise } = await import('../grader/terminal.ts');
  if (args.files.length > 1) throw new UsageError('a terminal exercise takes one FILE of commands');
  if (args.files.length === 1 && args.variant !== undefined)
    throw new UsageError(`give either a FILE of commands or --${args.variant}, not both`);
  const commands =
    args.files.length === 1
      ? commandsOf(readUserFile(args.files[0]))
      : args.variant === 'solution'
        ? terminalExercise(args.exercise).solution
        : [];
  return gradeTerminal(args.exercise, commands);
}

function knownIds(): string[] {
  const root = exercisesDir();
  const ids = new Set(terminalExerciseIds());
  for (const d of readdirSync(root)) if (existsSync(join(root, d, 'exercise.yaml'))) ids.add(d);
  return [...ids].sort();
}

// ---------------------------------------------------------------------------------------------
// Text output, after Exercism's test results: a verdict, then each check in order, failures with
// their lines, message, hint and lesson.

interface Paint {
  green(s: string): string;
  red(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

function paint(on: boolean): Paint {
  const wrap = (open: number, close: number) => (s: string) => (on ? `\x1b[${open}m${s}\x1b[${close}m` : s);
  return {
    green: wrap(32, 39),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
  };
}

/** Colour on a terminal only, unless NO_COLOR is set to anything but the empty string (no-color.org). */
export function colourWanted(isTTY: boolean, env: Record<string, string | undefined>): boolean {
  return isTTY && (env.NO_COLOR === undefined || env.NO_COLOR === '');
}

export function formatReport(r: Report, lang: Locale, colour: boolean): string {
  const p = paint(colour);
  const passed = r.checks.filter((c) => c.status === 'pass').length;
  const verdict =
    r.status === 'pass' ? p.green('PASS') : r.status === 'fail' ? p.red('FAIL') : p.yellow('ERROR');
  const out: string[] = [
    `${p.bold(r.exercise)}: ${verdict} (${passed} of ${r.checks.length} checks passed)`,
    '',
  ];
  const indent = (s: string) =>
    s
      .split('\n')
      .map((l) => `      ${l}`)
      .join('\n');
  for (const c of r.checks) {
    const mark =
      c.status === 'pass'
        ? p.green('✓')
        : c.status === 'fail'
          ? p.red('✗')
          : c.status === 'error'
            ? p.yellow('!')
            : p.dim('-');
    const title = c.title[lang];
    out.push(`  ${mark} ${c.id} ${p.dim('—')} ${c.status === 'skip' ? p.dim(title) : title}`);
    if (c.status === 'pass') continue;
    for (const l of c.lines) {
      const at = p.bold(`${l.file}:${l.line}${l.col ? `:${l.col}` : ''}`);
      // a helper's caller: the line of the learner's code that reached the line above
      out.push(`      ${l.caller ? (lang === 'en' ? `called from ${at}` : `由 ${at} 调用`) : at}`);
    }
    out.push(indent(c.message[lang]));
    if (c.hint) out.push(indent(`${lang === 'en' ? 'Hint' : '提示'}: ${c.hint[lang]}`));
    if (c.status === 'fail') out.push(indent(p.dim(`${lang === 'en' ? 'Lesson' : '课程'}: ${c.lesson}`)));
  }
  if (r.status === 'error' && r.message) out.push('', r.message[lang]);
  return `${out.join('\n')}\n`;
}

async function run(argv: string[], io: CommandIO): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.stdout.write(USAGE);
    return 0;
  }
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (err) {
    io.stderr.write(`oplab grade: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const root = exercisesDir();
  const isCode = existsSync(join(root, args.exercise, 'exercise.yaml'));
  if (!isCode && !terminalExerciseIds().includes(args.exercise)) {
    io.stderr.write(`oplab grade: unknown exercise "${args.exercise}" (known: ${knownIds().join(', ')})\n`);
    return 2;
  }
  let report: Report;
  try {
    report = isCode ? await gradeCode(args) : await gradeTerminalArgs(args);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`oplab grade: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
  if (args.json) io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    io.stdout.write(formatReport(report, args.lang, colourWanted(io.isTTY, process.env)));
  }
  return exitCodeFor(report.status);
}

const command: CommandModule = { run };
export default command;
