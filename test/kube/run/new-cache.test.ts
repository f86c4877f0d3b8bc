// A manager whose cache comes from ctrl.Options.NewCache (issue 21): older operator-sdk projects
// build their multi-namespace cache in a NewCache func that sets opts.DefaultNamespaces and calls
// cache.New, a wrapper cache around it still drives the controllers, cache.New's option errors come
// back from ctrl.NewManager with controller-runtime's words, v0.15's MultiNamespacedCacheBuilder is
// gc's undefined error, Options.NewClient builds a client.New that reads through the manager's
// cache, and a cache.New cache used on its own lists what it was configured to watch. Behaviour read
// from controller-runtime v0.19.0..v0.24.1 (pkg/cluster/cluster.go New, pkg/cache/cache.go New and
// defaultOpts, pkg/client/client.go newClient and shouldBypassCache).

import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find } from './helpers.ts';

const gomod = (minor: number) => `module example.com/teams

go 1.26.0

require (
	k8s.io/api v0.${minor + 12}.0
	k8s.io/apimachinery v0.${minor + 12}.0
	k8s.io/client-go v0.${minor + 12}.0
	sigs.k8s.io/controller-runtime v0.${minor}.0
)
`;

/** cmd/main.go with `options` (Go statements after `options := ctrl.Options{...}`) and extra imports. */
function mainGo(options: string, imports = ''): string {
  return `package main

import (
	"context"
	"os"
	"strings"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
${imports})

var (
	scheme   = runtime.NewScheme()
	setupLog = ctrl.Log.WithName("setup")
)

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
}

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;update;patch

// SettingsReconciler marks every ConfigMap it sees.
type SettingsReconciler struct {
	client.Client
}

func (r *SettingsReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if cm.Data["seen"] == "yes" {
		return ctrl.Result{}, nil
	}
	patch := client.MergeFrom(cm.DeepCopy())
	if cm.Data == nil {
		cm.Data = map[string]string{}
	}
	cm.Data["seen"] = "yes"
	return ctrl.Result{}, r.Patch(ctx, &cm, patch)
}

// getWatchNamespace returns the Namespace the operator should be watching for changes
func getWatchNamespace() (string, error) {
	var watchNamespaceEnvVar = "WATCH_NAMESPACE"
	ns, found := os.LookupEnv(watchNamespaceEnvVar)
	if !found {
		return "", os.ErrNotExist
	}
	return ns, nil
}

// loggingCache wraps the manager's cache (projects wrap it to log or count reads).
type loggingCache struct {
	cache.Cache
}

var _ = rest.Config{}
var _ = strings.Split

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	watchNamespace, err := getWatchNamespace()
	if err != nil {
		setupLog.Error(err, "unable to get WatchNamespace, the manager will watch and manage resources in all namespaces")
	}
	_ = watchNamespace
	options := ctrl.Options{
		Scheme:  scheme,
		Metrics: metricsserver.Options{BindAddress: "0"},
	}
${options}
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), options)
	if err != nil {
		setupLog.Error(err, "unable to start manager")
		os.Exit(1)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&SettingsReconciler{Client: mgr.GetClient()}); err != nil {
		setupLog.Error(err, "unable to create controller", "controller", "Settings")
		os.Exit(1)
	}
	setupLog.Info("starting manager")
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
}
`;
}

const multiNamespace = `	// Add support for MultiNamespace set in WATCH_NAMESPACE (e.g ns1,ns2)
	if strings.Contains(watchNamespace, ",") {
		setupLog.Info("manager set up with multiple namespaces", "namespaces", watchNamespace)
		options.NewCache = func(config *rest.Config, opts cache.Options) (cache.Cache, error) {
			opts.DefaultNamespaces = map[string]cache.Config{}
			for _, ns := range strings.Split(watchNamespace, ",") {
				opts.DefaultNamespaces[ns] = cache.Config{}
			}
			return cache.New(config, opts)
		}
	}
`;

const objects: KubeObject[] = ['team-a', 'team-b', 'team-c'].flatMap((ns): KubeObject[] => [
  { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } },
  {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'settings', namespace: ns },
    data: { color: 'blue' },
  },
]);

function run(
  options: string,
  extra: { minor?: number; imports?: string; env?: Record<string, string> } = {},
) {
  return runProject({
    files: [
      { name: 'go.mod', src: gomod(extra.minor ?? 24) },
      { name: 'cmd/main.go', src: mainGo(options, extra.imports) },
    ],
    objects,
    env: extra.env ?? { WATCH_NAMESPACE: 'team-a,team-b' },
  });
}

function seen(r: RunProjectResult): string[] {
  return ['team-a', 'team-b', 'team-c'].filter(
    (ns) => (find(r, 'ConfigMap', ns, 'settings')?.data as JsonObject | undefined)?.seen === 'yes',
  );
}

/** The namespaces of the manager's list calls for ConfigMaps ('' = cluster-wide). */
function configMapLists(r: RunProjectResult): string[] {
  return r.trace
    .filter((e) => e.kind === 'api' && e.verb === 'list' && e.resource === 'configmaps')
    .map((e) => (e as { namespace: string }).namespace);
}

