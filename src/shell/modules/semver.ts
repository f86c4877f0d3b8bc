// Just enough semantic versioning for the module universe: vMAJOR.MINOR.PATCH, plus Go language
// versions ("1.20", "1.22.0", "go1.23.5"), compared the way golang.org/x/mod/semver and
// cmd/go/internal/gover compare them.

export function parseSemver(v: string): [number, number, number] | undefined {
  // A pre-release or pseudo-version suffix (v0.0.0-20240507051437-479b723944e3) is accepted.
  const m = /^v(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/.exec(v);
  if (!m) return undefined;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export function isSemver(v: string): boolean {
  return parseSemver(v) !== undefined;
}

/** Compares two vX.Y.Z versions; invalid versions sort first, as in x/mod/semver. */
export function compareSemver(a: string, b: string): number {
  const pa = parseSemver(a);
  const pb = parseSemver(b);
  if (!pa || !pb) return (pa ? 1 : 0) - (pb ? 1 : 0);
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pa[i] - pb[i];
  }
  const preA = a.includes('-');
  const preB = b.includes('-');
  if (preA !== preB) return preA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxSemver(a: string, b: string): string {
  return compareSemver(a, b) >= 0 ? a : b;
}

/** "v0.28.3" → "v0.28". */
export function minorOf(v: string): string {
  const p = parseSemver(v);
  return p ? `v${p[0]}.${p[1]}` : v;
}

/** Parses a Go language version: "1.20", "1.22.0", "go1.23.5". */
export function parseGoVersion(v: string): [number, number, number] | undefined {
  const m = /^(?:go)?1\.(\d+)(?:\.(\d+))?$/.exec(v);
  if (!m) return undefined;
  return [1, Number(m[1]), m[2] === undefined ? -1 : Number(m[2])];
}

/** gover.Compare: "1.21" (the language version) sorts before "1.21.0" (its first release). */
export function compareGo(a: string, b: string): number {
  const pa = parseGoVersion(a);
  const pb = parseGoVersion(b);
  if (!pa || !pb) return (pa ? 1 : 0) - (pb ? 1 : 0);
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pa[i] - pb[i];
  }
  return 0;
}

/** "go1.23.5" → "1.23.5". */
export function stripGo(v: string): string {
  return v.startsWith('go') ? v.slice(2) : v;
}
