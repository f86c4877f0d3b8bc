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
