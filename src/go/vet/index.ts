// `go vet` for one package target: type-check it as the go command does, then run the analyzers.
// What go1.23 prints (cmd/go runs cmd/vet through unitchecker):
// - findings: `# <import path>`, for a main package also `# [<import path>]`, then
//   `<file>:<line>:<col>: <message>` lines, exit status 1;
// - a package that does not type-check: the same headers, then `vet: ` and go/types' first error.
import { type BuildRequest, buildProgram } from '../build/build.ts';
import { defaultPhases } from '../build/default.ts';
import { displayPath } from '../build/errors.ts';
import type { GoCmdError } from '../build/mod/errors.ts';
import type { Phases } from '../build/phases.ts';
import { vetPackage } from './vet.ts';

export interface VetResult {
  ok: boolean;
  stderr: string;
  /** The go command's errors as values when loading failed. */
  loadErrors?: GoCmdError[];
}

function headers(path: string, isMain: boolean): string {
  return isMain ? `# ${path}\n# [${path}]\n` : `# ${path}\n`;
}

export function vetGo(req: BuildRequest, phases: Phases = defaultPhases): VetResult {
  const r = buildProgram({ ...req, stopAfterCheck: true }, phases);
  if (!r.ok) {
    if (r.stage !== 'compile' || !r.diagnostics || r.diagnostics.length === 0)
      return { ok: false, stderr: r.stderr, loadErrors: r.loadErrors };
    const first = r.diagnostics[0];
    // Scanner and parser errors: go/parser's wording differs from gc's; print the compiler's.
    if (first.msg.startsWith('syntax error')) return { ok: false, stderr: r.stderr };
    const m = /^# (\S+)\n/.exec(r.stderr);
    const path = m ? m[1] : '';
    const at =
      first.line > 0 ? `${displayPath(first.file)}:${first.line}:${first.col}` : displayPath(first.file);
    return { ok: false, stderr: `${headers(path, true)}vet: ${at}: ${first.msg}\n` };
  }
  const unit = r.units[r.units.length - 1];
  if (!unit) return { ok: true, stderr: '' };
  const found = vetPackage(
    unit.path,
    unit.files,
    unit.info,
    new Map(req.sources.map((f) => [f.name, f.src])),
    // the module's own packages (registry packages have no goVersion)
    r.units.slice(0, -1).filter((u) => u.goVersion !== undefined),
    unit.goVersion,
  );
  if (found.length === 0) return { ok: true, stderr: '' };
  const lines = found.map((d) => `${displayPath(d.file)}:${d.line}:${d.col}: ${d.msg}\n`).join('');
  return { ok: false, stderr: headers(unit.path, unit.name === 'main') + lines };
}
