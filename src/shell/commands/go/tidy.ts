// `go mod tidy`: load every package the main module imports, find missing modules, download and
// verify their zips, select versions (MVS), and rewrite go.mod and go.sum (TOOLCHAIN.md A2.1–A2.7).

import * as gover from '../../../go/build/mod/gover.ts';
import { isStdLikePath, moduleImports } from '../../../go/build/mod/imports.ts';
import { formatGoSum, formatModFile, type Requirement } from '../../../go/build/mod/modfile.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import { findVersion, packageExists } from '../../modules/universe.ts';
import { parseFlags } from './flags.ts';
import { buildList, downloadZip, providingModule, queryPackage, replaced } from './modload.ts';
import { errln, fail, GoExit, type GoRun, loadMainModule, writeModFiles } from './run.ts';
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
  const requires = new Map(mod.require.map((r) => [r.path, r.version]));
  const errors: string[] = [];

  // Packages whose module go.mod does not require (or whose required version lacks the package)
  // may still be provided by a module in the full requirement graph.
  const provided = (versions: Map<string, string>, p: string) => {
    const m = providingModule(versions, p);
    return m !== undefined && packageExists(m, replaced(mod, m) ?? (versions.get(m) as string), p);
  };
  let missing = pkgs.filter((p) => !provided(requires, p));
  if (missing.length > 0 && mod.require.length > 0) {
    const graph = await buildList(run, mod.require, mod);
    if (!graph.ok) fail(run, `go: ${graph.message}`);
    // the graph's left-out requirements (universe.ts `unlisted`: ginkgo and gomega)
    const unlisted = new Map<string, string>();
    for (const [path, version] of graph.list.versions)
      for (const r of findVersion(path, version)?.unlisted ?? [])
        if (!unlisted.has(r.path) || semver.compare(r.version, unlisted.get(r.path) as string) > 0)
          unlisted.set(r.path, r.version);
    for (const p of missing) {
      const m = providingModule(graph.list.versions, p);
      if (m && provided(graph.list.versions, p)) requires.set(m, graph.list.versions.get(m) as string);
      const u = providingModule(unlisted, p);
      if (u && !requires.has(u) && provided(unlisted, p)) requires.set(u, unlisted.get(u) as string);
    }
    missing = missing.filter((p) => !provided(requires, p));
  }
  // The packages the requirements already provide are loaded first, with what they import: their
  // modules' zips come before any lookup ([CAPTURED] go1.23.5 against a file proxy: `go: downloading
  // M v` of a required module, then `go: finding module for package` of the missing import).
  const present = pkgs.filter((p) => !missing.includes(p));
  const presentMods = [
    ...new Set(present.map((p) => providingModule(requires, p)).filter((m): m is string => !!m)),
  ];
  // cmd/go downloads module zips in parallel: a black-holed proxy costs 30 s once, not per module.
  const steps = await run.net.clock.parallelAsync(
    presentMods.map((m) => () => downloadZip(run, m, replaced(mod, m) ?? (requires.get(m) as string))),
  );
  presentMods.forEach((m, i) => {
    const step = steps[i];
    if (!step.ok)
      for (const p of present.filter((x) => providingModule(requires, x) === m))
        errors.push(`${p}: ${step.message}`);
  });
  if (errors.length === 0 && missing.length > 0 && present.length > 0) {
    const before = await buildList(
      run,
      [...requires].map(([path, version]) => ({ path, version })),
      mod,
    );
    if (before.ok) {
      const sel = before.list.versions;
      await loadAll(run, mod.module, present, sel, (m) => replaced(mod, m) ?? (sel.get(m) as string));
    }
  }

  const queryErrors = new Map<string, string>();
  if (missing.length > 0) {
    const found = await findMissing(run, missing, requires, queryErrors);
    for (const [p, e] of queryErrors) errors.push(`${p}: ${e}`);
    // modload.loadFromRoots stops when a round adds no module: nothing found, nothing more to load.
    if (found === 0) failWith(run, mod.module, errors);
  }
  if (queryErrors.size === 0 && errors.length > 0) failWith(run, mod.module, errors);

  // Minimal version selection over the whole graph, then the selected versions' zips.
  const roots = [...requires].map(([path, version]) => ({ path, version }));
  const bl = await buildList(run, roots, mod);
  if (!bl.ok) {
    errln(run, `go: ${bl.message}`);
    throw new GoExit(1);
  }
  const selected = bl.list.versions;
  const direct = new Set(pkgs.map((p) => providingModule(selected, p)).filter((m): m is string => !!m));
  for (const m of direct) {
    const step = await downloadZip(run, m, replaced(mod, m) ?? (selected.get(m) as string));
    if (!step.ok) {
      for (const p of pkgs.filter((x) => providingModule(selected, x) === m))
        errln(run, `go: ${mod.module} imports\n\t${p}: ${step.message}`);
      throw new GoExit(1);
    }
  }
  await loadAll(run, mod.module, pkgs, selected, (m) => replaced(mod, m) ?? (selected.get(m) as string));
  if (errors.length > 0) {
    // The next round of the loader looks the still-missing packages up again, finds nothing new and
    // reports ([CAPTURED] go1.23.5: a second `go: finding module for package` of the unknown import).
    const again = new Map<string, string>();
    if (queryErrors.size > 0) await findMissing(run, [...queryErrors.keys()], requires, again);
    failWith(run, mod.module, [
      ...errors.filter((e) => !queryErrors.has(e.slice(0, e.indexOf(': ')))),
      ...[...again].map(([p, e]) => `${p}: ${e}`),
    ]);
  }

  // The go line must be at least every dependency's (Go 1.21+ raises it).
  let goLine = mod.go;
  for (const [path, version] of selected) {
    const info = findVersion(path, version);
    const need = info?.noGoMod ? undefined : info?.go;
    if (need && (!goLine || gover.compare(need, goLine) > 0)) goLine = need;
  }
  const newRequires: Requirement[] = [...selected.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((path) => ({ path, version: selected.get(path) as string, indirect: !direct.has(path) }));
  const keepReplaces = mod.replace;
  // Drop go.sum lines of versions no longer in the graph.
  for (const key of [...run.sum.keys()]) {
    const [path, verRaw] = key.split(' ');
    const ver = verRaw.replace('/go.mod', '');
    const sel = selected.get(path);
    const usedVersion = sel && (replaced(mod, path) ?? sel);
    if (!sel || (semver.compare(ver, usedVersion as string) !== 0 && semver.compare(ver, sel) !== 0)) {
      run.sum.delete(key);
      run.sumDirty = true;
    }
  }
  const text = formatModFile({ ...mod, go: goLine, require: newRequires, replace: keepReplaces });
  await writeModFiles(run, text, formatGoSum(run.sum));
}

