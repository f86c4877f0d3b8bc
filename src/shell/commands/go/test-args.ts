// go test's command line (cmd/go/internal/test/testflag.go), apart from the rest of go test
// (test.ts): the go command's module checks read it (build.ts), and test.ts brings the whole Go
// toolchain with it, which the site's terminal worker loads only when a go command compiles.

import { goDurationString, parseGoDuration } from '../../../go/std/time/duration.ts';

/**
 * go test's flags (testflag.go and the build flags it shares), by name without `-`/`test.`, with the
 * kind of value the go command parses: `int` and `duration` are checked and passed on in Go's
 * formatting (`-timeout 90s` reaches the binary as `-test.timeout=1m30s`), `bool` takes no value
 * unless written `-name=value`.
 */
const FLAGS: Record<string, 'string' | 'bool' | 'int' | 'duration' | 'v' | 'shuffle'> = {
  bench: 'string',
  benchmem: 'bool',
  benchtime: 'string',
  blockprofile: 'string',
  blockprofilerate: 'string',
  count: 'int',
  cpu: 'string',
  cpuprofile: 'string',
  failfast: 'bool',
  fuzz: 'string',
  fullpath: 'bool',
  list: 'string',
  memprofile: 'string',
  memprofilerate: 'string',
  mutexprofile: 'string',
  mutexprofilefraction: 'string',
  outputdir: 'string',
  parallel: 'int',
  run: 'string',
  short: 'bool',
  skip: 'string',
  timeout: 'duration',
  fuzztime: 'string',
  fuzzminimizetime: 'string',
  trace: 'string',
  v: 'v',
  shuffle: 'shuffle',
  // go test's own and the build flags (test.go, work.AddBuildFlags)
  args: 'bool',
  c: 'bool',
  json: 'bool',
  o: 'string',
  cover: 'bool',
  covermode: 'string',
  coverpkg: 'string',
  coverprofile: 'string',
  exec: 'string',
  vet: 'string',
  a: 'bool',
  n: 'bool',
  p: 'int',
  race: 'bool',
  msan: 'bool',
  asan: 'bool',
  x: 'bool',
  work: 'bool',
  tags: 'string',
  mod: 'string',
  modfile: 'string',
  trimpath: 'bool',
  buildvcs: 'string',
  ldflags: 'string',
  gcflags: 'string',
  asmflags: 'string',
  gccgoflags: 'string',
  buildmode: 'string',
  compiler: 'string',
  installsuffix: 'string',
  linkshared: 'bool',
  modcacherw: 'bool',
  pgo: 'string',
  overlay: 'string',
  toolexec: 'string',
  pkgdir: 'string',
  C: 'string',
};

/** The flags the go command passes on to the test binary (testflag.go passFlagToTest). */
const BINARY_FLAGS = new Set([
  'bench',
  'benchmem',
  'benchtime',
  'blockprofile',
  'blockprofilerate',
  'count',
  'coverprofile',
  'cpu',
  'cpuprofile',
  'failfast',
  'fullpath',
  'fuzz',
  'fuzzminimizetime',
  'fuzztime',
  'list',
  'memprofile',
  'memprofilerate',
  'mutexprofile',
  'mutexprofilefraction',
  'outputdir',
  'parallel',
  'run',
  'short',
  'shuffle',
  'skip',
  'timeout',
  'trace',
  'v',
]);

export interface TestArgs {
  packages: string[];
  verbose: boolean;
  /** -list: the binary's output is shown for a passing package as with -v (test.go testShowPass). */
  list?: boolean;
  /** The test binary's arguments (`-test.v=true`, `-test.run=...`). */
  binary: string[];
  /** -json: each package's output through test2json (test2json.ts). */
  json?: boolean;
  /** The binary frames its output for test2json (-json, or -v=test2json given to go test). */
  v2json?: boolean;
  /** -failfast: no package starts after a package's tests failed (test.go testShouldFailFast). */
  failfast?: boolean;
  /** -bench with a pattern: the go command streams the binary's output (test.go runTestActor). */
  bench?: boolean;
  /** -cover, -covermode, -coverpkg or -coverprofile: the mode, and the profile's path as written. */
  cover?: { mode: 'set' | 'count' | 'atomic'; profile?: string };
}

const USAGE =
  "usage: go test [build/test flags] [packages] [build/test flags & test binary flags]\nRun 'go help test' and 'go help testflag' for details.";

/** strconv.ParseBool's spellings. */
function parseBool(s: string): boolean | undefined {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)) return false;
  return undefined;
}

/** strconv.ParseInt(s, 0, 64) as flag's int value takes it; the error as flag prints it. */
function parseInt64(s: string): bigint | string {
  const m =
    /^([+-]?)(0[xX](?:_?[0-9a-fA-F])+|0[bB](?:_?[01])+|0[oO](?:_?[0-7])+|0(?:_?[0-7])*|[1-9](?:_?[0-9])*)$/.exec(
      s,
    );
  if (m === null) return 'parse error';
  let digits = m[2].replace(/_/g, '');
  if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  const v = BigInt(digits) * (m[1] === '-' ? -1n : 1n);
  if (v > 2n ** 63n - 1n || v < -(2n ** 63n)) return 'value out of range';
  return v;
}

