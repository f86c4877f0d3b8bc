// `go run [build flags] [package or files] [arguments...]` (go help run): build flags come before
// the package; everything after it is the program's, its own flags included
// (`go run . --kubeconfig ~/.kube/config`, `go run main.go -n 3`).

/** cmd/go's build flags that take their value as the next argument (go help build). */
const BUILD_FLAGS_WITH_VALUE = new Set([
  'C',
  'p',
  'asmflags',
  'buildmode',
  'buildvcs',
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
]);

/** The package (or .go files) and the program's arguments: what follows go run's build flags. */
export function goRunPositional(args: readonly string[]): string[] {
  let first = 0;
  while (first < args.length && args[first].startsWith('-')) {
    const flag = args[first].replace(/^--?/, '');
    first += !flag.includes('=') && BUILD_FLAGS_WITH_VALUE.has(flag) ? 2 : 1;
  }
  return args.slice(first);
}
