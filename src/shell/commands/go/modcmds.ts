// `go mod graph` and `go mod verify` over the module graph (cmd/go/internal/modcmd graph.go,
// verify.go). Both run with -mod=mod (modload.setDefaultBuildMod: "they should be able to fetch
// modules not in go.sum"), so a missing go.sum line is not an error here.
import { h1 } from '../../modules/hash.ts';
import { moduleHash } from '../../modules/universe.ts';
import { zipBody } from '../../network/services.ts';
import { cacheFile, extractedDir, extractedGoMod } from './fetch.ts';
import { parseFlags } from './flags.ts';
import { graphLines, loadModGraph } from './modgraph.ts';
import { errln, fail, fetchEnv, GoExit, type GoRun, loadMainModule, traceGets } from './run.ts';
import { checkMainGoVersion } from './toolchain.ts';

export async function goModGraph(run: GoRun, argv: string[]): Promise<void> {
  const f = parseFlags(run, argv, { go: 'value', x: 'bool' }, 'go mod graph [-go=version] [-x]', 'mod graph');
  if (f.args.length > 0) fail(run, `go: 'go mod graph' accepts no arguments`);
  // -x traces the go.mod requests (modcmd/graph.go sets cfg.BuildX)
  traceGets(run, f.bools.has('x'));
  const mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const g = await loadModGraph(run, mod);
  if (!g.ok) fail(run, `go: ${g.message}`);
  run.stdout.push(
    graphLines(g.graph)
      .map((l) => `${l}\n`)
      .join(''),
  );
}

/** The files of a directory tree, relative paths sorted, with their contents. */
async function treeFiles(run: GoRun, dir: string, rel = ''): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  for (const name of [...(await run.fs.readdir(dir))].sort()) {
    const p = `${dir}/${name}`;
    const r = rel ? `${rel}/${name}` : name;
    if ((await run.fs.stat(p)).isDirectory) out.push(...(await treeFiles(run, p, r)));
    else out.push([r, await run.fs.readFile(p)]);
  }
  return out;
}

/**
 * The dirhash of what the cache holds: the module's own hash while the files are as the download
 * left them, another hash as soon as anything was edited, added or removed (the simulated zip
 * and directory stand for the real ones, whose h1 is SHA-256 over every file).
 */
function contentHash(path: string, version: string, pristine: boolean, text: string): string {
  return pristine ? moduleHash(path, version, false) : h1(`${path}@${version}\n${text}`);
}

/** modcmd/verify.go verifyMod: the zip and the extracted directory against the recorded ziphash. */
async function verifyMod(run: GoRun, path: string, version: string): Promise<string[]> {
  const env = fetchEnv(run);
  const zip = cacheFile(env, path, `${version}.zip`);
  const dir = extractedDir(env, path, version);
  const haveZip = await run.fs.exists(zip);
  const haveDir = await run.fs.exists(dir);
  if (!(await run.fs.exists(`${zip}hash`))) {
    if (!haveZip && !haveDir) return []; // "Nothing downloaded yet. Nothing to verify."
    return [`${path} ${version}: missing ziphash: open ${zip}hash: no such file or directory`];
  }
  const want = (await run.fs.readFile(`${zip}hash`)).trim();
  const errs: string[] = [];
  if (haveZip) {
    const body = await run.fs.readFile(zip);
    if (contentHash(path, version, body === zipBody(path, version), body) !== want)
      errs.push(`${path} ${version}: zip has been modified (${zip})`);
  }
  if (haveDir) {
    const files = await treeFiles(run, dir);
    const goMod = extractedGoMod(path, version);
    const pristine =
      goMod === undefined
        ? files.length === 0
        : files.length === 1 && files[0][0] === 'go.mod' && files[0][1] === goMod;
    const text = files.map(([n, c]) => `${n}\n${c}`).join('\n');
    if (contentHash(path, version, pristine, text) !== want)
      errs.push(`${path} ${version}: dir has been modified (${dir})`);
  }
  return errs;
}

export async function goModVerify(run: GoRun, argv: string[]): Promise<void> {
  const f = parseFlags(run, argv, {}, 'go mod verify', 'mod verify');
  if (f.args.length > 0) fail(run, 'go: verify takes no arguments');
  const mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const g = await loadModGraph(run, mod);
  if (!g.ok) fail(run, `go: ${g.message}`);
  let ok = true;
  // The build list's order: sorted by module path.
  for (const path of [...g.graph.selected.keys()].sort()) {
    // base.Errorf("%s", err): no "go: " prefix.
    for (const e of await verifyMod(run, path, g.graph.selected.get(path) as string)) {
      errln(run, e);
      ok = false;
    }
  }
  if (!ok) throw new GoExit(1);
  run.stdout.push('all modules verified\n');
}
