// `go test -json`: test2json's event stream, compared with go1.23.5's for the same module
// (fixtures/go-test-json: the module, and `go test -json -count=1 -p 1 ./...`'s stdout and stderr
// captured with /usr/lib/go-1.23/bin/go in a temporary directory). Only what real time decides is
// normalised: each event's Time, the package's final Elapsed and the durations of the ok/FAIL lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goJSONString, rfc3339Nano, Test2JSON } from '../../src/shell/commands/go/test2json.ts';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'go-test-json');

function moduleFiles(): Record<string, string> {
  const dir = join(FIXTURES, 'module');
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[`/home/user/m/${relative(dir, p)}`] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

async function session(cwd = '/home/user/m') {
  const s = await ShellSession.create({
    profile: 'offline',
    cwd,
    goToolchain: srcGoToolchain,
    files: moduleFiles(),
  });
  return async (line: string) => {
    const r = await s.run(line);
    return { stdout: r.stdout, stderr: r.stderr, code: r.exitCode };
  };
}

/** Time, a package's final Elapsed and the ok/FAIL lines' durations, which real time decides. */
function normalise(jsonl: string): string {
  return jsonl
    .replace(/"Time":"[^"]*",/g, '')
    .replace(/("Action":"(?:pass|fail|skip)","Package":"[^"]*","Elapsed":)[0-9.]+\}/g, '$1E}')
    .replace(/\\t[0-9]+\.[0-9]{3}s\\n"/g, '\\tD\\n"');
}

describe('go test -json', { timeout: 120_000 }, () => {
  it("prints go1.23's events: nesting, subtests, partial and long lines, [build failed], [no test files], TestMain", async () => {
    const run = await session();
    const r = await run('go test -json -count=1 -p 1 ./...');
    const want = readFileSync(join(FIXTURES, 'events.go1.23.jsonl'), 'utf8');
    expect(normalise(r.stdout)).toBe(normalise(want));
    expect(r.stderr).toBe(readFileSync(join(FIXTURES, 'stderr.go1.23.txt'), 'utf8'));
    expect(r.code).toBe(1);
    const events = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { Time: string; Action: string; Elapsed?: number; Output?: string });
    // Times are the simulated clock's, RFC 3339 in UTC, never going back.
    const times = events.map((e) => Date.parse(e.Time));
    for (const t of events) expect(t.Time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // A package's Elapsed is its ok line's time and the millisecond test2json's converter adds.
    const i = events.findIndex((e) => e.Output === 'ok  \texample.com/m/sub\t0.012s\n');
    expect(events[i + 1]).toMatchObject({ Action: 'pass', Elapsed: 0.013 });
  });

  it('local directory mode: no newline before the ok line; -v=test2json frames lines with ^V', async () => {
    const run = await session('/home/user/m/tm');
    const r = await run('go test -json -run Long/two');
    // go1.23.5 (local directory mode: the output is not buffered, so `teardown` runs into the ok line)
    expect(normalise(r.stdout).split('\n').slice(-4)).toEqual([
      '{"Action":"output","Package":"example.com/m/tm","Output":"PASS\\n"}',
      '{"Action":"output","Package":"example.com/m/tm","Output":"teardownok  \\texample.com/m/tm\\tD\\n"}',
      '{"Action":"pass","Package":"example.com/m/tm","Elapsed":E}',
      '',
    ]);
    const run2 = await session();
    const v = await run2('go test -v=test2json -count=1 ./sub ./bf');
    expect(v.stdout).toBe(
      [
        '\x16=== RUN   TestOK',
        '\x16--- PASS: TestOK (0.00s)',
        '\x16=== NAME  ',
        '\x16PASS',
        'ok  \texample.com/m/sub\t0.012s',
        'FAIL\texample.com/m/bf [build failed]',
        'FAIL',
        '',
      ].join('\n'),
    );
  });

  it("a package list run's output without a final newline gets one before the ok line", async () => {
    // go1.23.5: `go test ./tm` prints an empty line, then the ok line (go.dev/issue/49317)
    const run = await session();
    const r = await run('go test -count=1 ./tm');
    expect(r.stdout).toBe('\nok  \texample.com/m/tm\t0.012s\n');
  });
});

describe('test2json converter', () => {
  it('splits a line at a ^V, passes a benchmark name line on before its result, and escapes as encoding/json', () => {
    const lines: string[] = [];
    const c = new Test2JSON(
      'p',
      (l) => lines.push(l),
      () => 1_257_894_000_000_000_001n,
    );
    c.write('\x16=== RUN   BenchmarkX\n');
    c.write('BenchmarkX-2   \t');
    c.write('  100\t  12.0 ns/op\n');
    c.write('\x16--- FAIL: BenchmarkX\n    b.go:3: <&>\n\x16FAIL\n');
    c.exited(true);
    c.close(0.0125);
    expect(lines.map((l) => l.replace(/"Time":"[^"]*",/, ''))).toEqual([
      '{"Action":"start","Package":"p"}\n',
      '{"Action":"run","Package":"p","Test":"BenchmarkX"}\n',
      '{"Action":"output","Package":"p","Test":"BenchmarkX","Output":"=== RUN   BenchmarkX\\n"}\n',
      '{"Action":"output","Package":"p","Test":"BenchmarkX","Output":"BenchmarkX-2   \\t"}\n',
      '{"Action":"output","Package":"p","Test":"BenchmarkX","Output":"  100\\t  12.0 ns/op\\n"}\n',
      '{"Action":"output","Package":"p","Test":"BenchmarkX","Output":"--- FAIL: BenchmarkX\\n"}\n',
      '{"Action":"output","Package":"p","Test":"BenchmarkX","Output":"    b.go:3: \\u003c\\u0026\\u003e\\n"}\n',
      '{"Action":"fail","Package":"p","Test":"BenchmarkX"}\n',
      '{"Action":"output","Package":"p","Output":"FAIL\\n"}\n',
      '{"Action":"fail","Package":"p","Elapsed":0.013}\n',
    ]);
    expect(lines[0]).toContain('"Time":"2009-11-10T23:00:00.000000001Z"');
    expect(rfc3339Nano(1_257_894_000_120_000_000n)).toBe('2009-11-10T23:00:00.12Z');
    expect(goJSONString('a\u2028\x7f\x1f"')).toBe('"a\\u2028\x7f\\u001f\\""');
  });
});
