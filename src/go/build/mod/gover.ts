// Go versions as the go command compares them: cmd/go/internal/gover (go/version). Since Go 1.21 a
// version without a patch number is a language version that sorts before its releases:
// 1.21 < 1.21rc1 < 1.21.0 < 1.21.1; before 1.21, "1.20" and "1.20.0" are the same version.
// Prereleases sort alpha < beta < rc, all before the .0 release. Invalid versions sort first.

interface Version {
  major: string;
  minor: string;
  patch: string;
  kind: string;
  pre: string;
}

const INVALID: Version = { major: '', minor: '', patch: '', kind: '', pre: '' };

/** Leading decimal digits without a leading zero (gover.cutInt). */
function cutInt(x: string): [string, string] | undefined {
  let i = 0;
  while (i < x.length && x[i] >= '0' && x[i] <= '9') i++;
  if (i === 0 || (x[0] === '0' && i !== 1)) return undefined;
  return [x.slice(0, i), x.slice(i)];
}

function parse(x: string): Version {
  const v: Version = { ...INVALID };
  const major = cutInt(x);
  if (major === undefined) return INVALID;
  [v.major, x] = major;
  if (x === '') return { ...v, minor: '0', patch: '0' };
  if (x[0] !== '.') return INVALID;
  const minor = cutInt(x.slice(1));
  if (minor === undefined) return INVALID;
  [v.minor, x] = minor;
  if (x === '') {
    // Starting in Go 1.21, a missing patch differs from an explicit .0.
    if (cmpInt(v.minor, '21') < 0) v.patch = '0';
    return v;
  }
  if (x[0] === '.') {
    const patch = cutInt(x.slice(1));
    // No prereleases of patch releases.
    if (patch === undefined || patch[1] !== '') return INVALID;
    v.patch = patch[0];
    return v;
  }
  let i = 0;
  while (i < x.length && (x[i] < '0' || x[i] > '9')) {
    if (x[i] < 'a' || x[i] > 'z') return INVALID;
    i++;
  }
  if (i === 0) return INVALID;
  v.kind = x.slice(0, i);
  x = x.slice(i);
  if (x === '') return v;
  const pre = cutInt(x);
  if (pre === undefined || pre[1] !== '') return INVALID;
  v.pre = pre[0];
  return v;
}

/** Decimal strings compared as numbers; "" sorts before every number. */
function cmpInt(x: string, y: string): number {
  if (x === y) return 0;
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : 1;
}

/** gover.Compare: -1, 0 or +1. Versions have no "go" prefix ("1.21.0", "1.22rc1"). */
export function compare(x: string, y: string): number {
  const a = parse(x);
  const b = parse(y);
  return (
    cmpInt(a.major, b.major) ||
    cmpInt(a.minor, b.minor) ||
    cmpInt(a.patch, b.patch) ||
    (a.kind === b.kind ? 0 : a.kind < b.kind ? -1 : 1) ||
    cmpInt(a.pre, b.pre)
  );
}

/** gover.IsValid. */
export function isValid(x: string): boolean {
  return parse(x) !== INVALID;
}

/** gover.Max. */
export function max(x: string, y: string): string {
  return compare(x, y) < 0 ? y : x;
}

/** gover.Lang: the language version of a release ("1.21.3" → "1.21", "1.21rc2" → "1.21"). */
export function lang(x: string): string {
  const v = parse(x);
  if (v.minor === '' || (v.major === '1' && v.minor === '0')) return v.major;
  return `${v.major}.${v.minor}`;
}

/** gover.IsLang: a version without patch or prerelease ("1.21", not "1.21.0"). */
export function isLang(x: string): boolean {
  const v = parse(x);
  return v !== INVALID && v.patch === '' && v.kind === '' && v.pre === '';
}

/** gover.FromToolchain: "go1.23.5" → "1.23.5" (a "-suffix" or "+suffix" is dropped); "" if not a Go toolchain name. */
export function fromToolchain(name: string): string {
  if (name.includes(':') || name.includes('/') || name.includes('\\')) return '';
  let v: string;
  if (name.startsWith('go')) v = name.slice(2);
  else if (name.startsWith('1.')) return '';
  else return '';
  const cut = v.search(/[-+]/);
  if (cut >= 0) v = v.slice(0, cut);
  return isValid(v) ? v : '';
}

/** "go1.23.5" or "1.23.5" → "1.23.5" (the forms found in go.mod, GOTOOLCHAIN and `go version`). */
export function stripGo(v: string): string {
  return v.startsWith('go') ? v.slice(2) : v;
}
