// The module universe: the modules the simulated proxies and VCS hosts serve, with the real
// version relationships of TOOLCHAIN.md A1.4.
//
// Reduced graph (deliberate): only the modules the lessons talk about are modelled —
// controller-runtime and k8s.io/{api,apimachinery,client-go} — so transcripts stay short and match
// the captured ones in TOOLCHAIN.md A4 (which show exactly these three being downgraded).
// k8s.io/apiextensions-apiserver and the many small indirect dependencies are left out. Modules a
// project imports itself beside them (ginkgo, gomega, logr, k8s.io/utils, sigs.k8s.io/yaml) are
// served, and reachable as controller-runtime's `unlisted` requirements, not as graph edges.
import * as semver from '../../go/build/mod/semver.ts';
import { h1, hash1 } from './hash.ts';

export interface Requirement {
  path: string;
  version: string;
}

export interface ModuleVersion {
  version: string;
  /** The `go` line of this version's go.mod. */
  go: string;
  /** The `toolchain` line, when the real go.mod has one. */
  toolchain?: string;
  requires: Requirement[];
  /** The `Time` of the proxy's `.info`: the tagged commit's committer time, UTC. */
  time?: string;
  /**
   * Requirements of the real go.mod the reduced graph leaves out (its text and hash, and the build
   * list, stay the modelled ones): `go mod tidy` takes a package of the main module's tests from
   * these at this version, as it would find it in the real module graph.
   */
  unlisted?: Requirement[];
  /**
   * The tag has no go.mod: the proxy serves the one cmd/go synthesizes (`module <path>\n`, modfetch
   * coderepo.go legacyGoMod), whose h1 is go.sum's `/go.mod` line, and `go` holds what cmd/go reads
   * it as (gover.DefaultGoModVersion, 1.16: an unpruned module graph).
   */
  noGoMod?: boolean;
  /** goModText reproduces the tag's go.mod byte for byte, so its `/go.mod` hash is the real one. */
  exactGoMod?: boolean;
}

export interface ModuleInfo {
  path: string;
  versions: ModuleVersion[];
  /** Served only by its own VCS host (never by a public proxy or checksum database). */
  private?: boolean;
  /** Packages (relative to the module root) that exist only from a version on. */
  packagesSince?: Record<string, string>;
}

function k8sTrio(version: string, go: string, times: [string, string, string]): ModuleInfo[] {
  const [api, apimachinery, clientGo] = times;
  return [
    { path: 'k8s.io/apimachinery', versions: [{ version, go, requires: [], time: apimachinery }] },
    {
      path: 'k8s.io/api',
      versions: [{ version, go, requires: [{ path: 'k8s.io/apimachinery', version }], time: api }],
    },
    {
      path: 'k8s.io/client-go',
      versions: [
        {
          version,
          go,
          time: clientGo,
          requires: [
            { path: 'k8s.io/api', version },
            { path: 'k8s.io/apimachinery', version },
          ],
        },
      ],
    },
  ];
}

/**
 * [SOURCE] kubernetes/api tags (`go` lines); TOOLCHAIN.md A1.4. Then the commit times of the tag in
 * kubernetes/api, kubernetes/apimachinery and kubernetes/client-go (`git log -1 --format=%cd <tag>`,
 * UTC): a proxy's `.info` reports the tagged commit's committer time (cmd/go codehost/git.go `%ct`).
 */