/**
 * go test's command line (testflag.go testFlags): flags and package patterns in any order; a flag
 * the go command does not know goes to the test binary as written (its value too when it is the
 * next argument), as does everything after -args; a bad value is the go command's error and usage.
 */
export function parseTestArgs(args: string[]): TestArgs | { error: string } {
  const out: TestArgs = { packages: [], verbose: false, binary: [] };
  const explicit: string[] = [];
  let timeoutSet = false;
  let afterUnknown = false;
  let pkgsDone = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      explicit.push(...args.slice(i));
      break;
    }
    const raw = a.startsWith('--') ? a.slice(1) : a;
    if (raw.length < 2 || raw[0] !== '-' || raw[1] === '-' || raw[1] === '=') {
      if (pkgsDone) {
        // after an unknown flag: a value of it, or the binary's own arguments from here on
        if (afterUnknown) {
          explicit.push(a);
          afterUnknown = false;
          continue;
        }
        explicit.push(...args.slice(i));
        break;
      }
      out.packages.push(a);
      continue;
    }
    afterUnknown = false;
    const body = raw.slice(1);
    const eq = body.indexOf('=');
    const written = eq < 0 ? body : body.slice(0, eq);
    const name = written.replace(/^test\./, '');
    const kind = FLAGS[name];
    if (kind === undefined || name === 'args') {
      pkgsDone = true;
      if (name === 'args') {
        explicit.push(...args.slice(i + 1));
        break;
      }
      explicit.push(a);
      afterUnknown = eq < 0;
      continue;
    }
    if (out.packages.length > 0) pkgsDone = true;
    const fail = (msg: string) => ({ error: `${msg}\n${USAGE}` });
    let value: string;
    if (kind === 'bool' || kind === 'v') {
      value = eq < 0 ? 'true' : body.slice(eq + 1);
      if (kind === 'v' && value === 'test2json') {
        out.verbose = true;
        out.v2json = true;
      } else {
        const b = parseBool(value);
        if (b === undefined)
          return fail(
            `invalid boolean value "${value}" for -${written}: ${kind === 'v' ? `invalid flag -test.v=${value}` : 'parse error'}`,
          );
        value = `${b}`;
        if (kind === 'v') {
          out.verbose = b;
          out.v2json = false;
        }
      }
    } else {
      if (eq >= 0) value = body.slice(eq + 1);
      else if (i + 1 < args.length) value = args[++i];
      else return fail(`flag needs an argument: -${written}`);
      if (kind === 'int') {
        const v = parseInt64(value);
        if (typeof v === 'string') return fail(`invalid value "${value}" for flag -${written}: ${v}`);
        value = `${v}`;
      } else if (kind === 'duration') {
        const d = parseGoDuration(value);
        if (d === undefined) return fail(`invalid value "${value}" for flag -${written}: parse error`);
        value = goDurationString(d);
      } else if (kind === 'shuffle' && value !== 'on' && value !== 'off') {
        const v = /^[+-]?[0-9]+$/.test(value) ? parseInt64(value) : 'invalid syntax';
        if (typeof v === 'string')
          return fail(
            `invalid value "${value}" for flag -${written}: -shuffle argument must be "on", "off", or an int64: strconv.ParseInt: parsing "${value}": ${v === 'value out of range' ? v : 'invalid syntax'}`,
          );
        value = `${v}`;
      }
    }
    if (name === 'cover' || name === 'covermode' || name === 'coverpkg' || name === 'coverprofile') {
      // testflag.go: -covermode, -coverpkg and -coverprofile turn coverage on; `-cover=false` alone does not
      if (name === 'covermode' && !['', 'set', 'count', 'atomic'].includes(value))
        return fail(
          `invalid value "${value}" for flag -${written}: valid modes are "set", "count", or "atomic"`,
        );
      if (name !== 'cover' || value === 'true') out.cover ??= { mode: 'set' };
      if (name === 'covermode' && out.cover) out.cover.mode = (value || 'set') as 'set' | 'count' | 'atomic';
      if (name === 'coverprofile' && out.cover) out.cover.profile = value || undefined;
      if (name === 'cover' && value === 'false') out.cover = undefined;
    }
    if (name === 'list') out.list = value !== '';
    if (name === 'bench') out.bench = value !== '';
    if (name === 'failfast') out.failfast = value === 'true';
    if (name === 'json') out.json = value === 'true';
    if (name === 'timeout') timeoutSet = true;
    if (BINARY_FLAGS.has(name)) explicit.push(`-test.${name}=${value}`);
  }
  // go test's default timeout, which the test binary itself does not have (testflag.go).
  // The go command always passes -test.paniconexit0 first (test.go runTestActor's panicArg).
  out.binary.unshift('-test.paniconexit0');
  // -json: the binary frames its lines with ^V for test2json (testflag.go injectedFlags); an
  // explicit -v after it still wins in the binary's flag parsing.
  if (out.json) out.binary.push('-test.v=test2json');
  if (!timeoutSet) out.binary.push('-test.timeout=10m0s');
  out.binary.push(...explicit);
  return out;
}
