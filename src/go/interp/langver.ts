// The Go language version a package is compiled for (its module's go.mod `go` line) and the
// semantics that depend on it.

/**
 * Does `version` (a go.mod `go` version such as "1.21", "1.21.3", "1.22rc1") give each iteration of
 * a 3-clause for loop or range loop its own loop variables? Go 1.22 made that the rule, but only
 * for modules declaring go >= 1.22 (cmd/compile/internal/loopvar, enabled per file by
 * types2.Info.FileVersions). undefined — the standard library, files outside a module — means
 * the toolchain's own version, which is newer.
 */
export function perIterationLoopVars(version: string | undefined): boolean {
  if (version === undefined) return true;
  const m = /^(?:go)?(\d+)(?:\.(\d+))?/.exec(version);
  if (m === null) return true;
  const major = Number(m[1]);
  const minor = m[2] === undefined ? 0 : Number(m[2]);
  return major > 1 || (major === 1 && minor >= 22);
}

/**
 * Do timer channels keep go1.22's asynchronous semantics (GODEBUG asynctimerchan=1: a buffered
 * channel of capacity 1, and Stop or Reset leave a fired time in it)? go1.23 sets the default from
 * the main module's go line: asynctimerchan changed in 1.23, so a main module declaring go 1.22 or
 * older gets 1 (internal/godebugs/table.go, time/sleep.go). A GODEBUG environment setting overrides
 * the default; the runtime reads it as a number and tests it against 0 (runtime/time.go).
 */
export function asyncTimerChan(mainVersion: string | undefined, godebug: string | undefined): boolean {
  let async = false;
  if (mainVersion !== undefined) {
    const m = /^(?:go)?(\d+)(?:\.(\d+))?/.exec(mainVersion);
    if (m !== null) {
      const major = Number(m[1]);
      const minor = m[2] === undefined ? 0 : Number(m[2]);
      async = major === 1 && minor < 23;
    }
  }
  for (const kv of (godebug ?? '').split(',')) {
    const i = kv.indexOf('=');
    if (i < 0 || kv.slice(0, i).trim() !== 'asynctimerchan') continue;
    const v = kv.slice(i + 1).trim();
    if (/^[0-9]+$/.test(v)) async = Number(v) !== 0;
  }
  return async;
}
