// The one Kubernetes version the simulated clusters and the terminal's kubectl claim to be: v1.34.0.
// The API server's messages already follow 1.34 (field.Error value rendering, the 1.34 defaults), and
// kubectl's describe reads EndpointSlices as 1.31+ does, so client and server are the same release and
// kubectl prints no skew warning. The learner's go.mod (k8s.io/* v0.28 era) is the program's own
// dependency and stays as the course pins it.

/** version.Info as kube-apiserver v1.34.0 serves it on /version (linux/amd64 release build). */
export const KUBE_GIT_VERSION = 'v1.34.0';
const GIT_COMMIT = 'f28b4c9efbca5c5c0af716d9f2d5702667ee8a45';
const BUILD_DATE = '2025-08-27T10:09:04Z';
const GO_VERSION = 'go1.24.6';

/** kustomize vendored by kubectl v1.34 (`kubectl version` prints it). */
export const KUSTOMIZE_VERSION = 'v5.7.1';

/** kubectl's User-Agent (client-go DefaultKubernetesUserAgent: `kubectl/<gitVersion> (<os>/<arch>) kubernetes/<commit[:7]>`). */
export const KUBECTL_USER_AGENT = `kubectl/${KUBE_GIT_VERSION} (linux/amd64) kubernetes/${GIT_COMMIT.slice(0, 7)}`;

function majorMinor(gitVersion: string): [string, string] {
  const m = /^v?(\d+)\.(\d+)/.exec(gitVersion);
  return m ? [m[1], m[2]] : ['', ''];
}

/**
 * The server's /version body. Since 1.33 version.Info carries the emulation and minimum compatibility
 * versions ([AM] pkg/version/types.go); a server that emulates itself reports its own minor and the
 * one before it ([K8S] staging/src/k8s.io/component-base/compatibility).
 */
export function serverVersionInfo(gitVersion: string = KUBE_GIT_VERSION): Record<string, string> {
  const [major, minor] = majorMinor(gitVersion);
  const own = gitVersion === KUBE_GIT_VERSION;
  return {
    major,
    minor,
    emulationMajor: major,
    emulationMinor: minor,
    minCompatibilityMajor: major,
    minCompatibilityMinor: String(Math.max(0, Number(minor) - 1)),
    gitVersion,
    gitCommit: own ? GIT_COMMIT : '',
    gitTreeState: 'clean',
    buildDate: own ? BUILD_DATE : '1970-01-01T00:00:00Z',
    goVersion: GO_VERSION,
    compiler: 'gc',
    platform: 'linux/amd64',
  };
}

/** kubectl's own version.Info (component-base version.Get(): the emulation fields are empty, so omitted). */
export function clientVersionInfo(): Record<string, string> {
  const [major, minor] = majorMinor(KUBE_GIT_VERSION);
  return {
    major,
    minor,
    gitVersion: KUBE_GIT_VERSION,
    gitCommit: GIT_COMMIT,
    gitTreeState: 'clean',
    buildDate: BUILD_DATE,
    goVersion: GO_VERSION,
    compiler: 'gc',
    platform: 'linux/amd64',
  };
}

/**
 * kubectl's skew warning ([K8S] staging/src/k8s.io/kubectl/pkg/cmd/version/version.go
 * printVersionSkewWarning): more than one minor apart, or another major, on stderr.
 */
export function versionSkewWarning(clientGitVersion: string, serverGitVersion: string): string {
  // version.ParseSemantic failing returns the error instead; neither side here is unparsable.
  if (majorMinor(clientGitVersion)[0] === '' || majorMinor(serverGitVersion)[0] === '') return '';
  const [cMa, cMi] = majorMinor(clientGitVersion).map(Number);
  const [sMa, sMi] = majorMinor(serverGitVersion).map(Number);
  if (cMa === sMa && Math.abs(cMi - sMi) <= 1) return '';
  return `WARNING: version difference between client (${cMa}.${cMi}) and server (${sMa}.${sMi}) exceeds the supported minor version skew of +/-1\n`;
}