function failWith(run: GoRun, main: string, errors: string[]): never {
  for (const e of [...errors].sort()) errln(run, `go: ${main} imports\n\t${e}`);
  throw new GoExit(1);
}

/**
 * modload resolveMissingImports: each missing package is looked up in parallel (queryImport prints
 * `go: finding module for package`; QueryPackages downloads the latest version's zip to see the
 * package is there), then `go: found` is printed for each, in the loader's package order (sorted).
 * The lookups' lines come in the order the goroutines ran, which varies between runs; this is the
 * captured order for two packages (TOOLCHAIN.md A2.1): the last one first. Returns how many were
 * found; failures go to `errors` by package.
 */
async function findMissing(
  run: GoRun,
  missing: string[],
  requires: Map<string, string>,
  errors: Map<string, string>,
): Promise<number> {
  const order = [...missing].reverse();
  for (const p of order) errln(run, `go: finding module for package ${p}`);
  // (the requests themselves go out in the loader's order: the captured connections' local ports)
  const queries = new Map(
    run.net.clock.parallel(missing.map((p) => () => [p, queryPackage(run, p)] as const)),
  );
  const mods = new Map<string, string>();
  for (const p of order) {
    const q = queries.get(p);
    if (q?.ok && !mods.has(q.path)) mods.set(q.path, q.version);
  }
  const steps = await run.net.clock.parallelAsync(
    [...mods].map(
      ([m, v]) =>
        () =>
          downloadZip(run, m, v),
    ),
  );
  const failed = new Map([...mods.keys()].map((m, i) => [m, steps[i]]));
  let found = 0;
  for (const p of missing) {
    const q = queries.get(p);
    if (!q) continue;
    if (!q.ok) {
      errors.set(p, q.message);
      continue;
    }
    const step = failed.get(q.path);
    if (step && !step.ok) {
      // a zip the proxy does not have is "not exist": the package cannot be found in that module
      errors.set(
        p,
        step.notExist ? `cannot find module providing package ${p}: ${step.message}` : step.message,
      );
      continue;
    }
    errln(run, `go: found ${p} in ${q.path} ${q.version}`);
    requires.set(q.path, q.version);
    found++;
  }
  return found;
}

/**
 * The rest of "all": the packages the main module's imports import in turn (their import graph
 * from modules/packages.ts), loaded breadth first, so every module providing one is downloaded
 * and its zip's sum recorded ([go1.23.5] tidy of the A2 module downloads k8s.io/apimachinery and
 * k8s.io/client-go after k8s.io/api and controller-runtime). A module that fails to download is
 * reported per package with its import stack (`go: M imports\n\tA imports\n\tB: <error>`).
 */
async function loadAll(
  run: GoRun,
  main: string,
  roots: string[],
  selected: Map<string, string>,
  versionOf: (m: string) => string,
): Promise<void> {
  const { dependencyImports } = await import('../../modules/packages.ts');
  const parent = new Map<string, string | undefined>(roots.map((p) => [p, undefined]));
  const loaded = new Set(roots.map((p) => providingModule(selected, p)).filter((m): m is string => !!m));
  let frontier = roots;
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const p of frontier) {
      const m = providingModule(selected, p);
      if (!m || !loaded.has(m)) continue;
      for (const q of dependencyImports(p)) {
        if (parent.has(q) || !providingModule(selected, q)) continue;
        parent.set(q, p);
        next.push(q);
      }
    }
    const mods = [...new Set(next.map((q) => providingModule(selected, q) as string))]
      .filter((m) => !loaded.has(m))
      .sort();
    const steps = await run.net.clock.parallelAsync(mods.map((m) => () => downloadZip(run, m, versionOf(m))));
    const errors: string[] = [];
    mods.forEach((m, i) => {
      const step = steps[i];
      if (step.ok) {
        loaded.add(m);
        return;
      }
      for (const q of next.filter((x) => providingModule(selected, x) === m).sort()) {
        const stack: string[] = [];
        for (let x: string | undefined = q; x !== undefined; x = parent.get(x)) stack.unshift(x);
        errors.push(`go: ${main} imports\n\t${stack.join(' imports\n\t')}: ${step.message}`);
      }
    });
    if (errors.length > 0) {
      for (const e of errors) errln(run, e);
      throw new GoExit(1);
    }
    frontier = next;
  }
}
