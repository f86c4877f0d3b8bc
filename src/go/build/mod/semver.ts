// Module versions: golang.org/x/mod/semver (vMAJOR[.MINOR[.PATCH[-PRERELEASE][+BUILD]]]), which
// the go command uses for module versions, pseudo-versions included. Invalid versions sort first.

interface Parsed {
  major: string;
  minor: string;
  patch: string;
  short: string;
  prerelease: string;
  build: string;
}

function num(v: string): [string, string] | undefined {
  let i = 0;
  while (i < v.length && v[i] >= '0' && v[i] <= '9') i++;
  if (i === 0 || (v[0] === '0' && i !== 1)) return undefined;
  return [v.slice(0, i), v.slice(i)];
}

const PRERELEASE = /^-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)/;
const BUILD = /^\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*$/;

function parse(v: string): Parsed | undefined {
  if (v === '' || v[0] !== 'v') return undefined;
  const p: Parsed = { major: '', minor: '', patch: '', short: '', prerelease: '', build: '' };
  const major = num(v.slice(1));
  if (major === undefined) return undefined;
  [p.major, v] = major;
  if (v === '') return { ...p, minor: '0', patch: '0', short: '.0.0' };
  if (v[0] !== '.') return undefined;
  const minor = num(v.slice(1));
  if (minor === undefined) return undefined;
  [p.minor, v] = minor;
  if (v === '') return { ...p, patch: '0', short: '.0' };
  if (v[0] !== '.') return undefined;
  const patch = num(v.slice(1));
  if (patch === undefined) return undefined;
  [p.patch, v] = patch;
  if (v.startsWith('-')) {
    const m = PRERELEASE.exec(v);
    // Numeric identifiers have no leading zero.
    if (m === null || m[1].split('.').some((id) => /^0[0-9]+$/.test(id))) return undefined;
    p.prerelease = m[0];
    v = v.slice(m[0].length);
  }
  if (v.startsWith('+')) {
    if (!BUILD.test(v)) return undefined;
    p.build = v;
    v = '';
  }
  return v === '' ? p : undefined;
}

function cmpInt(x: string, y: string): number {
  if (x === y) return 0;
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : 1;
}

function comparePrerelease(x: string, y: string): number {
  // "" (a release) sorts after every prerelease; identifiers compare numerically when numeric.
  if (x === y) return 0;
  if (x === '') return 1;
  if (y === '') return -1;
  const a = x.slice(1).split('.');
  const b = y.slice(1).split('.');
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    const na = /^[0-9]+$/.test(a[i]);
    const nb = /^[0-9]+$/.test(b[i]);
    if (na !== nb) return na ? -1 : 1;
    if (na) return cmpInt(a[i], b[i]);
    return a[i] < b[i] ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** semver.IsValid. */
export function isValid(v: string): boolean {
  return parse(v) !== undefined;
}

/** semver.Compare: -1, 0, +1; an invalid version is less than any valid one (two invalid ones are equal). */
export function compare(v: string, w: string): number {
  const pv = parse(v);
  const pw = parse(w);
  if (pv === undefined && pw === undefined) return 0;
  if (pv === undefined) return -1;
  if (pw === undefined) return 1;
  return (
    cmpInt(pv.major, pw.major) ||
    cmpInt(pv.minor, pw.minor) ||
    cmpInt(pv.patch, pw.patch) ||
    comparePrerelease(pv.prerelease, pw.prerelease)
  );
}

/** semver.Max. */
export function max(v: string, w: string): string {
  return compare(v, w) < 0 ? w : v;
}

/** semver.MajorMinor: "v0.28.3" → "v0.28"; "" when invalid. */
export function majorMinor(v: string): string {
  const p = parse(v);
  return p === undefined ? '' : `v${p.major}.${p.minor}`;
}

/** semver.Major: "v2.1.0" → "v2". */
export function major(v: string): string {
  const p = parse(v);
  return p === undefined ? '' : `v${p.major}`;
}

/** semver.Prerelease: "v1.2.3-pre+meta" → "-pre". */
export function prerelease(v: string): string {
  return parse(v)?.prerelease ?? '';
}

/** semver.Canonical: "v1.2" → "v1.2.0" (build metadata dropped); "" when invalid. */
export function canonical(v: string): string {
  const p = parse(v);
  if (p === undefined) return '';
  return `v${p.major}.${p.minor}.${p.patch}${p.prerelease}`;
}
