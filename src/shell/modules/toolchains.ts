// Go toolchain releases the simulated proxies can serve as golang.org/toolchain modules
// (go.dev/doc/toolchain: "Toolchains are downloaded like any other module").
import * as gover from '../../go/build/mod/gover.ts';

export const TOOLCHAIN_MODULE = 'golang.org/toolchain';

/** Latest patch of each minor the lessons can meet (go.dev/doc/devel/release). */
const LATEST_PATCH: Record<string, number> = {
  '1.19': 13,
  '1.20': 14,
  '1.21': 13,
  '1.22': 12,
  '1.23': 12,
};

/** "v0.0.1-go1.22.0.linux-amd64" → true when go1.22.0 is a real release we model. */
export function isKnownGoRelease(moduleVersion: string): boolean {
  const m = /^v0\.0\.1-go1\.(\d+)\.(\d+)\.linux-amd64$/.exec(moduleVersion);
  if (!m) return false;
  const latest = LATEST_PATCH[`1.${m[1]}`];
  return latest !== undefined && Number(m[2]) <= latest;
}

export function toolchainModuleVersion(goVersion: string): string {
  return `v0.0.1-go${goVersion}.linux-amd64`;
}

/**
 * The toolchain `GOTOOLCHAIN=auto` switches to when a dependency needs a newer Go: the latest
 * patch of the required minor, or the version itself when it names a release (gover/toolchain).
 */
export function switchTarget(required: string): string {
  const m = /^1\.(\d+)(?:\.(\d+))?$/.exec(required);
  if (!m) return required;
  const latest = LATEST_PATCH[`1.${m[1]}`];
  if (latest === undefined) return m[2] === undefined ? `${required}.0` : required;
  const candidate = `1.${m[1]}.${latest}`;
  return gover.compare(candidate, required) >= 0 ? candidate : required;
}