const K8S_RELEASES: Array<[string, string, [string, string, string]]> = [
  ['v0.26.0', '1.19', ['2022-12-09T03:31:49Z', '2022-12-08T05:57:45Z', '2022-12-09T03:35:23Z']],
  ['v0.27.2', '1.20', ['2023-05-18T01:23:30Z', '2023-05-04T15:59:19Z', '2023-05-18T01:57:04Z']],
  ['v0.27.6', '1.20', ['2023-09-13T18:26:40Z', '2023-07-16T20:19:07Z', '2023-09-13T18:35:59Z']],
  ['v0.27.7', '1.20', ['2023-10-20T23:17:10Z', '2023-10-13T00:20:01Z', '2023-10-20T23:37:48Z']],
  ['v0.28.0', '1.20', ['2023-08-15T19:57:34Z', '2023-08-07T20:18:34Z', '2023-08-15T20:17:00Z']],
  ['v0.28.3', '1.20', ['2023-10-18T15:15:36Z', '2023-10-12T22:55:57Z', '2023-10-18T15:22:30Z']],
  ['v0.29.0', '1.21', ['2023-12-13T17:21:42Z', '2023-11-28T18:38:34Z', '2023-12-13T17:27:08Z']],
  ['v0.29.2', '1.21', ['2024-02-14T21:26:37Z', '2024-01-10T17:26:05Z', '2024-02-14T21:33:05Z']],
  ['v0.30.0', '1.22.0', ['2024-04-17T21:37:06Z', '2024-04-05T20:08:23Z', '2024-04-17T21:41:50Z']],
  ['v0.30.1', '1.22.0', ['2024-05-15T08:40:30Z', '2024-04-05T20:08:23Z', '2024-05-15T08:54:06Z']],
  ['v0.31.0', '1.22.0', ['2024-08-13T14:12:38Z', '2024-07-19T19:04:41Z', '2024-08-13T14:19:25Z']],
  ['v0.32.0', '1.23.0', ['2024-12-11T21:51:36Z', '2024-12-06T18:18:55Z', '2024-12-11T21:58:52Z']],
];

/**
 * [SOURCE] controller-runtime `git show <tag>:go.mod`; TOOLCHAIN.md A1.4 tables; `t`: the tag's commit
 * time; `onsi`: the ginkgo/v2 and gomega versions it requires (`unlisted`: a project's suites get
 * them from there); `direct`: the github.com/go-logr/logr, k8s.io/utils and sigs.k8s.io/yaml
 * versions it requires (`unlisted` too: a scaffolded project imports logr, k8s.io/utils/ptr and
 * sigs.k8s.io/yaml itself, and tidy takes them from the graph).
 */
