// Build constraints: which files of a package directory the go command includes.
// oplab presents itself as linux/amd64 (the platform the golden references come from), go1.26, gc.
// Rules from go/build: `//go:build` expressions (go/build/constraint) and the
// `_GOOS`, `_GOARCH`, `_GOOS_GOARCH` and `_test` file name suffixes.

export const GOOS = 'linux';
export const GOARCH = 'amd64';
export const GO_MINOR = 26;
/** The Go release this toolchain stands for, as the go command compares it with go.mod's `go` line. */
export const GO_RELEASE = '1.26.0';

const knownOS = new Set([
  'aix',
  'android',
  'darwin',
  'dragonfly',
  'freebsd',
  'hurd',
  'illumos',
  'ios',
  'js',
  'linux',
  'nacl',
  'netbsd',
  'openbsd',
  'plan9',
  'solaris',
  'wasip1',
  'windows',
  'zos',
]);
const knownArch = new Set([
  '386',
  'amd64',
  'amd64p32',
  'arm',
  'armbe',
  'arm64',
  'arm64be',
  'loong64',
  'mips',
  'mipsle',
  'mips64',
  'mips64le',
  'mips64p32',
  'mips64p32le',
  'ppc',
  'ppc64',
  'ppc64le',
  'riscv',
  'riscv64',
  's390',
  's390x',
  'sparc',
  'sparc64',
  'wasm',
]);
const unixOS = new Set([
  'aix',
  'android',
  'darwin',
  'dragonfly',
  'freebsd',
  'hurd',
  'illumos',
  'ios',
  'linux',
  'netbsd',
  'openbsd',
  'solaris',
]);

function tagSatisfied(tag: string): boolean {
  if (tag === GOOS || tag === GOARCH || tag === 'gc') return true;
  if (tag === 'unix') return unixOS.has(GOOS);
  const m = /^go1\.(\d+)$/.exec(tag);
  return m !== null && Number(m[1]) <= GO_MINOR;
}

/** Evaluates a `//go:build` expression; a malformed one excludes the file (go/build reports it). */
export function evalBuildExpr(expr: string): boolean {
  const toks = expr.match(/\s*(\|\||&&|!|\(|\)|[A-Za-z0-9_.]+)\s*/g)?.map((t) => t.trim()) ?? [];
  let i = 0;
  const or = (): boolean => {
    let v = and();
    while (toks[i] === '||') {
      i++;
      const r = and();
      v = v || r;
    }
    return v;
  };
  const and = (): boolean => {
    let v = not();
    while (toks[i] === '&&') {
      i++;
      const r = not();
      v = v && r;
    }
    return v;
  };
  const not = (): boolean => {
    if (toks[i] === '!') {
      i++;
      return !not();
    }
    if (toks[i] === '(') {
      i++;
      const v = or();
      if (toks[i++] !== ')') throw new Error('unbalanced');
      return v;
    }
    const t = toks[i++];
    if (t === undefined || !/^[A-Za-z0-9_.]+$/.test(t)) throw new Error('bad tag');
    return tagSatisfied(t);
  };
  try {
    const v = or();
    return i === toks.length ? v : false;
  } catch {
    return false;
  }
}

/** Reports whether a file name's suffixes (`_test`, `_GOOS`, `_GOARCH`) admit it for linux/amd64. */
export function fileNameMatches(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (!base.endsWith('.go') || base.startsWith('.') || base.startsWith('_')) return false;
  const stem = base.slice(0, -3);
  if (stem.endsWith('_test')) return false;
  const parts = stem.split('_');
  if (parts.length < 2) return true;
  const last = parts[parts.length - 1];
  const prev = parts.length >= 3 ? parts[parts.length - 2] : undefined;
  if (prev !== undefined && knownOS.has(prev) && knownArch.has(last)) return prev === GOOS && last === GOARCH;
  if (knownOS.has(last)) return last === GOOS;
  if (knownArch.has(last)) return last === GOARCH;
  return true;
}
