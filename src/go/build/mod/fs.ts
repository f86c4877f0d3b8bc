// The file system the loader reads modules from: the host provides it (the CLI over the disk,
// the site and the simulated terminal over memory). Paths are absolute and '/'-separated.

export interface ModuleFS {
  /** The entries of directory `dir`, or undefined when it is not a directory. */
  list(dir: string): { files: readonly string[]; dirs: readonly string[] } | undefined;
  /** The text of file `path`, or undefined when there is none. */
  read(path: string): string | undefined;
}

/** Cleans a '/'-separated path: no `.`, no `x/..`, no doubled or trailing slashes. */
export function cleanPath(name: string): string {
  const root = name.startsWith('/') ? '/' : '';
  const parts: string[] = [];
  for (const p of name.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (!(p === '..' && root === '/')) parts.push(p);
  }
  return root + parts.join('/') || '.';
}

/** `rel` resolved against the absolute directory `base`. */
export function joinPath(base: string, rel: string): string {
  return cleanPath(rel.startsWith('/') ? rel : `${base}/${rel}`);
}

/** base.ShortPath: the path relative to the working directory when that is shorter. */
export function shortPath(cwd: string, abs: string): string {
  const from = cleanPath(cwd).split('/').filter(Boolean);
  const to = cleanPath(abs).split('/').filter(Boolean);
  let i = 0;
  while (i < from.length && i < to.length && from[i] === to[i]) i++;
  const rel = [...from.slice(i).map(() => '..'), ...to.slice(i)].join('/') || '.';
  return rel.length < abs.length ? rel : abs;
}

/** A ModuleFS over files held in memory, named relative to `root` (a project as the site holds it). */
export function memoryFS(files: Iterable<{ name: string; src: string }>, root: string): ModuleFS {
  const text = new Map<string, string>();
  const dirs = new Map<string, { files: Set<string>; dirs: Set<string> }>();
  const dirOf = (d: string) => {
    let e = dirs.get(d);
    if (e === undefined) dirs.set(d, (e = { files: new Set(), dirs: new Set() }));
    return e;
  };
  for (const f of files) {
    const abs = joinPath(root, f.name);
    text.set(abs, f.src);
    let child = abs;
    let isFile = true;
    while (child !== '/' && child !== '.') {
      const i = child.lastIndexOf('/');
      const parent = i <= 0 ? '/' : child.slice(0, i);
      const name = child.slice(i + 1);
      const e = dirOf(parent);
      if (isFile) e.files.add(name);
      else e.dirs.add(name);
      isFile = false;
      child = parent;
    }
  }
  return {
    list(dir) {
      const e = dirs.get(cleanPath(dir));
      return e === undefined ? undefined : { files: [...e.files].sort(), dirs: [...e.dirs].sort() };
    },
    read(path) {
      return text.get(cleanPath(path));
    },
  };
}

/** Reads from `first`, then from `second` where `first` has nothing. */
export function layeredFS(first: ModuleFS, second: ModuleFS): ModuleFS {
  return {
    list(dir) {
      const a = first.list(dir);
      const b = second.list(dir);
      if (a === undefined) return b;
      if (b === undefined) return a;
      return {
        files: [...new Set([...a.files, ...b.files])].sort(),
        dirs: [...new Set([...a.dirs, ...b.dirs])].sort(),
      };
    },
    read(path) {
      return first.read(path) ?? second.read(path);
    },
  };
}

/** The files of a project the go command reads: Go sources, go.mod/go.sum files, vendor/modules.txt. */
export function isGoCommandInput(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return base.endsWith('.go') || base === 'go.mod' || base === 'go.sum' || name === 'vendor/modules.txt';
}