const CR_RELEASES: Array<{
  v: string;
  go: string;
  k8s: string;
  onsi: [string, string];
  direct?: [string, string, string];
  toolchain?: string;
  t: string;
}> = [
  {
    v: 'v0.14.0',
    go: '1.19',
    k8s: 'v0.26.0',
    onsi: ['v2.6.0', 'v1.24.1'],
    direct: ['v1.2.3', 'v0.0.0-20221128185143-99ec85e7a448', 'v1.3.0'],
    t: '2022-12-14T17:17:37Z',
  },
  {
    v: 'v0.15.0',
    go: '1.20',
    k8s: 'v0.27.2',
    onsi: ['v2.9.5', 'v1.27.7'],
    direct: ['v1.2.4', 'v0.0.0-20230209194617-a36077c30491', 'v1.3.0'],
    t: '2023-05-23T03:28:21Z',
  },
  {
    v: 'v0.15.2',
    go: '1.20',
    k8s: 'v0.27.2',
    onsi: ['v2.9.5', 'v1.27.7'],
    direct: ['v1.2.4', 'v0.0.0-20230209194617-a36077c30491', 'v1.3.0'],
    t: '2023-08-18T09:02:28Z',
  },
  {
    v: 'v0.15.3',
    go: '1.20',
    k8s: 'v0.27.7',
    onsi: ['v2.9.5', 'v1.27.7'],
    direct: ['v1.2.4', 'v0.0.0-20230209194617-a36077c30491', 'v1.3.0'],
    t: '2023-10-23T15:11:37Z',
  },
  {
    v: 'v0.16.0',
    go: '1.20',
    k8s: 'v0.28.0',
    onsi: ['v2.11.0', 'v1.27.10'],
    direct: ['v1.2.4', 'v0.0.0-20230406110748-d93618cff8a2', 'v1.3.0'],
    t: '2023-08-22T13:12:55Z',
  },
  {
    v: 'v0.16.3',
    go: '1.20',
    k8s: 'v0.28.3',
    onsi: ['v2.11.0', 'v1.27.10'],
    direct: ['v1.2.4', 'v0.0.0-20230406110748-d93618cff8a2', 'v1.3.0'],
    t: '2023-10-18T17:59:06Z',
  },
  {
    v: 'v0.17.0',
    go: '1.21',
    k8s: 'v0.29.0',
    onsi: ['v2.14.0', 'v1.30.0'],
    direct: ['v1.4.1', 'v0.0.0-20230726121419-3b25d923346b', 'v1.4.0'],
    toolchain: 'go1.21.0',
    t: '2024-01-16T07:21:39Z',
  },
  {
    v: 'v0.17.3',
    go: '1.21',
    k8s: 'v0.29.2',
    onsi: ['v2.14.0', 'v1.30.0'],
    direct: ['v1.4.1', 'v0.0.0-20230726121419-3b25d923346b', 'v1.4.0'],
    t: '2024-04-05T14:30:37Z',
  },
  {
    v: 'v0.18.0',
    go: '1.22.0',
    k8s: 'v0.30.0',
    onsi: ['v2.17.1', 'v1.32.0'],
    direct: ['v1.4.1', 'v0.0.0-20230726121419-3b25d923346b', 'v1.3.0'],
    t: '2024-04-23T17:34:00Z',
  },
  {
    v: 'v0.18.2',
    go: '1.22.0',
    k8s: 'v0.30.0',
    onsi: ['v2.17.1', 'v1.32.0'],
    direct: ['v1.4.1', 'v0.0.0-20230726121419-3b25d923346b', 'v1.3.0'],
    t: '2024-05-06T20:30:58Z',
  },
  {
    v: 'v0.18.4',
    go: '1.22.0',
    k8s: 'v0.30.1',
    onsi: ['v2.17.1', 'v1.32.0'],
    direct: ['v1.4.1', 'v0.0.0-20230726121419-3b25d923346b', 'v1.3.0'],
    t: '2024-06-05T18:54:40Z',
  },
  {
    v: 'v0.19.0',
    go: '1.22.0',
    k8s: 'v0.31.0',
    onsi: ['v2.19.0', 'v1.33.1'],
    direct: ['v1.4.2', 'v0.0.0-20240711033017-18e509b52bc8', 'v1.4.0'],
    t: '2024-08-13T18:30:42Z',
  },
  {
    v: 'v0.19.1',
    go: '1.22.0',
    k8s: 'v0.31.0',
    onsi: ['v2.19.0', 'v1.33.1'],
    direct: ['v1.4.2', 'v0.0.0-20240711033017-18e509b52bc8', 'v1.4.0'],
    t: '2024-10-19T15:25:04Z',
  },
  {
    v: 'v0.20.0',
    go: '1.23.0',
    k8s: 'v0.32.0',
    onsi: ['v2.21.0', 'v1.35.1'],
    direct: ['v1.4.2', 'v0.0.0-20241104100929-3ea5e8cea738', 'v1.4.0'],
    t: '2025-01-16T14:08:35Z',
  },
];

