// Golden outputs for programs/*.go: what real Go (go1.23) prints, normalised so the parts an
// interpreter cannot reproduce (addresses, stack traces after the goroutine header) are left out.
// `node_modules/.bin/node test/go/interp/golden.ts` regenerates programs/*.golden.json when
// Debian's golang-1.23-go is installed; the tests only read the JSON files.

export interface Golden {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Keep stderr up to the first goroutine header (panics, deadlocks) or the runtime stack marker. */
export function normaliseStderr(s: string): string {
  const out: string[] = [];
  for (const line of s.split('\n')) {
    if (/^exit status \d+$/.test(line)) continue;
    if (line.startsWith('runtime: sp=')) continue;
    // Addresses and goroutine numbers other than main's differ from run to run in gc itself.
    out.push(
      line
        .replace(/pc=0x[0-9a-f]+/, 'pc=0x0')
        .replace(/\) 0x[0-9a-f]+$/, ') 0xADDR')
        .replace(/^goroutine (?!1 )\d+ \[/, 'goroutine N ['),
    );
    if (/^goroutine \d+ \[.*\]:$/.test(line) || line === 'runtime stack:') break;
  }
  return out.join('\n');
}

async function regenerate(): Promise<void> {
  const { execFileSync, spawnSync } = await import('node:child_process');
  const { readdirSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = join(import.meta.dirname, 'programs');
  const goBin = execFileSync('sh', ['-c', "dpkg -L golang-1.23-go | grep 'bin/go$'"]).toString().trim();
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.go'))
    .sort()) {
    const r = spawnSync(goBin, ['run', join(dir, f)], {
      cwd: dir,
      env: { ...process.env, GOCACHE: '/tmp/gocache', GOTOOLCHAIN: 'local', GOFLAGS: '' },
      encoding: 'utf8',
    });
    const m = /exit status (\d+)\s*$/.exec(r.stderr);
    const g: Golden = {
      stdout: r.stdout,
      stderr: normaliseStderr(r.stderr),
      exitCode: m ? Number(m[1]) : (r.status ?? 0),
    };
    writeFileSync(join(dir, f.replace(/\.go$/, '.golden.json')), `${JSON.stringify(g, null, 2)}\n`);
    console.log(f, g.exitCode);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await regenerate();
