// GOTOOLCHAIN: when the main module or a dependency needs a newer Go than the one running
// (TOOLCHAIN.md A2.9; [SOURCE] cmd/go/internal/gover/toolchain.go, toolchain/select.go).
import { renderGoCmdError } from '../../../go/build/mod/errors.ts';
import * as gover from '../../../go/build/mod/gover.ts';
import { switchTarget, TOOLCHAIN_MODULE, toolchainModuleVersion } from '../../modules/toolchains.ts';
import { cacheFile, fetchModuleFile, storeInCache, sumdbLookup } from './fetch.ts';
import { errln, fail, fetchEnv, type GoRun } from './run.ts';

function mayDownload(run: GoRun): boolean {
  const v = run.env.GOTOOLCHAIN;
  return v === '' || v === 'auto' || v.endsWith('+auto') || v === 'path' || v.endsWith('+path');
}

/** Downloads go<version> through GOPROXY (checksum database required) and switches to it. */
async function switchTo(run: GoRun, version: string): Promise<void> {
  const env = fetchEnv(run);
  const modVersion = toolchainModuleVersion(version);
  const zip = `${modVersion}.zip`;
  if (!(await run.fs.exists(cacheFile(env, TOOLCHAIN_MODULE, zip)))) {
    errln(run, `go: downloading go${version} (linux/amd64)`);
    const where = `go: download go${version}: ${TOOLCHAIN_MODULE}@${modVersion}`;
    const r = fetchModuleFile(run.net, env, TOOLCHAIN_MODULE, zip);
    if (!r.ok) {
      if (r.error.notExist && r.error.fromProxy)
        fail(run, `go: download go${version} for linux/amd64: toolchain not available`);
      fail(run, `${where}: ${r.error.message}`);
    }
    // "toolchain downloads fail for lack of verification if GOSUMDB=off" (go.dev/doc/toolchain).
    if (env.GOSUMDB === 'off')
      fail(run, `${where}: verifying module: checksum database disabled by GOSUMDB=off`);
    const v = sumdbLookup(run.net, env, TOOLCHAIN_MODULE, modVersion);
    if (!v.ok) fail(run, `${where}: verifying module: ${TOOLCHAIN_MODULE}@${modVersion}: ${v.message}`);
    await storeInCache(run.fs, env, TOOLCHAIN_MODULE, modVersion, zip, `go${version}`);
  }
  run.goVersion = version;
}

/** The main module's `go`/`toolchain` lines against the running Go. */
export async function checkMainGoVersion(run: GoRun): Promise<void> {
  const mod = run.mod;
  if (!mod?.go) return;
  // Toolchain selection exists since Go 1.21; older Go just builds and notes the version on failure.
  if (gover.compare(run.goVersion, '1.21') < 0) return;
  const forced = /^go(1\.\d+(?:\.\d+)?)$/.exec(run.env.GOTOOLCHAIN);
  if (forced) {
    run.goVersion = forced[1];
    return;
  }
  let need = mod.go;
  const tc = mod.toolchain?.replace(/^go/, '');
  if (tc && gover.compare(tc, need) > 0 && mayDownload(run)) need = tc;
  if (gover.compare(run.goVersion, need) >= 0) return;
  if (!mayDownload(run)) {
    fail(
      run,
      renderGoCmdError({
        kind: 'too-new',
        what: 'go.mod',
        need: mod.go,
        running: run.goVersion,
        gotoolchain: run.env.GOTOOLCHAIN,
      }),
    );
  }
  // A go line naming a release (1.22.0) is used as is; a language version (1.22) picks a release.
  await switchTo(run, /^\d+\.\d+\.\d+$/.test(need) ? need : switchTarget(need));
}

/** A dependency (`what`, e.g. `k8s.io/api@v0.30.0`) that needs Go `need`. */
export async function checkDependencyGoVersion(run: GoRun, what: string, need: string): Promise<void> {
  if (gover.compare(run.goVersion, need) >= 0) return;
  if (!mayDownload(run))
    fail(
      run,
      renderGoCmdError({
        kind: 'too-new',
        what,
        need,
        running: run.goVersion,
        gotoolchain: run.env.GOTOOLCHAIN,
      }),
    );
  const target = switchTarget(need);
  errln(run, `go: ${what} requires go >= ${need}; switching to go${target}`);
  await switchTo(run, target);
}
