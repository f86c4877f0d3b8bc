// Entry points of the checker and the standard library registry, kept apart so that wiring a phase
// whose API changes is a one-file change.

import type { NativePackage } from '../interp/native.ts';
import { stdPackage, stdPackagePaths } from '../std/index.ts';
import type { Diagnostic } from '../syntax/pos.ts';
import { hideSymbols } from '../types/hidden.ts';
import { check } from '../types/index.ts';
import type { Package } from '../types/types.ts';
import { displayPath } from './errors.ts';
import type { LoadedPackage } from './load.ts';
import { joinPath } from './mod/fs.ts';
import * as gover from './mod/gover.ts';
import type { CheckedUnit } from './phases.ts';

/** The package registry (src/go/std/index.ts). */
export function lookupRegistry(path: string): NativePackage | undefined {
  return stdPackage(path);
}

/** Import paths the standard library registry provides. */
export const registryPaths: readonly string[] = stdPackagePaths;

/**
 * Functions declared without a body: legal in registry packages (that is how natives are declared),
 * gc's `missing function body` in a program's own packages. The checker cannot tell the two apart;
 * the driver can.
 */
function missingBodies(pkg: LoadedPackage): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const f of pkg.files)
    for (const d of f.decls)
      if (d.kind === 'FuncDecl' && d.body === undefined) {
        out.push({
          file: f.filename,
          line: d.name.pos.line,
          col: d.name.pos.col,
          msg: 'missing function body',
        });
      }
  return out;
}

const VERSION_ERROR = /requires go[0-9]+\.[0-9]+ or later/;

/** The type checker (src/go/types): one package, diagnostics in types2's reporting order. */
export function checkPackage(
  pkg: LoadedPackage,
  importPackage: (path: string) => Package | undefined,
  cwd?: string,
): CheckedUnit {
  // The go command passes -lang only for a package of a module: named files (command-line-arguments)
  // have no module (load.GoFilesPackage; work/gc.go), so they get the toolchain's own version.
  const lang = pkg.registry || pkg.path === 'command-line-arguments' ? undefined : pkg.goVersion;
  const r = check(
    pkg.path,
    pkg.files,
    { import: importPackage },
    {
      displayFile: displayPath,
      // types2 quotes some positions with the file's full name (`cannot infer T (/dir/x.go:5:8)`):
      // the program's names are relative to the working directory.
      ...(cwd !== undefined ? { absoluteFile: (f: string) => joinPath(cwd, f) } : {}),
      registry: pkg.registry,
      ...(pkg.graphImports !== undefined ? { graphImports: pkg.graphImports } : {}),
      ...(lang === undefined ? {} : { goVersion: lang }),
    },
  );
  // cmd/compile's hint on the checker's version errors (noder/irgen.go, versionErrorRx); go vet
  // (go/types) prints them without it.
  let reportOrder = r.reportOrder;
  if (lang !== undefined) {
    const hint = ` (-lang was set to go${gover.lang(lang)}; check go.mod)`;
    reportOrder = reportOrder.map((d) => (VERSION_ERROR.test(d.msg) ? { ...d, msg: d.msg + hint } : d));
  }
  if (pkg.hidden !== undefined) hideSymbols(r.pkg, pkg.hidden);
  const reported = (m: Diagnostic) =>
    reportOrder.some((d) => d.file === m.file && d.line === m.line && d.msg === m.msg);
  // gc reports a missing body after type checking (ssagen), so only when the package type-checked
  // and its parser reported nothing (`func () f()` is "method has no receiver" alone).
  const quiet = !pkg.registry && reportOrder.length === 0 && pkg.parseDiagnostics.length === 0;
  const extra = quiet ? missingBodies(pkg).filter((m) => !reported(m)) : [];
  return {
    path: pkg.path,
    name: r.pkg.name,
    files: pkg.files,
    info: r.info,
    types: r.pkg,
    diagnostics: [...reportOrder, ...extra],
    goVersion: pkg.registry ? undefined : pkg.goVersion,
  };
}
