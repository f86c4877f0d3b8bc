// `oplab exercises [--json]`: every shipped exercise with its kind, title and lesson. Code
// exercises come from exercises/<id>/exercise.yaml (src/grader/exercise.ts); terminal exercises
// from the shell's definitions (src/shell/exercises/definition.ts). A folder that fails to load
// is named with its errors on stderr, and the exit status is 2.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadExercise } from '../grader/load-exercise.ts';
import type { Localized } from '../grader/report.ts';
import { loadTerminalExercise, terminalExerciseIds } from '../shell/exercises/definition.ts';
import type { CommandIO, CommandModule } from './commands.ts';
import { REPO_ROOT } from './prebuilt.ts';

interface Listed {
  id: string;
  kind: 'code' | 'terminal';
  title: Localized;
  /** Lesson section, without the locale prefix. */
  lesson: string;
}

/** `lessons/x#a` or `/en/lessons/x/#a` → `/lessons/x/#a`, the form code exercises use. */
function sitePath(link: string): string {
  const [path = '', anchor] = link.replace(/^\/?(en\/)?/, '').split('#');
  return `/${path.replace(/\/?$/, '/')}${anchor ? `#${anchor}` : ''}`;
}

const USAGE = 'usage: oplab exercises [--json]\n';

function exercisesDir(): string {
  return join(REPO_ROOT, 'exercises');
}

async function run(args: string[], io: CommandIO): Promise<number> {
  const json = args.includes('--json');
  const unknown = args.filter((a) => a !== '--json');
  if (args.includes('-h') || args.includes('--help')) {
    io.stdout.write(USAGE);
    return 0;
  }
  if (unknown.length > 0) {
    io.stderr.write(`oplab exercises: unknown argument ${unknown[0]}\n${USAGE}`);
    return 2;
  }
  const root = exercisesDir();
  const read = (p: string) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : undefined);
  const listed: Listed[] = [];
  const errors: string[] = [];
  for (const d of readdirSync(root, { withFileTypes: true })) {
    if (!d.isDirectory() || !existsSync(join(root, d.name, 'exercise.yaml'))) continue;
    const r = loadExercise(d.name, read);
    if (r.ok)
      listed.push({
        id: r.exercise.id,
        kind: r.exercise.kind,
        title: r.exercise.title,
        lesson: r.exercise.lesson,
      });
    else errors.push(...r.errors);
  }
  for (const id of terminalExerciseIds()) {
    try {
      const ex = loadTerminalExercise(id);
      listed.push({
        id,
        kind: 'terminal',
        title: ex.title,
        lesson: sitePath(ex.lesson.en),
      });
    } catch (err) {
      errors.push(err instanceof Error ? err.message : String(err));
    }
  }
  listed.sort((a, b) => a.id.localeCompare(b.id));
  if (json) io.stdout.write(`${JSON.stringify(listed, null, 2)}\n`);
  else {
    const width = Math.max(...listed.map((e) => e.id.length));
    for (const e of listed) io.stdout.write(`${e.id.padEnd(width)}  ${e.kind.padEnd(8)}  ${e.title.en}\n`);
  }
  for (const e of errors) io.stderr.write(`oplab exercises: ${e}\n`);
  return errors.length > 0 ? 2 : 0;
}

const command: CommandModule = { run };
export default command;
