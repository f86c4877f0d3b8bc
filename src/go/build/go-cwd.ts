// The go command run in a subdirectory of its module: the toolchain (src/shell/go-toolchain.ts, runGo)
// names packages and files from the module's root, the go command from the working directory.
import { joinPath, shortPath } from './mod/fs.ts';

/** `path`'s parts with `.` dropped and `..` applied where it can be (kept above the root). */
function clean(path: string): string {
  const parts: string[] = [];
  for (const s of path.split('/'))
    if (s === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (s !== '.' && s !== '') parts.push(s);
  return parts.length === 0 ? '.' : parts.join('/');
}

/**
 * A package pattern or .go file named in `dir` (relative to the module root `root`) as the toolchain
 * reads it, from the root: `..` in `a` is `.`, `./...` in `api` is `./api/...`, `main.go` in `cmd/x` is
 * `./cmd/x/main.go`. Import paths stay as they are.
 */
export function argFromDir(root: string, dir: string, arg: string): string {
  if (arg.startsWith('/')) {
    if (arg === root) return '.';
    return arg.startsWith(`${root}/`) ? clean(arg.slice(root.length + 1)) : arg;
  }
  const file = arg.endsWith('.go');
  if (dir === '.' || (!file && !arg.startsWith('.'))) return arg;
  const dots = arg === '...' || arg.endsWith('/...');
  const base = clean(`${dir}/${dots ? arg.slice(0, -3) : arg}`);
  // relative still: the toolchain reads a name without `./` as an import path
  const rel = base === '.' || base.startsWith('..') ? base : `./${base}`;
  return dots ? (base === '.' ? './...' : `${rel}/...`) : rel;
}

const POSITION = /(^\t?|vet: )([^\s:/][^\s:]*\.go)(?=:\d)/gm;

/**
 * Compiler and vet output whose file names are the module root's (`a/a.go`, `./main.go`) as the go
 * command prints it in `dir`: each file's directory replaced by its base.ShortPath, `.` for the
 * working directory itself (cmd/go/internal/work's showOutput replaces the package directory).
 */
export function positionsFromDir(root: string, dir: string, text: string): string {
  if (dir === '.') return text;
  const cwd = joinPath(root, dir);
  return text.replace(POSITION, (_m, lead: string, file: string) => {
    const abs = joinPath(root, file);
    const slash = abs.lastIndexOf('/');
    return `${lead}${shortPath(cwd, abs.slice(0, slash) || '/')}/${abs.slice(slash + 1)}`;
  });
}
