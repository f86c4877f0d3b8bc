// Terminal exercises through the shared report: replaying nothing fails, replaying the shipped
// solution passes, the report validates, and the same commands give a byte-identical report.
import { describe, expect, it } from 'vitest';
import { Report } from '../../src/grader/report.ts';
import { gradeTerminal, terminalExercise, terminalExerciseIds } from '../../src/grader/terminal.ts';

describe('terminal exercises', () => {
  it('include gomod-proxy', () => {
    expect(terminalExerciseIds()).toContain('gomod-proxy');
  });

  for (const id of terminalExerciseIds()) {
    describe(id, () => {
      it('the starter (no commands) fails', async () => {
        const r = await gradeTerminal(id, []);
        expect(Report.safeParse(r).success).toBe(true);
        expect(r.status).toBe('fail');
        for (const c of r.checks.filter((x) => x.status === 'fail')) {
          expect(c.hint?.en).toBeTruthy();
          expect(c.message['zh-cn']).toBeTruthy();
        }
      });

      it('the shipped solution passes, with its transcript as the logs', async () => {
        const commands = terminalExercise(id).solution;
        const r = await gradeTerminal(id, commands);
        expect(r.status, JSON.stringify(r.checks, null, 1)).toBe('pass');
        expect(r.logs[0]).toBe(`$ ${commands[0]}`);
      });

      it('gives a byte-identical report for the same commands', async () => {
        const commands = terminalExercise(id).solution;
        const a = JSON.stringify(await gradeTerminal(id, commands));
        const b = JSON.stringify(await gradeTerminal(id, commands));
        expect(a).toBe(b);
      });
    });
  }
});
