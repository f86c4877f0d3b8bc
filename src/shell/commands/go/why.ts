// `go mod why [-m] [-vendor] packages...` (cmd/go/internal/modcmd/why.go): the shortest import chain
// from the main module's packages (and their tests) to each package, found breadth first as
// modload's loader.buildStacks does: roots in order, each package's imports sorted, its test after
// them. For -m, the module's package with the shortest chain (the first in path order among
// equals). The main module's imports are read from its files; dependency packages' imports come
// from modules/packages.ts. Runs with -mod=mod: missing go.sum lines and unreachable modules are not
// errors, a module that cannot be downloaded just contributes no imports.
import { isStdLikePath } from '../../../go/build/mod/imports.ts';
import { emitChunks } from './build.ts';
import { inCache } from './fetch.ts';
import { parseFlags } from './flags.ts';
import { mainPackages } from './importstack.ts';
import { loadModGraph } from './modgraph.ts';
import { downloadZip, providingModule, replaced } from './modload.ts';
import { fail, fetchEnv, type GoRun, loadMainModule } from './run.ts';
import { checkMainGoVersion } from './toolchain.ts';

interface Node {
  path: string;
  /** The package this is the test of (printed `path.test`). */
  testOf?: Node;
  stack?: Node;
}

function chain(node: Node): string {
  const stack: Node[] = [];
  for (let p: Node | undefined = node; p; p = p.stack) stack.push(p);
  return stack
    .reverse()
    .map((p) => (p.testOf ? `${p.testOf.path}.test\n` : `${p.path}\n`))
    .join('');
}

function depth(node: Node | undefined): number {
  let n = 0;
  for (let p = node; p; p = p.stack) n++;
  return n;
}

export async function goModWhy(run: GoRun, argv: string[]): Promise<void> {
  const f = parseFlags(
    run,
    argv,
    { m: 'bool', vendor: 'bool' },
    'go mod why [-m] [-vendor] packages...',
    'mod why',
  );
  const byModule = f.bools.has('m');
  const vendoring = f.bools.has('vendor') ? ' to vendor' : '';
  if (byModule)
    for (const a of f.args)
      if (a.includes('@')) fail(run, `go: ${a}: 'go mod why' requires a module path, not a version query`);
  const mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const root = run.modRoot as string;
  const requires = new Map(mod.require.map((r) => [r.path, replaced(mod, r.path) ?? r.version]));
  const env = fetchEnv(run);
  // -m names modules (modload.ListModules): one the main module does not require directly is looked
  // up in the whole module graph, which is loaded before any package, and its failure is fatal
  // ([CAPTURED] go1.23.5 behind a refused proxy: `go mod why -m M example.com/nope` prints only
  // `go: M@V: Get "…/@v/V.mod": …`, status 1)
  if (byModule && f.args.some((a) => a !== mod.module && !requires.has(a))) {
    const g = await loadModGraph(run, mod);
    if (!g.ok) fail(run, `go: ${g.message}`);
  }
  // Loaded on first use, as in tidy: the table is most of this command's size.
  const { dependencyImports } = await import('../../modules/packages.ts');

  const mains = await mainPackages(run, root, mod.module);
  const mainByPath = new Map(mains.map((p) => [p.path, p]));
  const isMain = (p: string) => p === mod.module || p.startsWith(`${mod.module}/`);
  const downloaded = new Map<string, boolean>();
  const importsOf = async (path: string): Promise<string[]> => {
    const main = mainByPath.get(path);
    if (main) return main.imports;
    if (isMain(path) || isStdLikePath(path)) return [];
    const m = providingModule(requires, path);
    if (!m) return [];
    let ok = downloaded.get(m);
    if (ok === undefined) {
      const v = requires.get(m) as string;
      ok = (await inCache(run.fs, env, m, `${v}.zip`)) || (await downloadZip(run, m, v)).ok;
      downloaded.set(m, ok);
    }
    return ok ? dependencyImports(path) : [];
  };

  // loader.buildStacks: breadth first from the roots (the main packages, "all").
  const nodes = new Map<string, Node>();
  const order: Node[] = [];
  for (const p of mains) {
    const n: Node = { path: p.path };
    nodes.set(p.path, n);
    order.push(n);
  }
  const testNodes = new Set<Node>();
  for (let i = 0; i < order.length; i++) {
    const pkg = order[i];
    const main = pkg.testOf ? undefined : mainByPath.get(pkg.path);
    const imports = pkg.testOf
      ? (mainByPath.get(pkg.testOf.path)?.testImports ?? [])
      : await importsOf(pkg.path);
    for (const imp of imports) {
      if (nodes.has(imp)) continue;
      const next: Node = { path: imp, stack: pkg };
      nodes.set(imp, next);
      order.push(next);
    }
    if (main && main.testImports.length > 0) {
      const t: Node = { path: pkg.path, testOf: pkg, stack: pkg };
      testNodes.add(t);
      order.push(t);
    }
  }

  // no argument: the current directory's package, or with -m the main module (modload.ListModules)
  const args = f.args.length === 0 ? (byModule ? [mod.module] : ['.']) : f.args;
  const cwdRel = run.cwd === root ? '' : run.cwd.slice(root.length + 1);
  const resolveArg = (a: string): string => {
    if (a !== '.' && !a.startsWith('./') && !a.startsWith('../')) return a;
    const parts = cwdRel ? cwdRel.split('/') : [];
    for (const seg of a.split('/')) {
      if (seg === '..') parts.pop();
      else if (seg !== '.' && seg !== '') parts.push(seg);
    }
    return parts.length ? `${mod.module}/${parts.join('/')}` : mod.module;
  };

  const stanzas: string[] = [];
  if (byModule) {
    const all = [...nodes.keys()].sort();
    for (const m of args) {
      // the main module's packages are the roots: the first one is the answer
      let best: Node | undefined =
        m === mod.module ? nodes.get([...mainByPath.keys()].sort()[0] ?? '') : undefined;
      let bestDepth = Number.MAX_SAFE_INTEGER;
      for (const p of best ? [] : all) {
        // a package whose module did not download did not load: it is no package of the module
        // ([CAPTURED] go1.23.5: `(main module does not need module M)` when M's zip failed)
        if (
          isStdLikePath(p) ||
          isMain(p) ||
          providingModule(requires, p) !== m ||
          downloaded.get(m) === false
        )
          continue;
        const d = depth(nodes.get(p));
        if (d > 0 && d < bestDepth) {
          best = nodes.get(p);
          bestDepth = d;
        }
      }
      stanzas.push(`# ${m}\n${best ? chain(best) : `(main module does not need${vendoring} module ${m})\n`}`);
    }
  } else {
    for (const a of args) {
      const p = resolveArg(a);
      // a directory with no package matches nothing: no stanza ([CAPTURED] go1.23.5 `go mod why`
      // in a module root with no Go files prints nothing, status 0)
      if (f.args.length === 0 && isMain(p) && !mainByPath.has(p)) continue;
      const n = nodes.get(p);
      stanzas.push(`# ${p}\n${n ? chain(n) : `(main module does not need${vendoring} package ${p})\n`}`);
    }
  }
  // written once the packages are loaded: after the `go: downloading` lines of the loading
  // ([CAPTURED] go1.23.5 with stdout and stderr on one terminal)
  emitChunks(run, [{ fd: 1, text: stanzas.join('\n') }]);
}
