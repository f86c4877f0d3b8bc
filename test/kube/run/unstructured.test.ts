// unstructured.Unstructured through controller-runtime's client against the simulated API server
// (issue 21), as generic operators use it: a reconciler that reads its ConfigMap as an Unstructured,
// builds a Deployment with SetNestedField / SetNestedStringMap, owns it through
// SetControllerReference, creates it, lists UnstructuredList, patches with MergeFrom and updates; the
// controller itself is For an Unstructured of kind ConfigMap.
// Behaviour read from apimachinery v0.36.0 pkg/apis/meta/v1/unstructured (helpers.go: the accessor
// error texts, DeepCopyJSONValue's panic, decodeToList), pkg/runtime/scheme.go ObjectKinds (the
// declared GVK, missing kind/version errors) and controller-runtime v0.24.1 pkg/client/client.go
// (shouldBypassCache: a manager's client reads unstructured objects from the API server unless
// client.Options.Cache.Unstructured is set).

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { runMain } from '../gopkg/helpers.ts';
import { find } from './helpers.ts';

const gomod = `module example.com/generic

go 1.26.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	sigs.k8s.io/controller-runtime v0.24.1
)
`;

const main = (clientOptions: string) => `package main

import (
	"context"
	"os"
	"strconv"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

var scheme = runtime.NewScheme()

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
}

var deploymentGVK = schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}

// AppReconciler turns a ConfigMap labelled app=<name> into a Deployment, all through unstructured.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;update
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	cm := &unstructured.Unstructured{}
	cm.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"})
	if err := r.Get(ctx, req.NamespacedName, cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	app := cm.GetLabels()["app"]
	if app == "" {
		return ctrl.Result{}, nil
	}
	image, _, err := unstructured.NestedString(cm.Object, "data", "image")
	if err != nil {
		return ctrl.Result{}, err
	}
	replicas, _ := strconv.ParseInt(cm.Object["data"].(map[string]interface{})["replicas"].(string), 10, 64)

	dep := &unstructured.Unstructured{}
	dep.SetGroupVersionKind(deploymentGVK)
	dep.SetName(app)
	dep.SetNamespace(cm.GetNamespace())
	dep.SetLabels(map[string]string{"app": app})
	labels := map[string]string{"app": app}
	if err := unstructured.SetNestedStringMap(dep.Object, labels, "spec", "selector", "matchLabels"); err != nil {
		return ctrl.Result{}, err
	}
	if err := unstructured.SetNestedStringMap(dep.Object, labels, "spec", "template", "metadata", "labels"); err != nil {
		return ctrl.Result{}, err
	}
	container := map[string]interface{}{"name": app, "image": image}
	if err := unstructured.SetNestedSlice(dep.Object, []interface{}{container}, "spec", "template", "spec", "containers"); err != nil {
		return ctrl.Result{}, err
	}
	if err := unstructured.SetNestedField(dep.Object, replicas, "spec", "replicas"); err != nil {
		return ctrl.Result{}, err
	}
	if err := controllerutil.SetControllerReference(cm, dep, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}
	err = r.Create(ctx, dep)
	if apierrors.IsAlreadyExists(err) {
		existing := &unstructured.Unstructured{}
		existing.SetGroupVersionKind(deploymentGVK)
		if err := r.Get(ctx, client.ObjectKeyFromObject(dep), existing); err != nil {
			return ctrl.Result{}, err
		}
		patch := client.MergeFrom(existing.DeepCopy())
		if err := unstructured.SetNestedField(existing.Object, replicas, "spec", "replicas"); err != nil {
			return ctrl.Result{}, err
		}
		err = r.Patch(ctx, existing, patch)
	}
	if err != nil {
		return ctrl.Result{}, err
	}

	list := &unstructured.UnstructuredList{}
	list.SetGroupVersionKind(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "DeploymentList"})
	if err := r.List(ctx, list, client.InNamespace(cm.GetNamespace()), client.MatchingLabels{"app": app}); err != nil {
		return ctrl.Result{}, err
	}
	for _, d := range list.Items {
		n, found, err := unstructured.NestedInt64(d.Object, "spec", "replicas")
		log.Info("deployment", "name", d.GetName(), "kind", d.GetKind(), "replicas", n, "found", found, "err", err, "owners", len(d.GetOwnerReferences()))
	}
	log.Info("list continue", "continue", list.GetContinue())

	if err := unstructured.SetNestedField(cm.Object, dep.GetName(), "metadata", "annotations", "example.com/deployment"); err != nil {
		return ctrl.Result{}, err
	}
	if err := r.Update(ctx, cm); err != nil {
		return ctrl.Result{}, err
	}

	missing := &unstructured.Unstructured{}
	err = r.Get(ctx, req.NamespacedName, missing)
	log.Info("no kind", "err", err.Error(), "isMissingKind", runtime.IsMissingKind(err))
	return ctrl.Result{}, nil
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme${clientOptions}})
	if err != nil {
		os.Exit(1)
	}
	// the controller watches an Unstructured too: its informer is the ConfigMap kind's
	watched := &unstructured.Unstructured{}
	watched.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"})
	err = ctrl.NewControllerManagedBy(mgr).
		For(watched).
		Complete(&AppReconciler{Client: mgr.GetClient(), Scheme: mgr.GetScheme()})
	if err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

const CONFIG: KubeObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'web-config', namespace: 'default', labels: { app: 'web' } },
  data: { image: 'nginx:1.27', replicas: '3' },
};

function run(clientOptions = '') {
  return runProject({
    files: [
      { name: 'go.mod', src: gomod },
      { name: 'cmd/main.go', src: main(clientOptions) },
    ],
    objects: [CONFIG],
    virtualTimeLimitMs: 5_000,
  });
}

describe('a reconciler working in unstructured objects', () => {
  const r = run();

  it('reconciles the ConfigMap its Unstructured For watches, under the kind’s controller name', () => {
    expect(r.reconciles.length).toBeGreaterThan(0);
    const started = r.logs.find((x) => x.msg === 'Starting Controller');
    expect(started?.fields).toContainEqual(['controller', 'configmap']);
  });

  it('creates the Deployment it built with SetNested*, owned by the ConfigMap', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
    const dep = find(r, 'Deployment', 'default', 'web');
    expect(dep?.spec).toMatchObject({
      replicas: 3,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] },
      },
    });
    const owners = (dep?.metadata as { ownerReferences?: Record<string, unknown>[] } | undefined)
      ?.ownerReferences;
    expect(owners).toHaveLength(1);
    expect(owners?.[0]).toMatchObject({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      name: 'web-config',
      controller: true,
      blockOwnerDeletion: true,
    });
  });

  it('updates the ConfigMap read as an Unstructured', () => {
    const cm = find(r, 'ConfigMap', 'default', 'web-config');
    expect((cm?.metadata as { annotations?: Record<string, string> } | undefined)?.annotations).toEqual({
      'example.com/deployment': 'web',
    });
    expect(cm?.data).toEqual(CONFIG.data);
  });

  it('lists UnstructuredList items with their kind, int64 numbers and owner references', () => {
    const l = r.logs.find((x) => x.msg === 'deployment');
    // after the reconcile logger's own keys (controller, …, reconcileID)
    expect(l?.fields.slice(-6)).toEqual([
      ['name', 'web'],
      ['kind', 'Deployment'],
      ['replicas', 3],
      ['found', true],
      ['err', null],
      ['owners', 1],
    ]);
  });

  it('an Unstructured without a kind fails as runtime.Scheme.ObjectKinds says', () => {
    const l = r.logs.find((x) => x.msg === 'no kind');
    expect(l?.fields.slice(-2)).toEqual([
      ['err', "Object 'Kind' is missing in 'unstructured object has no kind'"],
      ['isMissingKind', true],
    ]);
  });

  it("reads unstructured objects from the API server, not the manager's cache", () => {
    const reads = r.trace.filter(
      (e) => (e.kind === 'api' || e.kind === 'cacheRead') && e.resource === 'configmaps' && e.verb === 'get',
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((e) => e.kind === 'api')).toBe(true);
    const lists = r.trace.filter(
      (e) =>
        (e.kind === 'api' || e.kind === 'cacheRead') && e.resource === 'deployments' && e.verb === 'list',
    );
    expect(lists.map((e) => e.kind)).toContain('api');
    expect(lists.map((e) => e.kind)).not.toContain('cacheRead');
  });

  it('with client.Options.Cache.Unstructured, reads go to the cache', () => {
    const cached = run(', Client: client.Options{Cache: &client.CacheOptions{Unstructured: true}}');
    expect(cached.stderr).toBe('');
    expect(find(cached, 'Deployment', 'default', 'web')).toBeDefined();
    const reads = cached.trace.filter(
      (e) => (e.kind === 'api' || e.kind === 'cacheRead') && e.resource === 'configmaps' && e.verb === 'get',
    );
    expect(reads.some((e) => e.kind === 'cacheRead')).toBe(true);
    // the cache stamps every list it fills, an UnstructuredList too ([CR] v0.24.1
    // pkg/cache/internal/cache_reader.go List: out.SetContinue("continue-not-supported"))
    const cont = (x: typeof cached) => x.logs.find((l) => l.msg === 'list continue')?.fields.at(-1);
    expect(cont(cached)).toEqual(['continue', 'continue-not-supported']);
    expect(cont(r)).toEqual(['continue', '']);
  });
});

describe('the unstructured helpers print what the real package returns', () => {
  const r = runMain(`package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func main() {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
	u.SetName("web")
	u.SetLabels(map[string]string{"app": "web"})
	fmt.Println(unstructured.SetNestedField(u.Object, int64(3), "spec", "replicas"))
	fmt.Println(unstructured.SetNestedField(u.Object, "nginx", "spec", "template", "spec", "image"))
	fmt.Println(unstructured.SetNestedField(u.Object, "x", "spec", "replicas", "deeper"))
	n, found, err := unstructured.NestedInt64(u.Object, "spec", "replicas")
	fmt.Println(n, found, err)
	_, found, err = unstructured.NestedString(u.Object, "spec", "replicas")
	fmt.Println(found, err)
	_, found, err = unstructured.NestedString(u.Object, "spec", "replicas", "x")
	fmt.Println(found, err)
	_, found, err = unstructured.NestedString(u.Object, "spec", "missing")
	fmt.Println(found, err)
	m, found, err := unstructured.NestedMap(u.Object, "spec", "template")
	fmt.Println(m, found, err)
	unstructured.RemoveNestedField(u.Object, "spec", "template")
	b, err := u.MarshalJSON()
	fmt.Printf("%q %v\\n", b, err)
	var v unstructured.Unstructured
	fmt.Println(v.UnmarshalJSON([]byte(\`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"x","generation":2},"f":1.5}\`)))
	fmt.Printf("%v %T %T %v %d\\n", v.GetName(), v.Object["metadata"].(map[string]interface{})["generation"], v.Object["f"], v.GroupVersionKind(), v.GetGeneration())
	err = v.UnmarshalJSON([]byte(\`{"apiVersion":"v1"}\`))
	fmt.Println(err, runtime.IsMissingKind(err))
	func() {
		defer func() { fmt.Println(recover()) }()
		unstructured.SetNestedField(u.Object, 3, "spec", "replicas")
	}()
	l := &unstructured.UnstructuredList{}
	fmt.Println(l.UnmarshalJSON([]byte(\`{"apiVersion":"v1","kind":"ConfigMapList","metadata":{},"items":[{"metadata":{"name":"a"}}]}\`)))
	fmt.Println(len(l.Items), l.Items[0].GetKind(), l.Items[0].GetAPIVersion(), l.Items[0].GetName(), l.IsList())
	obj, err := runtime.DefaultUnstructuredConverter.ToUnstructured(u)
	fmt.Println(len(obj), err)
	var gvk schema.GroupVersionKind
	fmt.Println(runtime.DefaultUnstructuredConverter.FromUnstructured(map[string]interface{}{"Group": "g", "kind": "K"}, &gvk), gvk)
}
`);

  it('prints', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '<nil>',
        '<nil>',
        'value cannot be set because .spec.replicas is not a map[string]interface{}',
        '3 true <nil>',
        'false .spec.replicas accessor error: 3 is of the type int64, expected string',
        'false .spec.replicas.x accessor error: 3 is of the type int64, expected map[string]interface{}',
        'false <nil>',
        'map[spec:map[image:nginx]] true <nil>',
        `"{\\"apiVersion\\":\\"apps/v1\\",\\"kind\\":\\"Deployment\\",\\"metadata\\":{\\"labels\\":{\\"app\\":\\"web\\"},\\"name\\":\\"web\\"},\\"spec\\":{\\"replicas\\":3}}\\n" <nil>`,
        '<nil>',
        'x int64 float64 /v1, Kind=ConfigMap 2',
        `Object 'Kind' is missing in '{"apiVersion":"v1"}' true`,
        'cannot deep copy int',
        '<nil>',
        '1 ConfigMap v1 a true',
        '4 <nil>',
        // keys match field names exactly: "kind" is not Kind
        '<nil> g/, Kind=',
        '',
      ].join('\n'),
    );
  });
});
