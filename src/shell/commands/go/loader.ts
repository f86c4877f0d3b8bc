// The package loader's module resolution that `go mod tidy` and the build commands with -mod=mod
// share (cmd/go/internal/modload/load.go loadFromRoots): the packages the requirements provide are
// loaded first (their zips downloaded), then each missing import is looked up
// (resolveMissingImports), the module graph is rebuilt, and the loader goes round again until a
// round adds nothing.

import * as gover from '../../../go/build/mod/gover.ts';
import type { ModFile } from '../../../go/build/mod/modfile.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import { findVersion, packageExists } from '../../modules/universe.ts';
import { byWalk, type ImportStacks, importStacks } from './importstack.ts';
import { buildList, downloadZip, providingModule, queryPackage, replaced, statChosen } from './modload.ts';
import { errln, GoExit, type GoRun } from './run.ts';

export type Resolved =
  | {
      ok: true;
      /** The main module's requirements with what the lookups and the module graph added. */
      requires: Map<string, string>;
      /** The build list (MVS over `requires`). */
      selected: Map<string, string>;
    }
  | {
      ok: false;
      /** `P: <error>` per package that could not be loaded. */
      errors: Map<string, string>;
      /** Set when the loader got as far as a build list: the requirements the lookups found. */
      requires?: Map<string, string>;
      selected?: Map<string, string>;
    };

/**
 * Loads `pkgs` (the main module's imports outside it and std, sorted), looking up the packages no
 * requirement provides. Download failures of what those packages import end the command here, with
 * their import stacks (loadAll); everything else is returned.
 */
export async function resolveImports(run: GoRun, mod: ModFile, pkgs: string[]): Promise<Resolved> {
  const requires = new Map(mod.require.map((r) => [r.path, r.version]));
  const errors = new Map<string, string>();

  // Packages whose module go.mod does not require (or whose required version lacks the package)
  // may still be provided by a module in the full requirement graph.
  const provided = (versions: Map<string, string>, p: string) => {
    const m = providingModule(versions, p);
    return m !== undefined && packageExists(m, replaced(mod, m) ?? (versions.get(m) as string), p);
  };
  let missing = pkgs.filter((p) => !provided(requires, p));
  if (missing.length > 0 && mod.require.length > 0) {
    const graph = await buildList(run, mod.require, mod);
    if (!graph.ok) {
      errln(run, `go: ${graph.message}`);
      throw new GoExit(1);
    }
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
      for (const p of present.filter((x) => providingModule(requires, x) === m)) errors.set(p, step.message);
  });
  if (errors.size === 0 && missing.length > 0 && present.length > 0) {
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
    for (const [p, e] of queryErrors) errors.set(p, e);
    // modload.loadFromRoots stops when a round adds no module: nothing found, nothing more to load.
    if (found === 0) return { ok: false, errors };
  }
  if (queryErrors.size === 0 && errors.size > 0) return { ok: false, errors };

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
      const stacks = await importStacks(run, mod.module);
      for (const p of byWalk(
        stacks,
        pkgs.filter((x) => providingModule(selected, x) === m),
      ))
        errln(run, `go: ${stacks.stackText(p)}: ${step.message}`);
      throw new GoExit(1);
    }
  }
  await loadAll(run, mod.module, pkgs, selected, (m) => replaced(mod, m) ?? (selected.get(m) as string));
  if (errors.size > 0) {
    // The next round of the loader looks the still-missing packages up again, finds nothing new and
    // reports ([CAPTURED] go1.23.5: a second `go: finding module for package` of the unknown import).
    const again = new Map<string, string>();
    if (queryErrors.size > 0) await findMissing(run, [...queryErrors.keys()], requires, again);
    const out = new Map([...errors].filter(([p]) => !queryErrors.has(p)));
    for (const [p, e] of again) out.set(p, e);
    return { ok: false, errors: out, requires, selected };
  }
  return { ok: true, requires, selected };
}