/** [SOURCE] onsi/ginkgo and onsi/gomega: each tag's `go` line and commit time (their own requirements left out). */
const ONSI_RELEASES: Array<[string, string, string, string, string?]> = [
  ['github.com/onsi/ginkgo/v2', 'v2.6.0', '1.18', '2022-12-10T04:42:41Z'],
  ['github.com/onsi/ginkgo/v2', 'v2.9.5', '1.18', '2023-05-15T14:03:02Z'],
  ['github.com/onsi/ginkgo/v2', 'v2.11.0', '1.18', '2023-06-16T17:12:15Z'],
  ['github.com/onsi/ginkgo/v2', 'v2.14.0', '1.18', '2024-01-11T21:24:28Z'],
  ['github.com/onsi/ginkgo/v2', 'v2.17.1', '1.20', '2024-03-24T13:59:47Z'],
  ['github.com/onsi/ginkgo/v2', 'v2.19.0', '1.20', '2024-05-24T13:49:06Z'],
  ['github.com/onsi/ginkgo/v2', 'v2.21.0', '1.22.0', '2024-10-29T20:48:21Z', 'go1.23.0'],
  ['github.com/onsi/gomega', 'v1.24.1', '1.18', '2022-11-09T13:02:20Z'],
  ['github.com/onsi/gomega', 'v1.27.7', '1.18', '2023-05-18T15:30:44Z'],
  ['github.com/onsi/gomega', 'v1.27.10', '1.18', '2023-07-24T12:44:53Z'],
  ['github.com/onsi/gomega', 'v1.30.0', '1.18', '2023-11-08T17:27:18Z'],
  ['github.com/onsi/gomega', 'v1.32.0', '1.20', '2024-03-18T15:18:56Z'],
  ['github.com/onsi/gomega', 'v1.33.1', '1.20', '2024-04-30T02:51:18Z'],
  ['github.com/onsi/gomega', 'v1.35.1', '1.22', '2024-10-31T21:18:19Z'],
];

/**
 * github.com/robfig/cron (kubebuilder's CronJob tutorial requires v1.2.0) and its /v3 module: each
 * tag's committer time (UTC, `git log -1 --format=%cd <tag>` in robfig/cron). The v1 tags have no
 * go.mod; the v3 ones have `module github.com/robfig/cron/v3` and `go 1.12`.
 */
const ROBFIG_RELEASES: Array<[string, string, string]> = [
  ['github.com/robfig/cron', 'v1.0.0', '2014-01-19T01:50:47Z'],
  ['github.com/robfig/cron', 'v1.1.0', '2018-05-05T20:34:41Z'],
  ['github.com/robfig/cron', 'v1.2.0', '2018-05-05T20:34:41Z'],
  ['github.com/robfig/cron/v3', 'v3.0.0-rc1', '2019-05-03T02:07:42Z'],
  ['github.com/robfig/cron/v3', 'v3.0.0', '2019-07-11T17:02:38Z'],
  ['github.com/robfig/cron/v3', 'v3.0.1', '2020-01-04T01:05:08Z'],
];

/**
 * Modules controller-runtime requires that a scaffolded project also imports itself: each version
 * controller-runtime's tags require (`git show <tag>:go.mod`), its `go` line and commit time (UTC,
 * `git log -1 --format=%cd`; a pseudo-version's time is the one it spells). logr's go.mod is exactly
 * `module` and `go`; k8s.io/utils' and sigs.k8s.io/yaml's requirements are left out.
 */
const CR_DIRECT_RELEASES: Array<[string, string, string, string]> = [
  ['github.com/go-logr/logr', 'v1.2.3', '1.16', '2022-03-17T09:17:06Z'],
  ['github.com/go-logr/logr', 'v1.2.4', '1.16', '2022-12-03T16:50:57Z'],
  ['github.com/go-logr/logr', 'v1.4.1', '1.18', '2023-12-21T15:57:58Z'],
  ['github.com/go-logr/logr', 'v1.4.2', '1.18', '2024-05-20T10:45:40Z'],
  ['k8s.io/utils', 'v0.0.0-20221128185143-99ec85e7a448', '1.18', '2022-11-28T18:51:43Z'],
  ['k8s.io/utils', 'v0.0.0-20230209194617-a36077c30491', '1.18', '2023-02-09T19:46:17Z'],
  ['k8s.io/utils', 'v0.0.0-20230406110748-d93618cff8a2', '1.18', '2023-04-06T11:07:48Z'],
  ['k8s.io/utils', 'v0.0.0-20230726121419-3b25d923346b', '1.18', '2023-07-26T12:14:19Z'],
  ['k8s.io/utils', 'v0.0.0-20240711033017-18e509b52bc8', '1.18', '2024-07-11T03:30:17Z'],
  ['k8s.io/utils', 'v0.0.0-20241104100929-3ea5e8cea738', '1.18', '2024-11-04T10:09:29Z'],
  ['sigs.k8s.io/yaml', 'v1.3.0', '1.12', '2021-09-22T21:48:32Z'],
  ['sigs.k8s.io/yaml', 'v1.4.0', '1.12', '2023-10-24T17:13:34Z'],
];

