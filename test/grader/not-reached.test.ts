// A check whose evidence never happened is "not reached", never passed: with a panic or an endless
// loop before the call a check judges, the report leads with the interruption and its line, and the
// checks after it say why they could not judge. Every check family, on every code exercise.
import { describe, expect, it } from 'vitest';
import { gradeExercise, runScenarioOf } from '../../src/grader/grade.ts';
import type { ProjectFile } from '../../src/grader/load-exercise.ts';
import { codeExerciseIds, load } from './helpers.ts';

const CONTROLLER = 'internal/controller/app_controller.go';

/** The file with `stmts` inserted before the first line matching `before`; returns their first line. */
function insertBefore(
  files: ProjectFile[],
  path: string,
  before: RegExp,
  stmts: string[],
): { files: ProjectFile[]; line: number } {
  let line = 0;
  const out = files.map((f) => {
    if (f.path !== path) return f;
    const lines = f.content.split('\n');
    const at = lines.findIndex((l) => before.test(l));
    if (at < 0) throw new Error(`${path}: no line matches ${before}`);
    lines.splice(at, 0, ...stmts);
    line = at + 1;
    return { ...f, content: lines.join('\n') };
  });
  return { files: out, line };
}

/** The statement that makes the call a check judges in scope-get's starter (the wrong Get). */
const secretGet = /types\.NamespacedName\{Name:/;
// The Get is the second statement of `err := r.Get(...)`; insert before `var secret`.
const beforeSecret = /^\tvar secret corev1\.Secret/;

describe('scope-get with the wrong Get still in place', () => {
  const l = load('scope-get');
  it('a panic before the Get: no check passes on it, the report leads with the panic and its line', () => {
    const { files, line } = insertBefore(l.files('starter'), CONTROLLER, beforeSecret, [
      '\tif app.Name != "" {',
      '\t\tpanic("boom")',
      '\t}',
    ]);
    const r = gradeExercise(l.gradable, files);
    expect(r.checks.map((c) => [c.id, c.status])).toEqual([
      ['compile', 'pass'],
      ['program.runs', 'fail'],
      ['scope.get-namespace', 'skip'],
      ['outcome.credentials-found', 'skip'],
    ]);
    const lead = r.checks[1]!;
    expect(lead.lines).toEqual([{ file: CONTROLLER, line: line + 1, col: 3 }]);
    expect(lead.message.en).toContain(`Reconcile panicked at ${CONTROLLER}:${line + 1}`);
    expect(lead.message.en).toContain('panic: boom [recovered]');
    expect(lead.message['zh-cn']).toContain(`${CONTROLLER}:${line + 1}`);
    for (const c of r.checks.slice(2)) {
      expect(c.message.en).toMatch(/^Not reached: Reconcile panicked at /);
      expect(c.message['zh-cn']).toMatch(/^未执行：Reconcile 在 /);
      expect(c.hint).toBeUndefined();
    }
    expect(r.status).toBe('fail');
  });

  it('an endless loop before the Get: the same, led by the loop and its line', () => {
    const { files, line } = insertBefore(l.files('starter'), CONTROLLER, beforeSecret, ['\tfor {', '\t}']);
    const r = gradeExercise(l.gradable, files, { stepBudget: 2_000_000 });
    expect(r.checks.map((c) => [c.id, c.status])).toEqual([
      ['compile', 'pass'],
      ['program.runs', 'fail'],
      ['scope.get-namespace', 'skip'],
      ['outcome.credentials-found', 'skip'],
    ]);
    expect(r.checks[1]!.lines).toEqual([{ file: CONTROLLER, line, col: 2 }]);
    expect(r.checks[1]!.message.en).toContain('Reconcile never returned');
    for (const c of r.checks.slice(2))
      expect(c.message.en).toContain(`never got past the endless loop at ${CONTROLLER}:${line}`);
  });

  it('Run of the same: a reconcile the step budget stopped never returned, so it is not counted', () => {
    const { files, line } = insertBefore(l.files('starter'), CONTROLLER, beforeSecret, ['\tfor {', '\t}']);
    const out = runScenarioOf(l.gradable, files, undefined, { stepBudget: 2_000_000 })!;
    expect(out.run.result!.reconciles).toHaveLength(0);
    expect(out.run.result!.exitCode).toBe(2);
    expect(out.interrupted).toMatchObject({ kind: 'loop', lines: [{ file: CONTROLLER, line }] });
    const panicking = insertBefore(l.files('starter'), CONTROLLER, beforeSecret, ['\tpanic("boom")']);
    const p = runScenarioOf(l.gradable, panicking.files)!;
    const recs = p.run.result!.reconciles;
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.every((r) => r.panicked && r.panicAt?.line === panicking.line)).toBe(true);
    expect(p.interrupted).toMatchObject({
      kind: 'panic',
      text: 'panic: boom [recovered]',
      panicked: recs.length,
    });
  });

  it('a panic after the wrong Get: the Get was made, so its check still fails and points at it', () => {
    const { files } = insertBefore(l.files('starter'), CONTROLLER, /^\tswitch \{/, [
      '\tpanic("after the get")',
    ]);
    const r = gradeExercise(l.gradable, files);
    const get = r.checks.find((c) => c.id === 'scope.get-namespace')!;
    expect(get.status).toBe('fail');
    const getLine = files
      .find((f) => f.path === CONTROLLER)!
      .content.split('\n')
      .findIndex((s) => secretGet.test(s));
    expect(get.lines.map((x) => x.line)).toContain(getLine + 1);
    expect(r.checks[1]!.id).toBe('program.runs');
  });
});

/** Where a panic stops each exercise's code before anything its checks judge. */
function entryOf(ex: string): { path: string; func: RegExp } {
  if (ex === 'webhook-validate')
    return {
      path: 'internal/webhook/v1/app_webhook.go',
      func: /^func \(v \*AppCustomValidator\) ValidateCreate\(/,
    };
  // Its controller is given; the learner's file is main.go, where the manager is built.
  if (ex === 'watch-namespace') return { path: 'cmd/main.go', func: /^func main\(\)/ };
  return { path: CONTROLLER, func: /^func \(r \*\w+\) Reconcile\(/ };
}

describe('a reconcile still blocked when the scenario runs out of time', () => {
  it('capstone with the Secret rule cut to get: the cached Get waits for an informer that cannot list', () => {
    // controller-runtime's informer cache blocks the read in cache.WaitForCacheSync until the
    // informer syncs; the reconcile context has no deadline, so a real manager hangs there
    const l = load('capstone');
    const files = l.files('solution').map((f) =>
      f.path === CONTROLLER
        ? {
            ...f,
            content: f.content.replace(
              'resources=secrets,verbs=get;list;watch',
              'resources=secrets,verbs=get',
            ),
          }
        : f,
    );
    const r = gradeExercise(l.gradable, files);
    const lead = r.checks.find((c) => c.id === 'program.runs');
    expect(lead?.status).toBe('fail');
    expect(lead?.message.en).toMatch(
      /^The program was still blocked when the scenario .* ran out of time: virtual time limit reached: a goroutine is still blocked waiting for the v1\.Secret informer to sync/,
    );
    expect(lead?.message.en).toContain('it would hang there');
    expect(lead?.message.en).not.toContain('The program stopped');
    expect(lead?.hint?.en).toContain('an informer whose list and watch are allowed');
    expect(r.checks.find((c) => c.id === 'rbac.cache-syncs')?.status).toBe('fail');
    const skipped = r.checks.find((c) => c.id === 'status.conflict-handled');
    expect(skipped?.message.en).toMatch(/^Not reached: the program hung \(virtual time limit reached/);
  });
});

describe('every check family: a panic at the start of the code passes no check', () => {
  for (const id of codeExerciseIds()) {
    it(id, () => {
      const l = load(id);
      const { path, func } = entryOf(id);
      const { files, line } = insertBefore(l.files('solution'), path, func, []);
      // Insert after the function's header line: the panic is its first statement.
      const withPanic = files.map((f) => {
        if (f.path !== path) return f;
        const lines = f.content.split('\n');
        lines.splice(line, 0, '\tpanic("not yet")');
        return { ...f, content: lines.join('\n') };
      });
      const r = gradeExercise(l.gradable, withPanic);
      const passed = r.checks.filter((c) => c.status === 'pass').map((c) => c.id);
      expect(passed).toEqual(['compile']);
      expect(r.checks[1]!.id).toBe('program.runs');
      expect(r.checks[1]!.lines[0]).toMatchObject({ file: path, line: line + 1 });
      expect(r.status).toBe('fail');
    });
  }
});
