// The go command's own flags and what follows them (Go's flag package: flags come first). For
// `go run [build flags] [package or files] [arguments...]` (go help run) everything after the package
// is the program's, its own flags included (`go run . --kubeconfig ~/.kube/config`, `go run main.go -n 3`).

/** cmd/go's build flags that take their value as the next argument (go help build, go help run); the others are booleans. */
const VALUE_FLAGS = new Set([
  'C',
  'o',
  'p',
  'asmflags',
  'buildmode',
  'compiler',
  'gccgoflags',
  'gcflags',
  'installsuffix',
  'ldflags',
  'mod',
  'modfile',
  'overlay',
  'pgo',
  'pkgdir',
  'tags',
  'toolexec',
  'exec',
  'coverpkg',
  'covermode',
]);

/** cmd/go's boolean build flags (go help build, go1.23.5). */
const BOOL_FLAGS = new Set([
  'a',
  'asan',
  'buildvcs',
  'cover',
  'linkshared',
  'modcacherw',
  'msan',
  'n',
  'race',
  'trimpath',
  'v',
  'work',
  'x',
]);

/** The usage line a flag error of `go build|run|install|vet` ends with (its UsageLine). */
const USAGE: Record<string, string> = {
  build: 'go build [-o output] [build flags] [packages]',
  run: 'go run [build flags] [-exec xprog] package [arguments...]',
  install: 'go install [build flags] [packages]',
  vet: 'go vet [build flags] [-vettool prog] [vet flags] [packages]',
};

/** The usage lines GOFLAGS errors end with (the command's base.Usage: its UsageLine, `go help`). */
const GOFLAGS_USAGE: Record<string, string> = {
  ...USAGE,
  list: 'go list [-f format] [-json] [-m] [list flags] [build flags] [packages]',
  test: 'go test [build/test flags] [packages] [build/test flags & test binary flags]',
};

/** strconv.ParseBool's spellings: what a boolean flag's `=value` may be. */
const BOOL_VALUES = new Set([
  '1',
  't',
  'T',
  'TRUE',
  'true',
  'True',
  '0',
  'f',
  'F',
  'FALSE',
  'false',
  'False',
]);

/** strconv.ParseInt(s, 0, 64), as flag's intValue parses -p and -count. */
export const isGoInt = (v: string) =>
  /^[+-]?(?:0[xX](?:_?[0-9a-fA-F])+|0[bB](?:_?[01])+|0[oO]?(?:_?[0-7])+|[1-9](?:_?\d)*|0)$/.test(v);

/** go test's own flags that GOFLAGS may set (test/testflag.go): booleans and integers. */
const TEST_BOOL_FLAGS = new Set(['c', 'json', 'failfast', 'benchmem', 'short']);
const TEST_INT_FLAGS = new Set(['count', 'parallel', 'cpu']);

/**
 * The error a value in GOFLAGS gets from the command it applies to (base/goflags.go
 * SetFromGOFLAGS): flags the command does not define are skipped; the first bad value ends it with
 * the command's usage, status 2.
 */
export function goflagsValueError(verb: string, goflags: string): string | undefined {
  const usage = GOFLAGS_USAGE[verb];
  if (usage === undefined) return undefined;
  for (const f of goflags.split(/\s+/).filter(Boolean)) {
    const eq = f.indexOf('=');
    if (eq === 0) continue;
    const written = (eq < 0 ? f : f.slice(0, eq)).replace(/^--/, '-');
    const name = written.slice(1);
    const value = eq < 0 ? undefined : f.slice(eq + 1);
    const test = verb === 'test';
    const bool = (BOOL_FLAGS.has(name) && name !== 'buildvcs') || (test && TEST_BOOL_FLAGS.has(name));
    const int = name === 'p' || (test && TEST_INT_FLAGS.has(name));
    let error: string | undefined;
    if (bool) {
      if (value !== undefined && !BOOL_VALUES.has(value))
        error = `invalid boolean value ${JSON.stringify(value)} for flag ${written} (from $GOFLAGS): parse error`;
    } else if (VALUE_FLAGS.has(name) || int) {
      if (value === undefined) error = `flag needs an argument: ${written} (from $GOFLAGS)`;
      else if (int && !isGoInt(value))
        error = `invalid value ${JSON.stringify(value)} for flag ${written} (from $GOFLAGS): parse error`;
    }
    if (error !== undefined) return `go: ${error}\nusage: ${usage}\nRun 'go help ${verb}' for details.`;
  }
  return undefined;
}

/**
 * work.BuildInit's check of -mod (the command line's last one, else GOFLAGS's), once the flags are
 * parsed: `-mod=bad not supported (can be '', 'mod', 'readonly', or 'vendor')`, status 1.
 */