/**
 * [SOURCE] `git ls-tree` of the versions above: the packages that appeared within them (logr's slogr
 * in v1.3.0, k8s.io/utils' ptr and set in 3b25d923346b, sigs.k8s.io/yaml's goyaml.v2/v3 in v1.4.0).
 */
const CR_DIRECT_PACKAGES_SINCE: Record<string, Record<string, string>> = {
  'github.com/go-logr/logr': { slogr: 'v1.3.0' },
  'k8s.io/utils': {
    ptr: 'v0.0.0-20230726121419-3b25d923346b',
    set: 'v0.0.0-20230726121419-3b25d923346b',
  },
  'sigs.k8s.io/yaml': { 'goyaml.v2': 'v1.4.0', 'goyaml.v3': 'v1.4.0' },
};

export const PRIVATE_HOST = 'git.corp.example.com';
export const PRIVATE_MODULE = `${PRIVATE_HOST}/platform/operator-lib`;

function buildUniverse(): Map<string, ModuleInfo> {
  const mods = new Map<string, ModuleInfo>();
  const add = (m: ModuleInfo) => {
    const have = mods.get(m.path);
    if (have) have.versions.push(...m.versions);
    else mods.set(m.path, { ...m, versions: [...m.versions] });
  };
  for (const [v, go, times] of K8S_RELEASES) for (const m of k8sTrio(v, go, times)) add(m);
  add({
    path: 'sigs.k8s.io/controller-runtime',
    // [SOURCE] `git ls-tree v0.15.3 pkg/metrics/` has no server/ (TOOLCHAIN.md A4).
    packagesSince: { 'pkg/metrics/server': 'v0.16.0' },
    versions: CR_RELEASES.map((r) => ({
      version: r.v,
      go: r.go,
      toolchain: r.toolchain,
      time: r.t,
      requires: [
        { path: 'k8s.io/api', version: r.k8s },
        { path: 'k8s.io/apimachinery', version: r.k8s },
        { path: 'k8s.io/client-go', version: r.k8s },
      ],
      unlisted: [
        { path: 'github.com/onsi/ginkgo/v2', version: r.onsi[0] },
        { path: 'github.com/onsi/gomega', version: r.onsi[1] },
        ...(r.direct
          ? [
              { path: 'github.com/go-logr/logr', version: r.direct[0] },
              { path: 'k8s.io/utils', version: r.direct[1] },
              { path: 'sigs.k8s.io/yaml', version: r.direct[2] },
            ]
          : []),
      ],
    })),
  });
  for (const [path, version, go, time, toolchain] of ONSI_RELEASES)
    add({ path, versions: [{ version, go, time, toolchain, requires: [] }] });
  // Third-party API types operators import (src/kube/gopkg/extapi): operator-sdk's monitoring sample
  // pins this version. [SOURCE] prometheus-operator `git show pkg/apis/monitoring/v0.59.0:pkg/apis/
  // monitoring/go.mod` (go 1.17; k8s.io/api, apimachinery v0.25.0 and controller-runtime v0.12.3,
  // versions this reduced graph does not hold: minimal version selection keeps a project's newer
  // ones) and the tag's commit time.
  add({
    path: 'github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring',
    versions: [
      {
        version: 'v0.59.0',
        go: '1.17',
        time: '2022-09-02T13:06:41Z',
        requires: [
          { path: 'k8s.io/api', version: 'v0.25.0' },
          { path: 'k8s.io/apimachinery', version: 'v0.25.0' },
          { path: 'sigs.k8s.io/controller-runtime', version: 'v0.12.3' },
        ],
      },
    ],
  });
  for (const [path, version, go, time] of CR_DIRECT_RELEASES)
    add({
      path,
      packagesSince: CR_DIRECT_PACKAGES_SINCE[path],
      versions: [{ version, go, time, requires: [], exactGoMod: path === 'github.com/go-logr/logr' }],
    });
  for (const [path, version, time] of ROBFIG_RELEASES) {
    const v1 = !path.endsWith('/v3');
    add({
      path,
      versions: [
        v1
          ? { version, go: '1.16', time, requires: [], noGoMod: true }
          : { version, go: '1.12', time, requires: [], exactGoMod: true },
      ],
    });
  }
  // Tools the scaffold's Makefile installs with `go install` (TOOLCHAIN.md A5).
  add({ path: 'sigs.k8s.io/controller-tools', versions: [{ version: 'v0.13.0', go: '1.20', requires: [] }] });
  add({
    path: 'sigs.k8s.io/kustomize/kustomize/v5',
    versions: [{ version: 'v5.1.1', go: '1.19', requires: [] }],
  });
  add({
    path: 'sigs.k8s.io/controller-runtime/tools/setup-envtest',
    // [REAL] cluster-api-provider-proxmox#160 / controller-runtime#2824: the pseudo-version @latest resolved to.
    versions: [{ version: 'v0.0.0-20240507051437-479b723944e3', go: '1.22.0', requires: [] }],
  });
  add({
    path: PRIVATE_MODULE,
    private: true,
    versions: [
      { version: 'v1.2.0', go: '1.20', requires: [] },
      { version: 'v1.3.0', go: '1.20', requires: [] },
    ],
  });
  for (const m of mods.values()) m.versions.sort((a, b) => semver.compare(a.version, b.version));
  return mods;
}

