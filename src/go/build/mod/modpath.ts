// Import and module path checks as golang.org/x/mod/module (module.go: CheckImportPath, checkPath,
// checkElem, InvalidPathError), which `go mod init` and `go mod edit` apply to the paths they are
// given before they touch go.mod.

const BAD_WINDOWS_NAMES = [
  'CON',
  'PRN',
  'AUX',
  'NUL',
  ...Array.from({ length: 9 }, (_, i) => `COM${i + 1}`),
  ...Array.from({ length: 9 }, (_, i) => `LPT${i + 1}`),
];

/** modPathOK, plus '+' for import paths (importPathOK). */
function importPathOK(c: string): boolean {
  return /^[-._~+0-9A-Za-z]$/.test(c);
}

/** strconv.QuoteRune of a path's character, as the "invalid char %q" error shows it. */
function quoteRune(c: string): string {
  if (c === "'") return "'\\''";
  if (c === '\\') return "'\\\\'";
  const cp = c.codePointAt(0) ?? 0;
  if (cp < 0x20 || cp === 0x7f) {
    const named: Record<number, string> = { 7: 'a', 8: 'b', 9: 't', 10: 'n', 11: 'v', 12: 'f', 13: 'r' };
    return named[cp] ? `'\\${named[cp]}'` : `'\\x${cp.toString(16).padStart(2, '0')}'`;
  }
  return `'${c}'`;
}

function checkElem(elem: string, module = false): string | undefined {
  if (elem === '') return 'empty path element';
  if (/^\.+$/.test(elem)) return `invalid path element ${JSON.stringify(elem)}`;
  if (module && elem.startsWith('.')) return 'leading dot in path element';
  if (elem.endsWith('.')) return 'trailing dot in path element';
  for (const c of elem) if (!importPathOK(c) || (module && c === '+')) return `invalid char ${quoteRune(c)}`;
  const dot = elem.indexOf('.');
  const short = dot >= 0 ? elem.slice(0, dot) : elem;
  if (BAD_WINDOWS_NAMES.some((b) => b.toLowerCase() === short.toLowerCase()))
    return `${JSON.stringify(short)} disallowed as path element component on Windows`;
  const tilde = short.lastIndexOf('~');
  if (tilde >= 0 && tilde < short.length - 1 && /^[0-9]+$/.test(short.slice(tilde + 1)))
    return 'trailing tilde and digits in path element';
  return undefined;
}

/** checkPath(path, importPath): the reason a path is refused, or undefined. */
function checkPath(path: string): string | undefined {
  if (path === '') return 'empty string';
  if (path.startsWith('-')) return 'leading dash';
  if (path.includes('//')) return 'double slash';
  if (path.endsWith('/')) return 'trailing slash';
  for (const elem of path.split('/')) {
    const err = checkElem(elem);
    if (err) return err;
  }
  return undefined;
}

/**
 * module.CheckImportPath: `malformed import path "P": reason` (InvalidPathError's text), or
 * undefined when the path is a valid import path. `kind` replaces "import" where cmd/go does
 * (modload.CreateModFile sets Kind = "module", and "is a local import path" for ./x).
 */
export function checkImportPath(path: string, kind: 'import' | 'module' = 'import'): string | undefined {
  let err = checkPath(path);
  if (err === undefined) return undefined;
  if (kind === 'module' && (path === '.' || path === '..' || path.startsWith('./') || path.startsWith('../')))
    err = 'is a local import path';
  return `malformed ${kind} path ${JSON.stringify(path)}: ${err}`;
}

/** modfile.MustQuote: a value go.mod must quote (cmd/go's allowedVersionArg refuses such versions). */
export function mustQuote(s: string): boolean {
  for (const c of s) {
    if (c === ' ' || c === '"' || c === "'" || c === '`') return true;
    if ('()[]{},'.includes(c)) {
      if (s.length > 1) return true;
    } else if (!/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(c)) return true;
  }
  return s === '' || s.includes('//') || s.includes('/*');
}

/**
 * module.SplitPathVersion's ok for a path outside gopkg.in/: false for a /vN suffix that is no major
 * version suffix (/v0, /v1, /v01, /v2.0).
 */
