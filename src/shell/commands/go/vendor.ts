// `go mod vendor [-e] [-v] [-o outdir]` (cmd/go/internal/modcmd/vendor.go, go1.23): loads "all"
// (the main module's packages with their tests, and what they import), without looking missing
// imports up (-mod=readonly), downloads the modules providing them, and writes vendor/modules.txt.
//
// The simulated module zips hold no sources (the Go toolchain provides the packages), so vendor/
// gets each vendored package's directory and modules.txt, not the package files.

import * as gover from '../../../go/build/mod/gover.ts';
import { isStdLikePath, moduleImports } from '../../../go/build/mod/imports.ts';
import { haveSum, type ModFile } from '../../../go/build/mod/modfile.ts';
import { findVersion, packageExists } from '../../modules/universe.ts';
import { parseFlags } from './flags.ts';
import { byWalk, type ImportStacks, importStacks } from './importstack.ts';
import { loadAll } from './loader.ts';
import { buildList, downloadZip, providingModule, replaced } from './modload.ts';
import { errln, fail, GoExit, type GoRun, loadMainModule } from './run.ts';
import { checkMainGoVersion } from './toolchain.ts';

export async function goModVendor(run: GoRun, argv: string[] = []): Promise<void> {
  const f = parseFlags(
    run,
    argv,
    { e: 'bool', v: 'bool', o: 'value' },
    'go mod vendor [-e] [-v] [-o outdir]',
    'mod vendor',
  );
  if (f.args.length > 0) fail(run, "go: 'go mod vendor' accepts no arguments");
  const mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const root = run.modRoot as string;
  const inMain = (p: string) => p === mod.module || p.startsWith(`${mod.module}/`);
  const imports = (await moduleImports(run.fs, root, true)).filter(
    (s) => !isStdLikePath(s.path) && !inMain(s.path),
  );
  const pkgs = [...new Set(imports.map((s) => s.path))].sort();
  const requires = new Map(mod.require.map((r) => [r.path, r.version]));
  const used = (m: string, v: string) => replaced(mod, m) ?? v;
  // a module replaced by a directory is read from there: no download, no go.sum line, and its
  // packages' files are what vendor/ copies
  const dirOf = (m: string): string | undefined => {
    const r = mod.replace.find((x) => x.oldPath === m && x.newVersion === undefined);
    return r === undefined ? undefined : r.newPath.startsWith('/') ? r.newPath : `${root}/${r.newPath}`;
  };

  // -mod=readonly: an import no requirement provides is an error, and so is a missing go.sum line
  // ([CAPTURED] go1.23.5: `go: example.com/m imports\n\tP: no required module provides package P;
  // to add it:\n\tgo get P`, and `…: missing go.sum entry for module providing package P (imported
  // by example.com/m); to add:\n\tgo get example.com/m`).
  const errors = new Map<string, string>();
  let walk: ImportStacks | undefined;
  const stacks = async () => {
    walk ??= await importStacks(run, mod.module);
    return walk;
  };
  for (const p of pkgs) {
    const m = providingModule(requires, p);
    const dir = m === undefined ? undefined : dirOf(m);
    if (m === undefined || (dir === undefined && !packageExists(m, used(m, requires.get(m) as string), p)))
      errors.set(p, `no required module provides package ${p}; to add it:\n\tgo get ${p}`);
    else if (dir === undefined && !haveSum(run.sum, m, used(m, requires.get(m) as string))) {
      // modload/import.go ImportMissingSumError: the importer is the package that reached P first
      const by = (await stacks()).importer(p) ?? { path: mod.module, test: false };
      errors.set(
        p,
        `missing go.sum entry for module providing package ${p} (imported by ${by.path}); to add:\n\tgo get${by.test ? ' -t' : ''} ${by.path}`,
      );
    }
  }
  const report = async () => {
    const s = await stacks();
    for (const p of byWalk(s, errors.keys())) errln(run, `go: ${s.stackText(p)}: ${errors.get(p)}`);
  };
  if (errors.size > 0 && !f.bools.has('e')) {
    await report();
    throw new GoExit(1);
  }
  const bl = await buildList(run, mod.require, mod);
  if (!bl.ok) fail(run, `go: ${bl.message}`);
  const selected = bl.list.versions;
  const loaded = pkgs.filter((p) => !errors.has(p));
  const direct = [...new Set(loaded.map((p) => providingModule(selected, p) as string))].filter(
    (m) => dirOf(m) === undefined,
  );
  const steps = await run.net.clock.parallelAsync(
    direct.map((m) => () => downloadZip(run, m, used(m, selected.get(m) as string))),
  );
  steps.forEach((step, i) => {
    if (!step.ok)
      for (const p of loaded.filter((x) => providingModule(selected, x) === direct[i]))
        errors.set(p, step.message);
  });
  if (errors.size > 0 && !f.bools.has('e')) {
    await report();
    throw new GoExit(1);
  }
  await loadAll(run, mod.module, loaded, selected, (m) => used(m, selected.get(m) as string));
  if (errors.size > 0) await report();

  // modpkgs: each module's vendored packages (the loaded ones and what they import in turn)
  const { dependencyImports } = await import('../../modules/packages.ts');
  const modpkgs = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = loaded.filter((p) => !errors.has(p));
  while (queue.length > 0) {
    const p = queue.shift() as string;
    if (seen.has(p)) continue;
    seen.add(p);
    const m = providingModule(selected, p);
    if (m === undefined) continue;
    modpkgs.set(m, [...(modpkgs.get(m) ?? []), p]);
    queue.push(...dependencyImports(p));
  }

  // go ≥ 1.14 marks go.mod's requirements `## explicit` (and lists them even without packages);
  // go ≥ 1.17 adds each module's go version.
  const gv = mod.go ?? '1.16';
  const annotate = mod.go !== undefined && gover.compare(gv, '1.14') >= 0;
  const goVersions = gover.compare(gv, '1.17') >= 0;
  const explicit = new Set(annotate ? mod.require.map((r) => `${r.path}@${r.version}`) : []);
  const vendorMods = new Map<string, string>();
  if (annotate) for (const r of mod.require) vendorMods.set(`${r.path}@${r.version}`, r.path);
  for (const m of modpkgs.keys()) vendorMods.set(`${m}@${selected.get(m)}`, m);
  const order = [...vendorMods.keys()].sort((a, b) => {
    const [pa, va] = [vendorMods.get(a) as string, a.slice(a.lastIndexOf('@') + 1)];
    const [pb, vb] = [vendorMods.get(b) as string, b.slice(b.lastIndexOf('@') + 1)];
    return pa !== pb ? (pa < pb ? -1 : 1) : va < vb ? -1 : va > vb ? 1 : 0;
  });
  let buf = '';
  const written = new Set<string>();
  for (const k of order) {
    const path = vendorMods.get(k) as string;
    const version = k.slice(k.lastIndexOf('@') + 1);
    buf += moduleLine(mod, path, version);
    written.add(k);
    const info = findVersion(path, used(path, version));
    // modload.ModuleInfo's GoVersion (the replacement's): none for a module without go.mod
    const dir = dirOf(path);
    const goVersion = !goVersions
      ? ''
      : dir !== undefined
        ? await dirGoVersion(run, dir)
        : info && !info.noGoMod
          ? info.go
          : '';
    if (explicit.has(k) && goVersion !== '') buf += `## explicit; go ${goVersion}\n`;
    else if (explicit.has(k)) buf += '## explicit\n';
    else if (goVersion !== '') buf += `## go ${goVersion}\n`;
    const own = selected.get(path) === version ? (modpkgs.get(path) ?? []) : [];
    for (const p of [...own].sort()) buf += `${p}\n`;
  }
  // unused and wildcard replacements come last, so -mod=vendor can see they had no effect
  if (annotate)
    for (const r of mod.replace) {
      const k = r.oldVersion === undefined ? r.oldPath : `${r.oldPath}@${r.oldVersion}`;
      if (written.has(k)) continue;
      written.add(k);
      buf += `# ${r.oldPath}${r.oldVersion ? ` ${r.oldVersion}` : ''} => ${r.newPath}${r.newVersion ? ` ${r.newVersion}` : ''}\n`;
    }

  const out = f.values.get('o');
  const vdir = out === undefined ? `${root}/vendor` : out.startsWith('/') ? out : `${run.cwd}/${out}`;
  if (await run.fs.exists(vdir)) await run.fs.rm(vdir, { recursive: true, force: true });
  if (f.bools.has('v')) run.stderr.push(buf);
  if (buf === '') {
    errln(run, 'go: no dependencies to vendor');
    return;
  }
  await run.fs.mkdir(vdir, { recursive: true });
  for (const [m, ps] of modpkgs)
    for (const p of ps) {
      await run.fs.mkdir(`${vdir}/${p}`, { recursive: true });
      const dir = dirOf(m);
      if (dir !== undefined)
        await copyPackage(run, mod, dir, p === m ? '' : p.slice(m.length + 1), `${vdir}/${p}`);
    }
  // (with -e the load errors were printed and the command still succeeds)
  await run.fs.writeFile(`${vdir}/modules.txt`, buf);
}

