// Runs one golden program (test/go/testdata) through oplab's Go toolchain and compares the result
// with its trailer (format: test/go/testdata/README.md). Shared by golden.test.ts and
// scripts/update-golden-pending.ts so that both judge a program the same way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { decodeSource } from '../../src/go/build/source-bytes.ts';
import { type Phases, runGo, type SourceFile } from '../../src/go/index.ts';
import { type Expected, maskGoroutineIds, normaliseStderr, splitTrailer } from './golden-trailer.ts';

export const TESTDATA = join(import.meta.dirname, 'testdata');
export const PENDING_FILE = join(import.meta.dirname, 'golden-pending.txt');

/** A budget large enough for every program here, small enough that a runaway loop stops in seconds. */
const STEP_BUDGET = 50_000_000;

export function listGoldenPrograms(): string[] {
  return readdirSync(TESTDATA)
    .filter((n) => n.endsWith('.go') || existsSync(join(TESTDATA, n, 'main.go')))
    .sort();
}

export function readPending(): Set<string> {
  if (!existsSync(PENDING_FILE)) return new Set();
  return new Set(
    readFileSync(PENDING_FILE, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#')),
  );
}

interface Case {
  files: SourceFile[];
  target: { kind: 'files'; files: string[] } | { kind: 'dir'; dir: string };
  expected: Expected;
}

function loadCase(name: string): Case {
  const path = join(TESTDATA, name);
  if (!statSync(path).isDirectory()) {
    const { program, expected } = splitTrailer(readFileSync(path, 'utf8'));
    if (expected === undefined)
      throw new Error(`${name} has no trailer: run scripts/regen-go-golden.sh ${name}`);
    return { files: [{ name, src: program }], target: { kind: 'files', files: [name] }, expected };
  }
  const files: SourceFile[] = [];
  let expected: Expected | undefined;
  for (const entry of readdirSync(path, { recursive: true }) as string[]) {
    const full = join(path, entry);
    if (!statSync(full).isFile()) continue;
    const rel = relative(path, full).split(sep).join('/');
    if (!rel.endsWith('.go') && rel !== 'go.mod') {
      // Any other file is there for //go:embed: its bytes, kept as source text keeps them.
      files.push({ name: rel, src: decodeSource(readFileSync(full)) });
      continue;
    }
    const split = splitTrailer(readFileSync(full, 'utf8'));
    if (rel === 'main.go') expected = split.expected;
    files.push({ name: rel, src: rel.endsWith('.go') ? split.program : readFileSync(full, 'utf8') });
  }
  if (expected === undefined)
    throw new Error(`${name}/main.go has no trailer: run scripts/regen-go-golden.sh ${name}`);
  // With a go.mod: the module (`go run .`); without: the directory's .go files (`go run *.go`).
  const isModule = files.some((f) => f.name === 'go.mod');
  const named = files.filter((f) => !f.name.includes('/') && f.name.endsWith('.go')).map((f) => f.name);
  return {
    files,
    target: isModule ? { kind: 'dir', dir: '.' } : { kind: 'files', files: named.sort() },
    expected,
  };
}

export interface GoldenOutcome {
  pass: boolean;
  /** 'error' when real Go refused to build the program. */
  kind: Expected['kind'];
  /**
   * For programs that do not build: does oplab's first error line equal gc's? (issue 3 measures this
   * on held-out programs: at least 90%.)
   */
  firstErrorLineMatches: boolean;
  /** Expected and actual, rendered for a readable assertion diff. */
  expected: string;
  actual: string;
}

function render(exit: number, stdout: string, stderr: string): string {
  return `exit ${exit}\n--- stdout\n${stdout}--- stderr\n${stderr}`;
}

export function runGolden(name: string, phases?: Phases): GoldenOutcome {
  const c = loadCase(name);
  let result: { exitCode: number; stdout: string; stderr: string };
  try {
    result = runGo({ files: c.files, target: c.target, env: {}, args: [], stepBudget: STEP_BUDGET, phases });
  } catch (e) {
    // A crash of the toolchain itself: the program fails, with the JS error as its output.
    const msg = e instanceof Error ? (e.stack ?? e.message) : String(e);
    result = { exitCode: -1, stdout: '', stderr: `oplab crashed: ${msg}\n` };
  }
  const e = c.expected;
  const expected =
    e.kind === 'error'
      ? render(1, '', e.stderr)
      : render(e.exit, e.stdout, maskGoroutineIds(normaliseStderr(e.stderr)));
  const actualStderr = e.kind === 'error' ? result.stderr : maskGoroutineIds(normaliseStderr(result.stderr));
  const actual = render(result.exitCode, result.stdout, actualStderr);
  const firstError = (text: string) => text.split('\n').find((l) => l !== '' && !l.startsWith('# ')) ?? '';
  return {
    pass: expected === actual,
    kind: e.kind,
    firstErrorLineMatches:
      e.kind === 'error' && result.exitCode === 1 && firstError(e.stderr) === firstError(result.stderr),
    expected,
    actual,
  };
}