/**
 * The go line a go.mod needs for its build list: at least every dependency's (Go 1.21+ raises it),
 * and the toolchain line a raised go line records (modload writes `toolchain go<running>` when it
 * raises the go line and the toolchain line is missing or older; [CAPTURED] go1.23.5: tidy
 * and `GOFLAGS=-mod=mod go build` of a go 1.20 module needing a go 1.22.0 dependency write
 * `go 1.22.0` and `toolchain go1.23.5`, silently).
 */
export function raisedGoLine(
  run: GoRun,
  mod: ModFile,
  selected: Map<string, string>,
): { go: string | undefined; toolchain: string | undefined } {
  let goLine = mod.go;
  for (const [path, version] of selected) {
    const info = findVersion(path, version);
    const need = info?.noGoMod ? undefined : info?.go;
    if (need && (!goLine || gover.compare(need, goLine) > 0)) goLine = need;
  }
  let toolchain = mod.toolchain;
  // a toolchain line older than the raised go line gives way too ([CAPTURED] go 1.21 with
  // `toolchain go1.21.3` raised to 1.22.0 becomes `toolchain go1.23.5`)
  const older = toolchain !== undefined && gover.compare(toolchain.replace(/^go/, ''), goLine as string) < 0;
  if (goLine !== undefined && goLine !== mod.go && (toolchain === undefined || older))
    toolchain = gover.compare(run.goVersion, goLine) > 0 ? `go${run.goVersion}` : undefined;
  return { go: goLine, toolchain };
}

/** Drops the go.sum lines of versions no longer in the build list (neither selected nor replacing). */
export function pruneSums(run: GoRun, mod: ModFile, selected: Map<string, string>): void {
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
}

/**
 * The modules providing `pkgs` and every package they import in turn (modules/packages.ts): with a
 * pruned module graph each is a root of go.mod's requirements (modload updatePrunedRoots), which is
 * what a build with -mod=mod writes ([CAPTURED] go1.23.5: `require example.com/c v1.0.0` and
 * `require example.com/d v1.0.0 // indirect` when only c is imported and c imports d).
 */
export async function loadedModules(pkgs: string[], selected: Map<string, string>): Promise<Set<string>> {
  const { dependencyImports } = await import('../../modules/packages.ts');
  const seen = new Set<string>(pkgs);
  const out = new Set<string>();
  const queue = [...pkgs];
  while (queue.length > 0) {
    const p = queue.shift() as string;
    const m = providingModule(selected, p);
    if (!m) continue;
    out.add(m);
    for (const q of dependencyImports(p))
      if (!seen.has(q)) {
        seen.add(q);
        queue.push(q);
      }
  }
  return out;
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
  // each chosen version's .info (repo.Stat), then its zip
  const stats = await run.net.clock.parallelAsync(
    [...mods].map(
      ([m, v]) =>
        () =>
          statChosen(run, m, v),
    ),
  );
  const statFailed = new Map([...mods.keys()].map((m, i) => [m, stats[i]]));
  for (const [m, st] of statFailed) if (!st.ok) mods.delete(m);
  const steps = await run.net.clock.parallelAsync(
    [...mods].map(
      ([m, v]) =>
        () =>
          downloadZip(run, m, v),
    ),
  );
  const failed = new Map([...statFailed].map(([m, st]) => [m, st]));
  for (const [i, m] of [...mods.keys()].entries()) failed.set(m, steps[i]);
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
export async function loadAll(
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
    let stacks: ImportStacks | undefined;
    for (const [i, m] of mods.entries()) {
      const step = steps[i];
      if (step.ok) {
        loaded.add(m);
        continue;
      }
      stacks ??= await importStacks(run, main);
      for (const q of next.filter((x) => providingModule(selected, x) === m).sort()) {
        const stack: string[] = [];
        for (let x: string | undefined = q; x !== undefined; x = parent.get(x)) stack.unshift(x);
        // the chain from the main package that imports the first of them
        errors.push(
          `go: ${stacks.stackText(stack[0])} imports\n\t${stack.slice(1).join(' imports\n\t')}: ${step.message}`,
        );
      }
    }
    if (errors.length > 0) {
      for (const e of errors) errln(run, e);
      throw new GoExit(1);
    }
    frontier = next;
  }
}