export function modFlagError(verb: string, args: readonly string[], goflags: string): string | undefined {
  let mod: string | undefined;
  for (const f of goflags.split(/\s+/)) {
    const m = /^--?mod=(.*)$/.exec(f);
    if (m) mod = m[1];
  }
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') break;
    // flags end at the first argument that is not one, except for go test's
    if (!a.startsWith('-') || a === '-') {
      if (verb === 'test') continue;
      break;
    }
    const m = /^--?mod(?:=(.*))?$/.exec(a);
    if (m) mod = m[1] ?? args[++i];
    else if (verb !== 'test' && eqLess(a) && VALUE_FLAGS.has(a.replace(/^--?/, ''))) i++;
  }
  if (mod === undefined || ['', 'mod', 'readonly', 'vendor'].includes(mod)) return undefined;
  return `-mod=${mod} not supported (can be '', 'mod', 'readonly', or 'vendor')`;
}

const eqLess = (a: string) => !a.includes('=');

/**
 * go vet's own flags on top of the build flags: -vettool and the vet tool's analyzer flags
 * (go1.23.5 `go tool vet -flags`, registered by cmd/go/internal/vet/vetflag.go); -o is not one.
 */
const VET_VALUE_FLAGS = new Set([
  'vettool',
  'c',
  'printf.funcs',
  'printfuncs',
  'unusedfuncs',
  'unusedresult.funcs',
  'unusedresult.stringmethods',
  'unusedstringmethods',
]);
const VET_BOOL_FLAGS = new Set(
  (
    'V all appends asmdecl assign atomic bool bools buildtag buildtags cgocall composites ' +
    'composites.whitelist compositewhitelist copylocks defers directive errorsas flags framepointer ' +
    'httpresponse ifaceassert json loopclosure lostcancel methods nilfunc printf rangeloops shift ' +
    'sigchanyzer slog source stdmethods stdversion stringintconv structtag testinggoroutine ' +
    'testinggoroutine.subtest tests timeformat unmarshal unreachable unsafeptr unusedresult'
  ).split(' '),
);

/** vetflag.go exitWithUsage: the usual two lines, then where the vet tool's flags are listed. */
const VET_USAGE_TAIL =
  "\nRun 'go tool vet help' for a full list of flags and analyzers.\nRun 'go tool vet -help' for an overview.";

/**
 * The flag package's error for a flag `go build|run|install` does not define (or one missing its
 * value), with the command's usage; undefined when the flags are fine.
 */
export function buildFlagError(verb: string, args: readonly string[]): string | undefined {
  const usage = USAGE[verb];
  if (usage === undefined) return undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--' || !a.startsWith('-') || a === '-') return undefined;
    const body = a.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    const vet = verb === 'vet';
    const value =
      (VALUE_FLAGS.has(name) && (name !== 'exec' || verb === 'run') && !(vet && name === 'o')) ||
      (vet && VET_VALUE_FLAGS.has(name));
    const bool = BOOL_FLAGS.has(name) || (vet && VET_BOOL_FLAGS.has(name));
    let error: string | undefined;
    if (!value && !bool) error = `flag provided but not defined: -${name}`;
    else if (value && eq < 0 && ++i >= args.length) error = `flag needs an argument: -${name}`;
    else if (bool && eq >= 0) {
      // the flag package's boolFlag; -buildvcs also takes auto (work/build.go buildvcsFlag)
      const v = body.slice(eq + 1);
      if (name === 'buildvcs' && v !== 'auto' && !BOOL_VALUES.has(v))
        error = `invalid boolean value ${JSON.stringify(v)} for -buildvcs: value is neither 'auto' nor a valid bool`;
      else if (name !== 'buildvcs' && BOOL_FLAGS.has(name) && !BOOL_VALUES.has(v))
        error = `invalid boolean value ${JSON.stringify(v)} for -${name}: parse error`;
    } else if (name === 'p') {
      const v = eq >= 0 ? body.slice(eq + 1) : args[i];
      if (!isGoInt(v)) error = `invalid value ${JSON.stringify(v)} for flag -p: parse error`;
    }
    if (error !== undefined)
      return `${error}\nusage: ${usage}\nRun 'go help ${verb}' for details.${vet ? VET_USAGE_TAIL : ''}`;
  }
  return undefined;
}

/** The go command's -o and the arguments after its flags (packages or files, then a program's own). */
export function buildArgs(args: readonly string[]): { output?: string; patterns: string[] } {
  let output: string | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      i++;
      break;
    }
    if (!a.startsWith('-') || a === '-') break;
    const body = a.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    const value = eq >= 0 ? body.slice(eq + 1) : VALUE_FLAGS.has(name) ? args[++i] : undefined;
    if (name === 'o') output = value;
  }
  return { output, patterns: args.slice(i) };
}

/** The package (or .go files) and the program's arguments: what follows go run's build flags. */
export function goRunPositional(args: readonly string[]): string[] {
  return buildArgs(args).patterns;
}
