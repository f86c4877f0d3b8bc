// envtest over the simulated cluster: Environment.Start installs the CRDs (CRDDirectoryPaths /
// CRDInstallOptions.Paths read from the project's files, the way [CR] pkg/envtest/crd.go
// ReadCRDFiles does) and returns a *rest.Config authenticated as the admin user envtest provisions
// (`admin` in `system:masters`); AddUser provisions further users (subject to RBAC).

import { parseAllDocuments } from 'yaml';
import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { jsString } from '../../go/interp/strings.ts';
import { type Iface, type Slice, zero } from '../../go/interp/values.ts';
import type { KubeObject, UserInfo } from '../apiserver/types.ts';
import { isObject, str } from '../apiserver/types.ts';
import { fillConfig } from './client-identity.ts';
import { encodeGo } from './codec.ts';
import { type KubeEnv, maybeKubeEnv } from './env.ts';
import { plainErrorValue } from './errors.ts';

const REST = 'k8s.io/client-go/rest';
/** envtest's admin: `User{Name: "admin", Groups: []string{"system:masters"}}` ([CR] pkg/envtest/server.go Start). */
const ENVTEST_ADMIN: UserInfo = { username: 'admin', groups: ['system:masters', 'system:authenticated'] };
const CRD_TARGET = { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' };

/** path.Join-style normalisation of `rel` against `base` ('/'-separated, no leading slash). */
export function resolvePath(base: string, rel: string): string {
  const parts = (rel.startsWith('/') ? rel : `${base}/${rel}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '' || p === '.') continue;
    if (p === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else out.push('..');
    } else out.push(p);
  }
  return out.join('/') || '.';
}

type CRDRead = { crds: KubeObject[] } | { error: string };

/** ReadCRDFiles: every .json/.yaml/.yml file directly in each directory; CRD documents only. */
export function readCRDDirs(env: KubeEnv, paths: readonly string[], errorIfMissing: boolean): CRDRead {
  const files = env.files ?? [];
  const base = env.mainDir ?? '.';
  const crds: KubeObject[] = [];
  for (const p of paths) {
    const dir = resolvePath(base, p);
    const inDir = files.filter((f) => {
      const name = resolvePath('.', f.name);
      return name.startsWith(`${dir}/`) && !name.slice(dir.length + 1).includes('/');
    });
    const exists = inDir.length > 0 || files.some((f) => resolvePath('.', f.name).startsWith(`${dir}/`));
    if (!exists) {
      // `make manifests` writes the marker-generated CRDs to config/crd/bases.
      if ((dir === 'config/crd/bases' || dir.endsWith('/config/crd/bases')) && env.generatedCRDs) {
        crds.push(...env.generatedCRDs.map((c) => structuredClone(c) as KubeObject));
        continue;
      }
      if (errorIfMissing) return { error: `stat ${p}: no such file or directory` };
      continue;
    }
    for (const f of inDir.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (!/\.(json|ya?ml)$/.test(f.name)) continue;
      for (const doc of parseAllDocuments(f.src)) {
        if (doc.errors.length > 0)
          return { error: `error converting YAML to JSON: ${doc.errors[0].message}` };
        const o = doc.toJSON() as KubeObject | null;
        if (!isObject(o ?? undefined)) continue;
        const spec = isObject(o!.spec) ? o!.spec : {};
        const names = isObject(spec.names) ? spec.names : {};
        if (o!.kind !== 'CustomResourceDefinition' || str(names.kind) === '' || str(spec.group) === '')
          continue;
        crds.push(o!);
      }
    }
  }
  return { crds };
}

/** Create (or update, when present) each CRD as the cluster admin, as envtest's CreateCRDs does. */
function installCRDs(env: KubeEnv, crds: readonly KubeObject[]): string | undefined {
  const admin = { user: ENVTEST_ADMIN, userAgent: 'envtest', clientPath: 'direct' as const };
  for (const crd of crds) {
    const name = str((crd.metadata as { name?: string } | undefined)?.name);
    const r = env.server.create(admin, CRD_TARGET, structuredClone(crd) as KubeObject);
    if (r.ok) continue;
    if (r.status.reason !== 'AlreadyExists') return `unable to create CRD "${name}": ${r.status.message}`;
    const cur = env.server.get(admin, CRD_TARGET, name);
    if (!cur.ok) return `unable to get CRD "${name}" to check if it exists: ${cur.status.message}`;
    const next = structuredClone(crd) as KubeObject;
    (next.metadata as Record<string, unknown>).resourceVersion = (
      cur.object.metadata as { resourceVersion?: string }
    ).resourceVersion;
    const u = env.server.update(admin, CRD_TARGET, next);
    if (!u.ok) return `unable to update CRD "${name}": ${u.status.message}`;
  }
  return undefined;
}

function strings(s: Slice | null): string[] {
  return s === null ? [] : s.toArray().map((x: string) => jsString(x));
}

function newConfig(ctx: NativeContext, user: UserInfo): any {
  const cfg = zero(ctx.typeOf(REST, 'Config'));
  fillConfig(cfg, 'https://127.0.0.1:6443', user);
  return cfg;
}

export const envtestNatives: NativeTable = {
  // func startControlPlane(paths []string, errorIfMissing bool, crds []*apiextensionsv1.CustomResourceDefinition) (*rest.Config, error)
  startControlPlane: (
    ctx,
    paths: Slice | null,
    errorIfMissing: boolean,
    objs: Slice | null,
  ): [any, Iface | null] => {
    const env = maybeKubeEnv();
    if (env === undefined)
      return [
        null,
        plainErrorValue(
          ctx,
          'unable to start control plane itself: no simulated cluster is attached to this run',
        ),
      ];
    const read = readCRDDirs(env, strings(paths), errorIfMissing);
    if ('error' in read)
      return [
        null,
        plainErrorValue(
          ctx,
          `unable to install CRDs onto control plane: unable to read CRD files: ${read.error}`,
        ),
      ];
    // te.CRDs first (CRDInstallOptions.CRDs merged with Environment.CRDs), then the files' CRDs.
    const fromGo: KubeObject[] = [];
    const crdType = ctx.typeOf(
      'k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1',
      'CustomResourceDefinition',
    );
    // a []*CustomResourceDefinition holds the struct objects themselves (nil: null)
    for (const o of objs === null ? [] : objs.toArray()) {
      if (o === null) continue;
      const j = encodeGo(ctx, o, crdType) as KubeObject;
      fromGo.push({ ...j, apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition' });
    }
    const err = installCRDs(env, [...fromGo, ...read.crds]);
    if (err !== undefined)
      return [
        null,
        plainErrorValue(
          ctx,
          `unable to install CRDs onto control plane: unable to create CRD instances: ${err}`,
        ),
      ];
    return [newConfig(ctx, ENVTEST_ADMIN), null];
  },
  // func configForUser(name string, groups []string, base *rest.Config) *rest.Config
  configForUser: (ctx, name: string, groups: Slice | null, base: any) => {
    const cfg = newConfig(ctx, {
      username: jsString(name),
      groups: [...strings(groups), 'system:authenticated'],
    });
    if (base !== null) cfg.Host = base.Host;
    return cfg;
  },
};

export const envtestSrc = `package envtest

import (
	"fmt"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
)

// Environment creates a Kubernetes test environment that will start / stop the Kubernetes control
// plane and install extension APIs. In the simulator the control plane is the run's simulated
// cluster.
type Environment struct {
	// Scheme is used to determine if conversion webhooks should be enabled for a particular CRD / object.
	// If nil, scheme.Scheme is used.
	Scheme *runtime.Scheme

	// Config can be used to talk to the apiserver. It's automatically populated if not set using
	// the standard controller-runtime config loading.
	Config *rest.Config

	// CRDInstallOptions are the options for installing CRDs.
	CRDInstallOptions CRDInstallOptions

	// WebhookInstallOptions are the options for installing webhooks.
	WebhookInstallOptions WebhookInstallOptions

	// ErrorIfCRDPathMissing provides an interface for the underlying CRDInstallOptions.ErrorIfPathMissing.
	ErrorIfCRDPathMissing bool

	// CRDs is a list of CRDs to install.
	// If both this field and CRDs field in CRDInstallOptions are specified, the
	// values are merged.
	CRDs []*apiextensionsv1.CustomResourceDefinition

	// CRDDirectoryPaths is a list of paths containing CRD yaml or json configs.
	// If both this field and Paths field in CRDInstallOptions are specified, the
	// values are merged.
	CRDDirectoryPaths []string

	// BinaryAssetsDirectory is the path where the binaries required for the envtest are located.
	BinaryAssetsDirectory string

	// UseExistingCluster indicates that this environments should use an existing kubeconfig,
	// instead of trying to stand up a new control plane.
	UseExistingCluster *bool

	// ControlPlaneStartTimeout is the maximum duration each controlplane component may take to start.
	ControlPlaneStartTimeout time.Duration

	// ControlPlaneStopTimeout is the maximum duration each controlplane component may take to stop.
	ControlPlaneStopTimeout time.Duration

	// AttachControlPlaneOutput indicates if control plane output will be attached to os.Stdout and os.Stderr.
	AttachControlPlaneOutput bool

	started bool
}

// CRDInstallOptions are the options for installing CRDs.
type CRDInstallOptions struct {
	// Scheme is used to determine if conversion webhooks should be enabled for a particular CRD / object.
	Scheme *runtime.Scheme

	// Paths is a list of paths to the directories or files containing CRDs
	Paths []string

	// CRDs is a list of CRDs to install
	CRDs []*apiextensionsv1.CustomResourceDefinition

	// ErrorIfPathMissing will cause an error if a Path does not exist
	ErrorIfPathMissing bool

	// MaxTime is the max time to wait
	MaxTime time.Duration

	// PollInterval is the interval to check
	PollInterval time.Duration

	// CleanUpAfterUse will cause the CRDs listed for installation to be uninstalled when terminating the test environment.
	CleanUpAfterUse bool
}

// WebhookInstallOptions are the options for installing webhooks.
type WebhookInstallOptions struct {
	// Paths is a list of paths to the directories or files containing the mutating or validating webhooks yaml or json configs.
	Paths []string

	// IgnoreErrorIfPathMissing will ignore an error if a DirectoryPath does not exist when set to true
	IgnoreErrorIfPathMissing bool

	// LocalServingHost is the host for serving webhooks on.
	LocalServingHost string

	// LocalServingPort is the allocated port for serving webhooks on.
	LocalServingPort int

	// LocalServingCertDir is the allocated directory for serving certificates.
	LocalServingCertDir string
}

// User represents a Kubernetes user.
type User struct {
	// Name is the user's Name.
	Name string

	// Groups are the groups to which the user belongs.
	Groups []string
}

// AuthenticatedUser contains access information for an provisioned user, including REST config,
// kubeconfig contents, and user and group information.
type AuthenticatedUser struct {
	User
	cfg *rest.Config
}

// Config returns the REST config that can be used to connect to the API server as this user.
func (u *AuthenticatedUser) Config() *rest.Config {
	return rest.CopyConfig(u.cfg)
}

// Start starts a local Kubernetes server and updates te.ApiserverPort with the port it's listening on.
func (te *Environment) Start() (*rest.Config, error) {
	if te.Scheme == nil {
		te.Scheme = scheme.Scheme
	}
	if te.CRDInstallOptions.Scheme == nil {
		te.CRDInstallOptions.Scheme = te.Scheme
	}
	paths := append(append([]string(nil), te.CRDInstallOptions.Paths...), te.CRDDirectoryPaths...)
	crds := append(append([]*apiextensionsv1.CustomResourceDefinition(nil), te.CRDInstallOptions.CRDs...), te.CRDs...)
	cfg, err := startControlPlane(paths, te.ErrorIfCRDPathMissing || te.CRDInstallOptions.ErrorIfPathMissing, crds)
	if err != nil {
		return nil, err
	}
	te.Config = cfg
	te.started = true
	return cfg, nil
}

// Stop stops a running server.
func (te *Environment) Stop() error {
	te.started = false
	return nil
}

// AddUser provisions a new user for connecting to this Environment.
func (te *Environment) AddUser(user User, baseConfig *rest.Config) (*AuthenticatedUser, error) {
	if !te.started {
		return nil, fmt.Errorf("unable to provision user %s: control plane is not started", user.Name)
	}
	return &AuthenticatedUser{User: user, cfg: configForUser(user.Name, user.Groups, baseConfig)}, nil
}

func startControlPlane(paths []string, errorIfMissing bool, crds []*apiextensionsv1.CustomResourceDefinition) (*rest.Config, error)

func configForUser(name string, groups []string, base *rest.Config) *rest.Config
`;