describe('ctrl.Options.NewCache with cache.New', () => {
  it('a NewCache that sets DefaultNamespaces watches only those namespaces (v0.24 and v0.19)', () => {
    for (const minor of [24, 19]) {
      const r = run(multiNamespace, { minor });
      expect(r.stderr).toBe('');
      expect(r.exitCode).toBe(0);
      expect(seen(r)).toEqual(['team-a', 'team-b']);
      expect(configMapLists(r).sort()).toEqual(['team-a', 'team-b']);
      expect(r.logs.find((l) => l.msg === 'manager set up with multiple namespaces')?.fields).toEqual([
        ['namespaces', 'team-a,team-b'],
      ]);
    }
    // Two controller-runtime minors: the second is built cold in this test (~45 s on a loaded 2-core machine).
  }, 120_000);

  it('without the comma NewCache is unset and the cache is cluster-wide', () => {
    const r = run(multiNamespace, { env: { WATCH_NAMESPACE: '' } });
    expect(r.exitCode).toBe(0);
    expect(seen(r)).toEqual(['team-a', 'team-b', 'team-c']);
    expect(configMapLists(r)).toEqual(['']);
  });

  it('a cache that wraps cache.New still feeds the controller, and the client reads through it', () => {
    const r = run(
      `	options.NewCache = func(config *rest.Config, opts cache.Options) (cache.Cache, error) {
		opts.DefaultNamespaces = map[string]cache.Config{"team-b": {}}
		c, err := cache.New(config, opts)
		if err != nil {
			return nil, err
		}
		return &loggingCache{Cache: c}, nil
	}
`,
    );
    expect(r.stderr).toBe('');
    expect(seen(r)).toEqual(['team-b']);
    expect(configMapLists(r)).toEqual(['team-b']);
  });

  it("cache.New's option errors come back from ctrl.NewManager in controller-runtime's words", () => {
    const r = run(`	options.NewCache = func(config *rest.Config, opts cache.Options) (cache.Cache, error) {
		opts.ByObject = map[client.Object]cache.ByObject{
			&corev1.Node{}: {Namespaces: map[string]cache.Config{"team-a": {}}},
		}
		return cache.New(config, opts)
	}
`);
    expect(r.exitCode).toBe(1);
    const line = r.logs.find((l) => l.msg === 'unable to start manager');
    expect(line?.error).toBe(
      'type *v1.Node is not namespaced, but its ByObject.Namespaces setting is not nil',
    );
  });

  it('a NewCache that returns an error stops ctrl.NewManager with it', () => {
    const r = run(`	options.NewCache = func(config *rest.Config, opts cache.Options) (cache.Cache, error) {
		return nil, os.ErrPermission
	}
`);
    expect(r.exitCode).toBe(1);
    expect(r.logs.find((l) => l.msg === 'unable to start manager')?.error).toBe('permission denied');
  });

  it("v0.15's cache.MultiNamespacedCacheBuilder is gc's undefined error (removed in v0.16)", () => {
    const stmt = `	options.NewCache = cache.MultiNamespacedCacheBuilder(strings.Split(watchNamespace, ","))\n`;
    const r = run(stmt);
    expect(r.stage).toBe('compile');
    // types2 reports an undefined qualified name at its selector
    const lines = mainGo(stmt).split('\n');
    const line = lines.findIndex((l) => l.includes('MultiNamespacedCacheBuilder')) + 1;
    const col = lines[line - 1].indexOf('MultiNamespacedCacheBuilder') + 1;
    expect(r.stderr).toBe(
      `# example.com/teams/cmd\ncmd/main.go:${line}:${col}: undefined: cache.MultiNamespacedCacheBuilder\n`,
    );
  });

  it("Options.NewClient: client.New with the manager's Cache.Reader reads from the cache", () => {
    const r =
      run(`${multiNamespace}	options.NewClient = func(config *rest.Config, options client.Options) (client.Client, error) {
		setupLog.Info("new client", "cached", options.Cache != nil && options.Cache.Reader != nil)
		return client.New(config, options)
	}
`);
    expect(r.stderr).toBe('');
    expect(seen(r)).toEqual(['team-a', 'team-b']);
    expect(r.logs.find((l) => l.msg === 'new client')?.fields).toEqual([['cached', true]]);
    const gets = r.trace.filter((e) => (e.kind === 'api' || e.kind === 'cacheRead') && e.verb === 'get');
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.every((e) => e.kind === 'cacheRead')).toBe(true);
  });
});

describe('cache.New on its own', () => {
  it('a cache used without a manager lists what DefaultNamespaces selects', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod(24) },
        {
          name: 'main.go',
          src: `package main

import (
	"context"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
)

func main() {
	c, err := cache.New(ctrl.GetConfigOrDie(), cache.Options{
		DefaultNamespaces: map[string]cache.Config{"team-a": {}, "team-c": {}},
	})
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go c.Start(ctx)
	if !c.WaitForCacheSync(ctx) {
		fmt.Println("cache did not sync")
		os.Exit(1)
	}
	var list corev1.ConfigMapList
	if err := c.List(ctx, &list); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	for _, cm := range list.Items {
		fmt.Println(cm.Namespace, cm.Name, cm.Data["color"])
	}
	var one corev1.ConfigMap
	err = c.Get(ctx, types.NamespacedName{Namespace: "team-b", Name: "settings"}, &one)
	fmt.Println(err)
}
`,
        },
      ],
      objects,
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      'team-a settings blue\nteam-c settings blue\n' +
        'unable to get: team-b/settings because of unknown namespace for the cache\n',
    );
  });
});
