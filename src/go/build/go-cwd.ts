// The go command run in a subdirectory of its module: the toolchain (src/shell/go-toolchain.ts, runGo)
// names packages and files from the module's root, the go command from the working directory.
import { cleanPath, joinPath, shortPath } from './mod/fs.ts';

/**
 * A package pattern or .go file named in `dir` (relative to the module root `root`) as the toolchain
 * reads it, from the root: `..` in `a` is `.`, `./...` in `api` is `./api/...`, `main.go` in `cmd/x` is
 * `./cmd/x/main.go`, an absolute path inside the module its path from the root. Import paths stay as
 * they are.
 */
export function argFromDir(root: string, dir: string, arg: string): string {
  const inside = arg === root || arg.startsWith(`${root}/`);
  if (arg.startsWith('/') && !inside) return arg;
  const file = arg.endsWith('.go');
  if (!inside && (dir === '.' || (!file && !arg.startsWith('.')))) return arg;
  const dots = arg === '...' || arg.endsWith('/...');
  const named = dots ? arg.slice(0, -3) : arg;
  const base = cleanPath(inside ? named.slice(root.length).replace(/^\/+/, '') : `${dir}/${named}`);
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