/** `# path version[ => new[ version]]` (vendor.go moduleLine). */
function moduleLine(mod: ModFile, path: string, version: string): string {
  const r =
    mod.replace.find((x) => x.oldPath === path && x.oldVersion === version) ??
    mod.replace.find((x) => x.oldPath === path && x.oldVersion === undefined);
  let line = `# ${path} ${version}`;
  if (r) line += ` => ${r.newPath}${r.newVersion ? ` ${r.newVersion}` : ''}`;
  return `${line}\n`;
}

/** The go line of a replacement directory's go.mod ('' without one). */
async function dirGoVersion(run: GoRun, dir: string): Promise<string> {
  const file = `${dir}/go.mod`;
  if (!(await run.fs.exists(file))) return '';
  return /^go\s+(\S+)/m.exec(await run.fs.readFile(file))?.[1] ?? '';
}

/** modcmd/vendor.go metaPrefixes: the legal files copied from the module root down to the package. */
const META_PREFIXES = [
  'AUTHORS',
  'CONTRIBUTORS',
  'COPYLEFT',
  'COPYING',
  'COPYRIGHT',
  'LEGAL',
  'LICENSE',
  'NOTICE',
  'PATENTS',
];

/**
 * vendorPkg for a package read from a directory: its files but tests (matchPotentialSourceFile; from
 * go 1.17 go.mod and go.sum are left out too), and the legal files of the directories from the
 * module root to it (copyMetadata).
 */