export function majorSuffixOK(path: string): boolean {
  let i = path.length;
  let dot = false;
  while (i > 0 && /[0-9.]/.test(path[i - 1])) {
    if (path[i - 1] === '.') dot = true;
    i--;
  }
  if (i <= 1 || i === path.length || path[i - 1] !== 'v' || path[i - 2] !== '/') return true;
  const pathMajor = path.slice(i - 2);
  return !(dot || pathMajor.length <= 2 || pathMajor[2] === '0' || pathMajor === '/v1');
}

/** module.splitGopkgIn's ok: a gopkg.in/ path ends in .vN (N not 0-led but .v0), maybe -unstable. */
export function gopkgInOK(path: string): boolean {
  let i = path.length;
  if (path.endsWith('-unstable')) i -= '-unstable'.length;
  while (i > 0 && /[0-9]/.test(path[i - 1])) i--;
  if (i <= 1 || path[i - 1] !== 'v' || path[i - 2] !== '.') return false;
  const pathMajor = path.slice(i - 2);
  return !(pathMajor.length <= 2 || (pathMajor[2] === '0' && pathMajor !== '.v0'));
}

/** module.SplitPathVersion's ok, gopkg.in/ paths by splitGopkgIn. */
export function splitPathVersionOK(path: string): boolean {
  return path.startsWith('gopkg.in/') ? gopkgInOK(path) : majorSuffixOK(path);
}

/** modload.suggestGopkgIn: the .vN path `go mod init` proposes for a gopkg.in/ path. */
export function suggestGopkgIn(path: string): string {
  let i = path.length;
  while (i > 0 && /[0-9.]/.test(path[i - 1])) i--;
  let url = path.slice(0, i);
  for (const suffix of ['.v', '/v', '/']) if (url.endsWith(suffix)) url = url.slice(0, -suffix.length);
  const m = (path.split(/[^0-9]+/).find((x) => x !== '') ?? '').replace(/^0+/, '');
  return m === '' ? `${url}.v1` : `${url}.v${m}`;
}

/** modload.suggestModulePath: the /vN path `go mod init` proposes instead. */
export function suggestModulePath(path: string): string {
  let i = path.length;
  while (i > 0 && /[0-9.]/.test(path[i - 1])) i--;
  let url = path.slice(0, i);
  if (url.endsWith('/v')) url = url.slice(0, -2);
  if (url.endsWith('/')) url = url.slice(0, -1);
  const m = (
    path
      .slice(i)
      .split(/[^0-9]+/)
      .find((s) => s !== '') ?? ''
  ).replace(/^0+/, '');
  return m === '' || m === '1' ? `${url}/v2` : `${url}/v${m}`;
}

/** checkPath(path, modulePath): checkElem with modPathOK (no '+') and no leading dot. */
function checkModuleElems(path: string): string | undefined {
  if (path === '') return 'empty string';
  if (path.startsWith('-')) return 'leading dash';
  if (path.includes('//')) return 'double slash';
  if (path.endsWith('/')) return 'trailing slash';
  for (const elem of path.split('/')) {
    const err = checkElem(elem, true);
    if (err) return err;
  }
  return undefined;
}

/** module.CheckPath: `malformed module path "P": reason`, or undefined for a valid module path. */
export function checkModulePath(path: string): string | undefined {
  const reason = ((): string | undefined => {
    const elems = checkModuleElems(path);
    if (elems) return elems;
    const i = path.indexOf('/') < 0 ? path.length : path.indexOf('/');
    if (i === 0) return 'leading slash';
    const first = path.slice(0, i);
    if (!first.includes('.')) return 'missing dot in first path element';
    for (const c of first)
      if (!/^[-.0-9a-z]$/.test(c)) return `invalid char ${quoteRune(c)} in first path element`;
    if (!splitPathVersionOK(path)) return 'invalid version';
    return undefined;
  })();
  return reason === undefined ? undefined : `malformed module path ${JSON.stringify(path)}: ${reason}`;
}

/**
 * The module path error every module path candidate of `path` has (modload queryPrefixModules tries
 * each prefix of an import path): one in its first element, which all of them share. A path whose
 * shorter prefixes may still be module paths gets undefined.
 */
export function candidatesPathError(path: string): string | undefined {
  const slash = path.indexOf('/');
  if (checkModulePath(slash < 0 ? path : path.slice(0, slash)) === undefined) return undefined;
  return checkModulePath(path);
}
