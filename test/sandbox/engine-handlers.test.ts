import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/sandbox/dispatch.ts';
import { engineHandlers } from '../../src/sandbox/engine-handlers.ts';
import { PROTOCOL_VERSION, type Response } from '../../src/sandbox/protocol.ts';

async function goRun(content: string, stepBudget?: number, others: { name: string; content: string }[] = []) {
  const posted: Response[] = [];
  await dispatch(
    {
      v: PROTOCOL_VERSION,
      id: 1,
      job: { kind: 'go-run', files: [{ name: 'main.go', content }, ...others], stepBudget },
    },
    engineHandlers,
    (r) => posted.push(r),
  );
  const text = (stream: 'stdout' | 'stderr') =>
    posted.map((r) => (r.kind === 'output' && r.stream === stream ? r.text : '')).join('');
  return { posted, stdout: text('stdout'), stderr: text('stderr'), last: posted.at(-1) };
}

describe('engine handlers (what the site worker runs)', () => {
  it('runs a Go program and streams its output', async () => {
    const r = await goRun('package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("héllo", 6*7)\n}\n');
    expect(r.stdout).toBe('héllo 42\n');
    expect(r.last).toEqual({
      v: PROTOCOL_VERSION,
      kind: 'done',
      id: 1,
      result: { exitCode: 0, stage: 'run' },
    });
  });

  it('embeds the other files of a playground project (//go:embed), as go run does', async () => {
    const r = await goRun(
      'package main\n\nimport (\n\t"embed"\n\t"os"\n\t"text/template"\n)\n\n//go:embed templates\nvar fsys embed.FS\n\nfunc main() {\n\tt := template.Must(template.ParseFS(fsys, "templates/*.tmpl"))\n\tt.Execute(os.Stdout, "gopher")\n}\n',
      undefined,
      [
        { name: 'go.mod', content: 'module example.com/p\n\ngo 1.23\n' },
        { name: 'templates/hi.tmpl', content: 'héllo, {{.}}\n' },
      ],
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('héllo, gopher\n');
  });

  it('reports a compile error as gc prints it, exit status 1', async () => {
    const r = await goRun('package main\n\nfunc main() {\n\tx := 1\n}\n');
    expect(r.stderr).toBe('# command-line-arguments\n./main.go:4:2: declared and not used: x\n');
    expect(r.last).toMatchObject({ kind: 'done', result: { exitCode: 1, stage: 'compile' } });
  });

  it('stops an infinite loop at the step budget, naming the line', async () => {
    const r = await goRun('package main\n\nfunc main() {\n\tn := 0\n\tfor {\n\t\tn++\n\t}\n}\n', 100_000);
    expect(r.stderr).toContain('./main.go:');
    expect(r.stderr).toMatch(/step budget exceeded/);
    expect(r.last?.kind).toBe('done');
    if (r.last?.kind === 'done') expect((r.last.result as { exitCode: number }).exitCode).not.toBe(0);
  });
});