export const UNIVERSE: ReadonlyMap<string, ModuleInfo> = buildUniverse();

export function findModule(path: string): ModuleInfo | undefined {
  return UNIVERSE.get(path);
}

export function findVersion(path: string, version: string): ModuleVersion | undefined {
  return UNIVERSE.get(path)?.versions.find((v) => v.version === version);
}

export function latestVersion(path: string): string | undefined {
  const vs = UNIVERSE.get(path)?.versions;
  return vs?.[vs.length - 1]?.version;
}

/** True when `pkg` (a full import path) exists in module `path` at `version`. */
export function packageExists(path: string, version: string, pkg: string): boolean {
  const mod = UNIVERSE.get(path);
  if (!mod) return false;
  const rel = pkg === path ? '' : pkg.slice(path.length + 1);
  const since = mod.packagesSince?.[rel];
  return since === undefined || semver.compare(version, since) >= 0;
}

/** The go.mod file a module version serves. */
export function goModText(path: string, v: ModuleVersion): string {
  if (v.noGoMod) return `module ${path}\n`;
  let out = `module ${path}\n\ngo ${v.go}\n`;
  if (v.toolchain) out += `\ntoolchain ${v.toolchain}\n`;
  if (v.requires.length > 0) {
    out += '\nrequire (\n';
    for (const r of v.requires) out += `\t${r.path} ${r.version}\n`;
    out += ')\n';
  }
  return out;
}

/**
 * [SOURCE] controller-runtime `v0.16.0:go.sum` (TOOLCHAIN.md A2.6): the real hashes for the three
 * modules a v0.16-era project pins, robfig/cron's, and logr's, k8s.io/utils' and sigs.k8s.io/yaml's. Every other zip hash is synthetic (see hash.ts).
 */
