// The playground's status line after a run says why a program that ended with a non-zero status
// ended (src/components/playground/run-summary.ts): the runs go through the engine's run-project job,
// as the playground's worker runs them, so the lines quoted are the ones a learner's run writes.
import { describe, expect, it } from 'vitest';
import { endReason, runSummary } from '../../src/components/playground/run-summary.ts';
import { playgroundStrings } from '../../src/components/playground/strings.ts';
import { makeEngineHandlers } from '../../src/sandbox/engine-handlers.ts';
import type { ProjectRunView } from '../../src/sandbox/project-run.ts';

const GO_MOD = 'module example.com/p\n\ngo 1.24.0\n';
const handlers = makeEngineHandlers({ runner: () => import('../../src/kube/run/index.ts') });
const job = handlers['run-project'];
if (!job) throw new Error('the engine handlers have no run-project job');
const run = async (main: string) =>
  (await job(
    {
      kind: 'run-project',
      files: [
        { name: 'go.mod', content: GO_MOD },
        { name: 'main.go', content: main },
      ],
      objects: '',
      objectsName: 'objects.yaml',
      rbac: 'admin',
    },
    () => {},
  )) as ProjectRunView;
const program = (body: string, imports = '') =>
  `package main\n\nimport (\n\t"fmt"\n${imports})\n\nfunc main() {\n\tfmt.Println("start")\n\t${body}\n}\n`;

const en = playgroundStrings('en');
const zh = playgroundStrings('zh-cn');

describe('the status line after a run', () => {
  it('is the plain summary for a program that ended with status 0', async () => {
    const r = await run(program('fmt.Println("done")'));
    expect(r.stage).toBe('run');
    expect(r.exitCode).toBe(0);
    expect(runSummary(en, r, 12)).toBe('Ran in 12 ms: 0 API calls and cache reads, 0 reconciles.');
  });

  it("quotes Go's panic line, not the goroutine trace after it", async () => {
    const r = await run(program('panic(errors.New("boom"))', '\t"errors"\n'));
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('goroutine 1 [running]:');
    expect(runSummary(en, r, 7)).toBe(
      'Ran in 7 ms: 0 API calls and cache reads, 0 reconciles. ' +
        'The program ended with exit status 2: panic: boom (the whole output is in Logs).',
    );
    expect(runSummary(zh, r, 7)).toBe(
      '运行用时 7 毫秒：0 次 API 调用和缓存读取，0 次调谐。程序以退出状态 2 结束：panic: boom（完整输出见“日志”）。',
    );
  });

  it('names the line where an endless loop was stopped', async () => {
    const r = await run(program('n := 0\n\tfor {\n\t\tn++\n\t}'));
    expect(r.exitCode).toBe(2);
    expect(runSummary(en, r, 1500)).toMatch(
      /^Ran in 1500 ms: .* The program ended with exit status 2: .*main\.go:10:2.* \(the whole output is in Logs\)\.$/,
    );
  });

  it("quotes log.Fatal's message and the deadlock's fatal error", async () => {
    const fatal = await run(program('log.Fatal("cannot start: no config")', '\t"log"\n'));
    expect(fatal.exitCode).toBe(1);
    expect(runSummary(en, fatal, 3)).toMatch(/exit status 1: .*cannot start: no config \(the whole/);
    const deadlock = await run(program('ch := make(chan int)\n\t<-ch'));
    expect(deadlock.exitCode).toBe(2);
    expect(runSummary(en, deadlock, 3)).toContain(
      'exit status 2: fatal error: all goroutines are asleep - deadlock! (the whole output is in Logs).',
    );
  });

  it('says to look at Logs when the program wrote nothing, and shortens a long line', async () => {
    const r = await run(program('os.Exit(3)', '\t"os"\n'));
    expect(r.exitCode).toBe(3);
    expect(runSummary(en, r, 3)).toBe(
      'Ran in 3 ms: 0 API calls and cache reads, 0 reconciles. The program ended with exit status 3; see Logs.',
    );
    expect(endReason(`${'x'.repeat(500)}\n`)).toBe(`${'x'.repeat(199)}…`);
    expect(endReason('\n\n')).toBeUndefined();
  });
});
