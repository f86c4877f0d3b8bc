// client-go's dynamic client (k8s.io/client-go/dynamic) was not provided: `dynamic.NewForConfig(cfg)`
// failed to build with gc's "missing go.sum entry for module providing package
// k8s.io/client-go/dynamic". Its calls are direct requests as the config's user on a
// GroupVersionResource; objects come back as unstructured with apiVersion/kind, errors are the API's
// StatusErrors, a path the server serves nothing at is its 404 "the server could not find the
// requested resource", and the client's own checks ("name is required", path segment names) are
// simple.go's.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/dyn

go 1.24.0

require (
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.4
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/dynamic"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctx := context.Background()
	var dyn dynamic.Interface = dynamic.NewForConfigOrDie(ctrl.GetConfigOrDie())
	cmGVR := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	cms := dyn.Resource(cmGVR).Namespace("default")

	w, err := cms.Watch(ctx, metav1.ListOptions{LabelSelector: "tier=web"})
	if err != nil {
		panic(err)
	}
	cm := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "v1",
		"kind":       "ConfigMap",
		"metadata":   map[string]interface{}{"name": "app", "labels": map[string]interface{}{"tier": "web"}},
	}}
	_ = unstructured.SetNestedField(cm.Object, "1", "data", "a")
	got, err := cms.Create(ctx, cm, metav1.CreateOptions{FieldManager: "dyn-test"})
	fmt.Println(got.GetNamespace(), got.GetResourceVersion() != "", cm.GetResourceVersion() == "", got.GetKind(), got.GetManagedFields()[0].Manager, err)
	ev := <-w.ResultChan()
	fmt.Println(ev.Type, ev.Object.(*unstructured.Unstructured).GetName())
	w.Stop()

	_, err = cms.Create(ctx, cm, metav1.CreateOptions{})
	fmt.Println(apierrors.IsAlreadyExists(err), err)

	other := cm.DeepCopy()
	other.SetNamespace("kube-system")
	_, err = cms.Create(ctx, other, metav1.CreateOptions{})
	fmt.Println(apierrors.IsBadRequest(err), err)

	_, err = cms.Get(ctx, "nope", metav1.GetOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)
	_, err = cms.Get(ctx, "", metav1.GetOptions{})
	fmt.Println(err)
	_, err = dyn.Resource(cmGVR).Namespace("a/b").Get(ctx, "app", metav1.GetOptions{})
	fmt.Println(err)

	read, err := cms.Get(ctx, "app", metav1.GetOptions{})
	a, found, _ := unstructured.NestedString(read.Object, "data", "a")
	fmt.Println(read.GetAPIVersion(), read.GetKind(), a, found, err)

	list, err := cms.List(ctx, metav1.ListOptions{LabelSelector: "tier=web"})
	fmt.Println(len(list.Items), list.Items[0].GetName(), list.Items[0].GetKind(), list.GetKind(), list.GetResourceVersion() != "", err)

	_ = unstructured.SetNestedField(read.Object, "2", "data", "b")
	upd, err := cms.Update(ctx, read, metav1.UpdateOptions{})
	data, _, _ := unstructured.NestedStringMap(upd.Object, "data")
	fmt.Println(data, upd.GetResourceVersion() != read.GetResourceVersion(), err)
	_, err = cms.Update(ctx, read, metav1.UpdateOptions{})
	fmt.Println(apierrors.IsConflict(err))

	p, err := cms.Patch(ctx, "app", types.MergePatchType, []byte(\`{"data":{"c":"3"}}\`), metav1.PatchOptions{})
	data, _, _ = unstructured.NestedStringMap(p.Object, "data")
	fmt.Println(data, err)

	applied := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "v1",
		"kind":       "ConfigMap",
		"metadata":   map[string]interface{}{"name": "applied"},
		"data":       map[string]interface{}{"k": "v"},
	}}
	ap, err := cms.Apply(ctx, "applied", applied, metav1.ApplyOptions{FieldManager: "dyn-apply"})
	fmt.Println(ap.GetName(), ap.GetManagedFields()[0].Manager, ap.GetManagedFields()[0].Operation, err)

	ns, err := dyn.Resource(schema.GroupVersionResource{Version: "v1", Resource: "namespaces"}).Get(ctx, "default", metav1.GetOptions{})
	phase, _, _ := unstructured.NestedString(ns.Object, "status", "phase")
	fmt.Println(ns.GetName(), phase, err)

	_, err = dyn.Resource(schema.GroupVersionResource{Group: "example.com", Version: "v1", Resource: "widgets"}).Namespace("default").List(ctx, metav1.ListOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)

	deps, err := dyn.Resource(schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}).List(ctx, metav1.ListOptions{})
	fmt.Println(len(deps.Items), deps.GetKind(), err)

	fmt.Println(cms.Delete(ctx, "app", metav1.DeleteOptions{}))
	err = cms.Delete(ctx, "app", metav1.DeleteOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)
}
`;

describe('client-go dynamic client', () => {
  it('creates, reads, lists, updates, patches, applies and deletes unstructured objects by resource', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: [],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'default true true ConfigMap dyn-test <nil>',
        'ADDED app',
        'true configmaps "app" already exists',
        'true the namespace of the provided object does not match the namespace sent on the request',
        'true configmaps "nope" not found',
        'name is required',
        `invalid namespace "a/b": [may not contain '/']`,
        'v1 ConfigMap 1 true <nil>',
        '1 app ConfigMap ConfigMapList true <nil>',
        'map[a:1 b:2] true <nil>',
        'true',
        'map[a:1 b:2 c:3] <nil>',
        'applied dyn-apply Apply <nil>',
        'default Active <nil>',
        'true the server could not find the requested resource',
        '0 DeploymentList <nil>',
        '<nil>',
        'true configmaps "app" not found',
        '',
      ].join('\n'),
    );
    const calls = r.trace.filter((e) => e.kind === 'api');
    expect(calls.every((e) => e.kind === 'api' && e.clientPath === 'direct')).toBe(true);
  }, 120_000);
});

