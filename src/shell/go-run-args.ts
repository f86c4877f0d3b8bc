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