async function copyPackage(
  run: GoRun,
  mod: ModFile,
  modDir: string,
  rel: string,
  dst: string,
): Promise<void> {
  const src = rel === '' ? modDir : `${modDir}/${rel}`;
  if (!(await run.fs.exists(src))) return;
  const strip = mod.go !== undefined && gover.compare(mod.go, '1.17') >= 0;
  for (const name of await run.fs.readdir(src)) {
    if (name.endsWith('_test.go') || (strip && (name === 'go.mod' || name === 'go.sum'))) continue;
    if ((await run.fs.stat(`${src}/${name}`)).isDirectory) continue;
    await run.fs.writeFile(`${dst}/${name}`, await run.fs.readFile(`${src}/${name}`));
  }
  const parts = rel === '' ? [] : rel.split('/');
  for (let i = 0; i < parts.length; i++) {
    const from = [modDir, ...parts.slice(0, i)].join('/');
    const to = dst
      .split('/')
      .slice(0, dst.split('/').length - (parts.length - i))
      .join('/');
    for (const name of await run.fs.readdir(from)) {
      if (!META_PREFIXES.some((m) => name.startsWith(m))) continue;
      if ((await run.fs.stat(`${from}/${name}`)).isDirectory) continue;
      await run.fs.writeFile(`${to}/${name}`, await run.fs.readFile(`${from}/${name}`));
    }
  }
}