describe('a namespaced resource addressed without a namespace', () => {
  it('the dynamic client and a typed clientset send the request (no namespace in the path) and the server answers 404', () => {
    const main = `package main

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctx := context.Background()
	cfg := ctrl.GetConfigOrDie()
	dyn := dynamic.NewForConfigOrDie(cfg)
	_, err := dyn.Resource(schema.GroupVersionResource{Version: "v1", Resource: "secrets"}).Get(ctx, "creds", metav1.GetOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)
	cs := kubernetes.NewForConfigOrDie(cfg)
	_, err = cs.CoreV1().Secrets("").Get(ctx, "creds", metav1.GetOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)
}
`;
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: main },
      ],
      objects: [{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds', namespace: 'default' } }],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('true the server could not find the requested resource\n'.repeat(2));
    const gets = r.trace.filter((e) => e.kind === 'api' && e.verb === 'get' && e.resource === 'secrets');
    expect(gets.map((e) => e.kind === 'api' && [e.namespace, e.result.code])).toEqual([
      ['', 404],
      ['', 404],
    ]);
  }, 120_000);
});

describe('a path the server has no route for', () => {
  it('a cluster-scoped list in a namespace is a traced 404, a create without a namespace a traced 405', () => {
    const main = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctx := context.Background()
	cfg := ctrl.GetConfigOrDie()
	dyn := dynamic.NewForConfigOrDie(cfg)
	_, err := dyn.Resource(schema.GroupVersionResource{Version: "v1", Resource: "nodes"}).Namespace("default").List(ctx, metav1.ListOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)
	cm := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "v1",
		"kind":       "ConfigMap",
		"metadata":   map[string]interface{}{"name": "app", "namespace": "default"},
	}}
	_, err = dyn.Resource(schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}).Create(ctx, cm, metav1.CreateOptions{})
	fmt.Println(apierrors.IsMethodNotSupported(err), err)
	cs := kubernetes.NewForConfigOrDie(cfg)
	_, err = cs.CoreV1().ConfigMaps("").Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "app"}}, metav1.CreateOptions{})
	fmt.Println(apierrors.IsMethodNotSupported(err), err)
}
`;
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: main },
      ],
      objects: [{ apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' } }],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'true the server could not find the requested resource',
        'true the server does not allow this method on the requested resource',
        'true the server does not allow this method on the requested resource',
        '',
      ].join('\n'),
    );
    const calls = r.trace.filter((e) => e.kind === 'api' && e.clientPath === 'direct');
    expect(calls.map((e) => e.kind === 'api' && [e.verb, e.resource, e.namespace, e.result.code])).toEqual([
      ['list', 'nodes', 'default', 404],
      ['create', 'configmaps', '', 405],
      ['create', 'configmaps', '', 405],
    ]);
  }, 120_000);
});

describe('a typed clientset without a namespace writing an object that names one', () => {
  it('the PUT goes to the path without a namespace, where the server has no route: a traced 404 (a POST: 405)', () => {
    // client-go gentype/type.go Update: Put().NamespaceIfScoped(c.namespace, c.namespace != "")
    // .Name(obj.GetName()).Body(obj): the object's own namespace is only in the body.
    const main = `package main

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctx := context.Background()
	cs := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())
	s, err := cs.CoreV1().Secrets("default").Get(ctx, "creds", metav1.GetOptions{})
	fmt.Println(s.Namespace, err)
	s.Labels = map[string]string{"seen": "yes"}
	_, err = cs.CoreV1().Secrets("").Update(ctx, s, metav1.UpdateOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)
	s.ResourceVersion = ""
	s.Name = "copy"
	_, err = cs.CoreV1().Secrets("").Create(ctx, s, metav1.CreateOptions{})
	fmt.Println(apierrors.IsMethodNotSupported(err), err)
	got, err := cs.CoreV1().Secrets("default").Get(ctx, "creds", metav1.GetOptions{})
	fmt.Println(got.Labels["seen"] == "", err)
	n, err := cs.CoreV1().Nodes().Get(ctx, "n1", metav1.GetOptions{})
	n.Labels = map[string]string{"zone": "a"}
	n, err = cs.CoreV1().Nodes().Update(ctx, n, metav1.UpdateOptions{})
	fmt.Println(n.Labels["zone"], err)
}
`;
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: main },
      ],
      objects: [
        { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds', namespace: 'default' } },
        { apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' } },
      ],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'default <nil>',
        'true the server could not find the requested resource',
        'true the server does not allow this method on the requested resource',
        'true <nil>',
        'a <nil>',
        '',
      ].join('\n'),
    );
    const writes = r.trace.filter((e) => e.kind === 'api' && (e.verb === 'update' || e.verb === 'create'));
    expect(writes.map((e) => e.kind === 'api' && [e.verb, e.resource, e.namespace, e.result.code])).toEqual([
      ['update', 'secrets', '', 404],
      ['create', 'secrets', '', 405],
      ['update', 'nodes', '', 200],
    ]);
  }, 120_000);
});
