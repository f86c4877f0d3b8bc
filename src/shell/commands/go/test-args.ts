// go test's command line (cmd/go/internal/test/testflag.go), apart from the rest of go test
// (test.ts): the go command's module checks read it (build.ts), and test.ts brings the whole Go
// toolchain with it, which the site's terminal worker loads only when a go command compiles.

/** cmd/go's test flags that take a value (testflag.go), by name without `-`/`test.`. */
const VALUE_FLAGS = new Set([
  'run',
  'skip',
  'count',
  'parallel',
  'timeout',
  'bench',
  'benchtime',
  'cpu',
  'shuffle',
  'list',
  'fuzz',
  'fuzztime',
  'coverprofile',
  'covermode',
  'coverpkg',
  'outputdir',
  'tags',
  'vet',
  'mod',
  'exec',
  'o',
  'p',
]);
const BOOL_FLAGS = new Set([
  'v',
  'short',
  'failfast',
  'fullpath',
  'benchmem',
  'json',
  'cover',
  'race',
  'x',
  'n',
  'a',
  'i',
  'c',
]);
/** The flags the test binary receives (as -test.NAME). */
const BINARY_FLAGS = new Set([
  'v',
  'short',
  'failfast',
  'fullpath',
  'run',
  'skip',
  'count',
  'parallel',
  'timeout',
  'bench',
  'shuffle',
]);

export interface TestArgs {
  packages: string[];
  verbose: boolean;
  /** The test binary's arguments (`-test.v=true`, `-test.run=...`). */
  binary: string[];
}

/** go test's command line: flags and package patterns may come in any order (testflag.go). */
export function parseTestArgs(args: string[]): TestArgs | { error: string } {
  const out: TestArgs = { packages: [], verbose: false, binary: [] };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('-') || a === '-') {
      out.packages.push(a);
      continue;
    }
    const body = a.replace(/^--?/, '').replace(/^test\./, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    let value: string;
    if (VALUE_FLAGS.has(name)) {
      if (eq >= 0) value = body.slice(eq + 1);
      else if (i + 1 < args.length) value = args[++i];
      else return { error: `go: flag needs an argument: -${name}` };
    } else if (BOOL_FLAGS.has(name)) value = eq < 0 ? 'true' : body.slice(eq + 1);
    else return { error: `flag provided but not defined: -${name}` };
    if (name === 'v') out.verbose = /^(1|t|T|true|TRUE|True)$/.test(value);
    if (BINARY_FLAGS.has(name)) out.binary.push(`-test.${name}=${value}`);
  }
  return out;
}
