// The `// Output:` / `// Error:` trailer of a golden Go program (format: test/go/testdata/README.md).
// Shared by the golden test runner and scripts/regen-go-golden.ts, so both read and write the same
// format. No Node APIs here.

/** What a golden program is expected to do. */
export type Expected =
  | { kind: 'run'; stdout: string; stderr: string; exit: number }
  | { kind: 'error'; stderr: string };

const NO_EOL = '\\ No newline at end of output';
// A runtime.throw (fatal error) prints the goroutine with its g and m: `goroutine 1 gp=0xc0000061c0 m=0
// mp=0x554900 [running]:`.
const GOROUTINE_HEADER = /^goroutine \d+ (gp=0x[0-9a-f]+ m=\d+ mp=0x[0-9a-f]+ )?\[[^\]]*\]:$/;

function isHeader(line: string): boolean {
  return line === '// Output:' || line === '// Error:';
}

/** Splits a golden file into the program text and its trailer (undefined when it has none). */
export function splitTrailer(text: string): { program: string; expected: Expected | undefined } {
  const lines = text.split('\n');
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!lines[i].startsWith('//')) break;
    if (isHeader(lines[i])) start = i;
  }
  if (start < 0) return { program: text, expected: undefined };
  let end = start;
  while (end > 0 && lines[end - 1] === '') end--;
  const program = `${lines.slice(0, end).join('\n')}\n`;
  return { program, expected: parseTrailer(lines.slice(start)) };
}

function uncomment(line: string): string {
  if (line === '//') return '';
  if (line.startsWith('// ')) return line.slice(3);
  throw new Error(`golden trailer: line ${JSON.stringify(line)} is not "//" or "// text"`);
}

function decodeBlock(lines: string[]): string {
  if (lines.length === 0) return '';
  if (lines[lines.length - 1] === NO_EOL) return lines.slice(0, -1).join('\n');
  return `${lines.join('\n')}\n`;
}

function parseTrailer(lines: string[]): Expected {
  const head = lines[0];
  const body = lines.slice(1).map(uncomment);
  if (head === '// Error:') return { kind: 'error', stderr: decodeBlock(body) };
  const out: string[] = [];
  const err: string[] = [];
  let exit = 0;
  let target = out;
  for (const line of body) {
    const exitMatch = /^Exit: (\d+)$/.exec(line);
    if (exitMatch) {
      exit = Number(exitMatch[1]);
      continue;
    }
    if (line === 'Stderr:') {
      target = err;
      continue;
    }
    target.push(line);
  }
  return { kind: 'run', stdout: decodeBlock(out), stderr: decodeBlock(err), exit };
}

function encodeBlock(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  else lines.push(NO_EOL);
  return lines.map((l) => (l === '' ? '//' : `// ${l}`));
}

/** Renders a trailer (without a leading blank line). */
export function formatTrailer(e: Expected): string {
  const lines: string[] = [];
  if (e.kind === 'error') {
    lines.push('// Error:', ...encodeBlock(e.stderr));
  } else {
    lines.push('// Output:', ...encodeBlock(e.stdout));
    if (e.stderr !== '') lines.push('// Stderr:', ...encodeBlock(e.stderr));
    if (e.exit !== 0) lines.push(`// Exit: ${e.exit}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Makes crash output comparable: keeps stderr up to the first `goroutine N [state]:` header (the
 * stack trace below it is machine-specific) and masks the program counter of a SIGSEGV line and of
 * a signal's `PC=` line, a throw's g and m, and a stack overflow's addresses and GOROOT.
 */
export function normaliseStderr(stderr: string): string {
  const lines = stderr.split('\n');
  const header = lines.findIndex((l) => GOROUTINE_HEADER.test(l));
  const kept = header >= 0 ? `${lines.slice(0, header + 1).join('\n')}\n` : stderr;
  return (
    kept
      .replace(/ pc=0x[0-9a-f]+\]/g, ' pc=0x?]')
      // A signal's PC line (SIGTRAP from runtime.Breakpoint): where the trap is in the binary.
      .replace(/^PC=0x[0-9a-f]+ m=\d+ sigcode=/m, 'PC=0x? m=? sigcode=')
      .replace(/ gp=0x[0-9a-f]+ m=\d+ mp=0x[0-9a-f]+ \[/, ' gp=0x? m=? mp=0x? [')
      // A stack overflow's report, above the goroutine: its stack bounds and the runtime's frames.
      .replace(
        /^runtime: sp=0x[0-9a-f]+ stack=\[0x[0-9a-f]+, 0x[0-9a-f]+\]$/m,
        'runtime: sp=0x? stack=[0x?, 0x?]',
      )
      .replace(/^runtime\.throw\(\{0x[0-9a-f]+\?, 0x[0-9a-f]+\?\}\)$/m, 'runtime.throw({0x?, 0x?})')
      .replace(/ \+0x[0-9a-f]+ fp=0x[0-9a-f]+ sp=0x[0-9a-f]+ pc=0x[0-9a-f]+$/gm, ' +0x? fp=0x? sp=0x? pc=0x?')
      // GOROOT as the reference toolchain's package installs it, as oplab names it (build.ts).
      .replace(/^\t\/usr\/lib\/go-[0-9.]+\/src\//gm, '\t/usr/local/go/src/')
  );
}

/**
 * Compare-time only: a goroutine other than main is numbered by the runtime's own bookkeeping (go1.23
 * gives the first user goroutine id 18 because of its system goroutines), so ids above 1 compare as `N`.
 */
export function maskGoroutineIds(stderr: string): string {
  return stderr.replace(/^goroutine (\d+) (\[|gp=)/gm, (m, id: string, next: string) =>
    id === '1' ? m : `goroutine N ${next}`,
  );
}
