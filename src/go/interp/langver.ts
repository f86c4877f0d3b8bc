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
