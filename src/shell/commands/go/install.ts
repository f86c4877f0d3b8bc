// `go install path@version`: how the scaffold's Makefile gets controller-gen, kustomize and
// setup-envtest (TOOLCHAIN.md A5) — through the same GOPROXY as everything else.
import { findVersion } from '../../modules/universe.ts';
import type { ShellWorld } from '../../world.ts';
import { goBuild } from './build.ts';
import { proxyListError, queryCandidates } from './fetch.ts';
import { candidateModules, downloadZip, latestOf } from './modload.ts';
import { fail, fetchEnv, findModRoot, type GoRun } from './run.ts';
import { checkDependencyGoVersion } from './toolchain.ts';

export async function goInstall(run: GoRun, args: string[], world: ShellWorld): Promise<void> {
  const pkgs = args.filter((a) => !a.startsWith('-'));
  // in a module, packages without a version are the main module's: built, and the commands among
  // them written to GOBIN (else GOPATH's bin) — cmd/go/internal/work runInstall
  const versioned = pkgs.some((a) => a.includes('@') && !a.startsWith('.') && !a.startsWith('/'));
  if (!versioned && (await findModRoot(run.fs, run.cwd))) {
    const installDir = run.osEnv.GOBIN || run.env.GOBIN || `${run.env.GOPATH.split(':')[0]}/bin`;
    return goBuild(run, 'build', args, world.goToolchain, undefined, {
      programs: world.programs,
      installDir,
    });
  }
  // outside a module the current directory (no argument) and directory paths are packages of no
  // module: modload's ErrNoModRoot ([CAPTURED] go1.23.5 `go install`, `go install ./x`)
  if (pkgs.length === 0 || pkgs.some((a) => !a.includes('@') && (a.startsWith('.') || a.startsWith('/'))))
    fail(
      run,
      "go: go.mod file not found in current directory or any parent directory; see 'go help modules'",
    );
  for (const arg of pkgs) {
    const at = arg.lastIndexOf('@');
    if (at < 0)
      fail(
        run,
        `go: 'go install' requires a version when current directory is not in a module\n\tTry 'go install ${arg}@latest' to install the latest version`,
      );
    const pkg = arg.slice(0, at);
    const query = arg.slice(at + 1);
    const env = fetchEnv(run);
    // a GOPROXY element the go command refuses fails the query itself, with no module prefix
    const refused = proxyListError(env.GOPROXY);
    if (refused !== undefined) fail(run, `go: ${arg}: ${refused}`);
    let found: { path: string; version: string } | undefined;
    // An explicit version is asked for as <candidate>/@v/<version>.info; @latest lists versions.
    const explicit = query !== 'latest';
    const q = queryCandidates(run.net, env, candidateModules(pkg), () =>
      explicit ? `${query}.info` : 'list',
    );
    // every candidate not found: modload queryPrefixModules reports the first not-exist error, the
    // longest path's (a proxy's `path@v: reading …: 404` or lookup's own `module lookup disabled by
    // GOPROXY=off`, which carries no module prefix). [CAPTURED] go1.23.5, GOPROXY=off `go install
    // sigs.k8s.io/controller-tools/cmd/controller-gen@v0.13.0`: `go: …@v0.13.0: module lookup
    // disabled by GOPROXY=off`.
    if (!q.ok && q.error.notExist && q.error.message !== '' && !q.error.fromProxy)
      fail(run, `go: ${arg}: ${q.error.message}`);
    if (!q.ok && q.error.message !== '') {
      fail(
        run,
        explicit
          ? `go: ${arg}: ${q.path}@${query}: ${q.error.message}`
          : `go: ${arg}: module ${q.path}: ${q.error.message}`,
      );
    }
    if (q.ok) {
      const version = explicit ? query : latestOf(q.body);
      if (version && findVersion(q.path, version)) found = { path: q.path, version };
    }
    if (!found) fail(run, `go: ${arg}: no matching versions for query "${query}"`);
    const info = findVersion(found.path, found.version);
    if (info) await checkDependencyGoVersion(run, `${arg} (in ${found.path}@${found.version})`, info.go);
    const step = await downloadZip(run, found.path, found.version);
    if (!step.ok) fail(run, `go: ${arg}: ${step.message}`);
    const parts = pkg.split('/');
    const name = /^v\d+$/.test(parts[parts.length - 1]) ? parts[parts.length - 2] : parts[parts.length - 1];
    const bin = run.osEnv.GOBIN || run.env.GOBIN || `${run.env.GOPATH.split(':')[0]}/bin`;
    await run.fs.mkdir(bin, { recursive: true });
    // The installed "binary" is a script calling the simulated tool, with the version installed
    // (controller-gen writes it into the CRDs it generates).
    await run.fs.writeFile(`${bin}/${name}`, `#!/bin/sh\noplab-tool ${name}@${found.version} "$@"\n`);
    await run.fs.chmod(`${bin}/${name}`, 0o755);
  }
}
