// `go mod tidy`: load every package the main module imports, find missing modules, download and
// verify their zips, select versions (MVS), and rewrite go.mod and go.sum (TOOLCHAIN.md A2.1–A2.7).

import { isStdLikePath, moduleImports } from '../../../go/build/mod/imports.ts';
import { formatGoSum, formatModFile, type Requirement } from '../../../go/build/mod/modfile.ts';
import { parseFlags } from './flags.ts';
import { byWalk, importStacks } from './importstack.ts';
import { pruneSums, raisedGoLine, resolveImports } from './loader.ts';
import { providingModule } from './modload.ts';
import { errln, fail, GoExit, type GoRun, loadMainModule, traceGets, writeModFiles } from './run.ts';
import { checkMainGoVersion } from './toolchain.ts';

export async function goModTidy(run: GoRun, argv: string[] = []): Promise<void> {
  // modcmd/tidy.go: its flags, then "accepts no arguments" (base.Fatalf, exit status 1)
  const f = parseFlags(
    run,
    argv,
    { e: 'bool', v: 'bool', x: 'bool', diff: 'bool', go: 'value', compat: 'value' },
    'go mod tidy [-e] [-v] [-x] [-diff] [-go=version] [-compat=version]',
    'mod tidy',
  );
  if (f.args.length > 0) fail(run, "go: 'go mod tidy' accepts no arguments");
  traceGets(run, f.bools.has('x'));
  for (const flag of ['diff', 'go', 'compat'])
    if (f.bools.has(flag) || f.values.has(flag))
      fail(run, `oplab: 'go mod tidy -${flag}' is not simulated in this terminal.`, 2);
  const mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const root = run.modRoot as string;
  const imports = (await moduleImports(run.fs, root, true)).filter(
    (s) => !isStdLikePath(s.path) && s.path !== mod.module && !s.path.startsWith(`${mod.module}/`),
  );
  const pkgs = [...new Set(imports.map((s) => s.path))].sort();
  const r = await resolveImports(run, mod, pkgs);
  if (!r.ok) return failWith(run, mod.module, r.errors);
  const selected = r.selected;
  const direct = new Set(pkgs.map((p) => providingModule(selected, p)).filter((m): m is string => !!m));
  const { go: goLine, toolchain } = raisedGoLine(run, mod, selected);
  const newRequires: Requirement[] = [...selected.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((path) => ({ path, version: selected.get(path) as string, indirect: !direct.has(path) }));
  const keepReplaces = mod.replace;
  pruneSums(run, mod, selected);
  const text = formatModFile({ ...mod, go: goLine, toolchain, require: newRequires, replace: keepReplaces });
  await writeModFiles(run, text, formatGoSum(run.sum));
}

async function failWith(run: GoRun, main: string, errors: Map<string, string>): Promise<never> {
  const stacks = await importStacks(run, main);
  for (const p of byWalk(stacks, errors.keys())) errln(run, `go: ${stacks.stackText(p)}: ${errors.get(p)}`);
  throw new GoExit(1);
}