const REAL_SUMS: Record<string, string> = {
  'k8s.io/api v0.28.0': 'h1:3j3VPWmN9tTDI68NETBWlDiA9qOiGJ7sdKeufehBYsM=',
  'k8s.io/api v0.28.0/go.mod': 'h1:0l8NZJzB0i/etuWnIXcwfIv+xnDOhL3lLW919AWYDuY=',
  'k8s.io/apimachinery v0.28.0': 'h1:ScHS2AG16UlYWk63r46oU3D5y54T53cVI5mMJwwqFNA=',
  'k8s.io/apimachinery v0.28.0/go.mod': 'h1:X0xh/chESs2hP9koe+SdIAcXWcQ+RM5hy0ZynB+yEvw=',
  'k8s.io/client-go v0.28.0': 'h1:ebcPRDZsCjpj62+cMk1eGNX1QkMdRmQ6lmz5BLoFWeM=',
  'k8s.io/client-go v0.28.0/go.mod': 'h1:0Asy9Xt3U98RypWJmU1ZrRAGKhP6NqDPmptlAzK2kMc=',
  // dirhash.Hash1 of each tag's tree under `path@version/` (robfig/cron, computed from the tags); the
  // v1.2.0 and v3.0.1 values are also in kubebuilder's cronjob-tutorial go.sum and many others.
  'github.com/robfig/cron v1.0.0': 'h1:slmQxIUH6U9ruw4XoJ7C2pyyx4yYeiHx8S9pNootHsM=',
  'github.com/robfig/cron v1.1.0': 'h1:jk4/Hud3TTdcrJgUOBgsqrZBarcxl6ADIjSC2iniwLY=',
  'github.com/robfig/cron v1.2.0': 'h1:ZjScXvvxeQ63Dbyxy76Fj3AT3Ut0aKsyd2/tl3DTMuQ=',
  'github.com/robfig/cron/v3 v3.0.0-rc1': 'h1:HeC5uLM/r7hA5ZrfT3udvzxRiS6B1/3wjlY0oskmxlw=',
  'github.com/robfig/cron/v3 v3.0.0': 'h1:kQ6Cb7aHOHTSzNVNEhmp8EcWKLb4CbiMW9h9VyIhO4E=',
  'github.com/robfig/cron/v3 v3.0.1': 'h1:WdRxkvbJztn8LMz/QEvLN5sBU+xKpSqwwUO1Pjr4qDs=',
  // controller-runtime's go.sum at the tags that require these versions (v0.14.0 … v0.20.0); the
  // logr `/go.mod` lines are also dirhash.Hash1 of the tags' go.mod.
  'github.com/go-logr/logr v1.2.3': 'h1:2DntVwHkVopvECVRSlL5PSo9eG+cAkDCuckLubN+rq0=',
  'github.com/go-logr/logr v1.2.3/go.mod': 'h1:jdQByPbusPIv2/zmleS9BjJVeZ6kBagPoEUsqbVz/1A=',
  'github.com/go-logr/logr v1.2.4': 'h1:g01GSCwiDw2xSZfjJ2/T9M+S6pFdcNtFYsp+Y43HYDQ=',
  'github.com/go-logr/logr v1.2.4/go.mod': 'h1:jdQByPbusPIv2/zmleS9BjJVeZ6kBagPoEUsqbVz/1A=',
  'github.com/go-logr/logr v1.4.1': 'h1:pKouT5E8xu9zeFC39JXRDukb6JFQPXM5p5I91188VAQ=',
  'github.com/go-logr/logr v1.4.1/go.mod': 'h1:9T104GzyrTigFIr8wt5mBrctHMim0Nb2HLGrmQ40KvY=',
  'github.com/go-logr/logr v1.4.2': 'h1:6pFjapn8bFcIbiKo3XT4j/BhANplGihG6tvd+8rYgrY=',
  'github.com/go-logr/logr v1.4.2/go.mod': 'h1:9T104GzyrTigFIr8wt5mBrctHMim0Nb2HLGrmQ40KvY=',
  'k8s.io/utils v0.0.0-20221128185143-99ec85e7a448': 'h1:KTgPnR10d5zhztWptI952TNtt/4u5h3IzDXkdIMuo2Y=',
  'k8s.io/utils v0.0.0-20221128185143-99ec85e7a448/go.mod': 'h1:OLgZIPagt7ERELqWJFomSt595RzquPNLL48iOWgYOg0=',
  'k8s.io/utils v0.0.0-20230209194617-a36077c30491': 'h1:r0BAOLElQnnFhE/ApUsg3iHdVYYPBjNSSOMowRZxxsY=',
  'k8s.io/utils v0.0.0-20230209194617-a36077c30491/go.mod': 'h1:OLgZIPagt7ERELqWJFomSt595RzquPNLL48iOWgYOg0=',
  'k8s.io/utils v0.0.0-20230406110748-d93618cff8a2': 'h1:qY1Ad8PODbnymg2pRbkyMT/ylpTrCM8P2RJ0yroCyIk=',
  'k8s.io/utils v0.0.0-20230406110748-d93618cff8a2/go.mod': 'h1:OLgZIPagt7ERELqWJFomSt595RzquPNLL48iOWgYOg0=',
  'k8s.io/utils v0.0.0-20230726121419-3b25d923346b': 'h1:sgn3ZU783SCgtaSJjpcVVlRqd6GSnlTLKgpAAttJvpI=',
  'k8s.io/utils v0.0.0-20230726121419-3b25d923346b/go.mod': 'h1:OLgZIPagt7ERELqWJFomSt595RzquPNLL48iOWgYOg0=',
  'k8s.io/utils v0.0.0-20240711033017-18e509b52bc8': 'h1:pUdcCO1Lk/tbT5ztQWOBi5HBgbBP1J8+AsQnQCKsi8A=',
  'k8s.io/utils v0.0.0-20240711033017-18e509b52bc8/go.mod': 'h1:OLgZIPagt7ERELqWJFomSt595RzquPNLL48iOWgYOg0=',
  'k8s.io/utils v0.0.0-20241104100929-3ea5e8cea738': 'h1:M3sRQVHv7vB20Xc2ybTt7ODCeFj6JSWYFzOFnYeS6Ro=',
  'k8s.io/utils v0.0.0-20241104100929-3ea5e8cea738/go.mod': 'h1:OLgZIPagt7ERELqWJFomSt595RzquPNLL48iOWgYOg0=',
  'sigs.k8s.io/yaml v1.3.0': 'h1:a2VclLzOGrwOHDiV8EfBGhvjHvP46CtW5j6POvhYGGo=',
  'sigs.k8s.io/yaml v1.3.0/go.mod': 'h1:GeOyir5tyXNByN85N/dRIT9es5UQNerPYEKK56eTBm8=',
  'sigs.k8s.io/yaml v1.4.0': 'h1:Mk1wCc2gy/F0THH0TAp1QYyJNzRm2KCLy3o5ASXVI5E=',
  'sigs.k8s.io/yaml v1.4.0/go.mod': 'h1:Ejl7/uTz7PSA4eKMyQCUTnhZYNmLIl+5c2lQPGR2BPY=',
};

/** The hash of a module's zip (`file` = false) or of its go.mod (`file` = true). */
export function moduleHash(path: string, version: string, goMod: boolean): string {
  const key = `${path} ${version}${goMod ? '/go.mod' : ''}`;
  const real = REAL_SUMS[key];
  if (real) return real;
  const v = findVersion(path, version);
  // a go.mod served as the tag has it (or as cmd/go synthesizes it) hashes as the real one does
  if (goMod && v && (v.noGoMod || v.exactGoMod)) return hash1([['go.mod', goModText(path, v)]]);
  return h1(goMod && v ? goModText(path, v) : `oplab simulated module ${key}`);
}
