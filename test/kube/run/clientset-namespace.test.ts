// A typed or dynamic client whose namespace is not the object's: client-go sends the request to the
// client's namespace path with the object in the body as it is ([CG] gentype/type.go
// NamespaceIfScoped(c.namespace, ...), dynamic/simple.go), and the API server answers 400 "the
// namespace of the provided object does not match the namespace sent on the request" ([AS]
// pkg/registry/rest/meta.go EnsureObjectNamespaceMatchesRequestNamespace). The answer is the
// server's, so it is in the trace as a request to team-a.

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/nsmismatch

go 1.22.0

require (
	k8s.io/api v0.31.0
	k8s.io/apimachinery v0.31.0
	k8s.io/client-go v0.31.0
	sigs.k8s.io/controller-runtime v0.19.0
)
`;

const MAIN = `package main

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
	cs := kubernetes.NewForConfigOrDie(cfg)

	cm, err := cs.CoreV1().ConfigMaps("team-b").Get(ctx, "settings", metav1.GetOptions{})
	if err != nil {
		panic(err)
	}
	cm.Data = map[string]string{"mode": "fast"}
	got, err := cs.CoreV1().ConfigMaps("team-a").Update(ctx, cm, metav1.UpdateOptions{})
	fmt.Println(got.Name == "", apierrors.IsBadRequest(err), err)

	fresh := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "extra", Namespace: "team-b"}}
	_, err = cs.CoreV1().ConfigMaps("team-a").Create(ctx, fresh, metav1.CreateOptions{})
	fmt.Println(apierrors.IsBadRequest(err), err)

	dc := dynamic.NewForConfigOrDie(cfg)
	gvr := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	u, err := dc.Resource(gvr).Namespace("team-b").Get(ctx, "settings", metav1.GetOptions{})
	if err != nil {
		panic(err)
	}
	_ = unstructured.SetNestedField(u.Object, "slow", "data", "mode")
	_, err = dc.Resource(gvr).Namespace("team-a").Update(ctx, u, metav1.UpdateOptions{})
	fmt.Println(apierrors.IsBadRequest(err), err)

	after, _ := cs.CoreV1().ConfigMaps("team-b").Get(ctx, "settings", metav1.GetOptions{})
	fmt.Println(after.Data)
}
`;

const OBJECTS: KubeObject[] = [
  { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } },
  { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-b' } },
  {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'settings', namespace: 'team-b' },
    data: { mode: 'safe' },
  },
];

const MISMATCH = 'the namespace of the provided object does not match the namespace sent on the request';

describe('a client in one namespace writing an object of another', () => {
  it("is sent to the client's namespace and answered 400 by the API server, in the trace", () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: OBJECTS,
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [`true true ${MISMATCH}`, `true ${MISMATCH}`, `true ${MISMATCH}`, 'map[mode:safe]', ''].join('\n'),
    );
    const writes = r.trace.filter(
      (e) => e.kind === 'api' && e.clientPath === 'direct' && (e.verb === 'update' || e.verb === 'create'),
    );
    expect(
      writes.map(
        (e) => e.kind === 'api' && [e.verb, e.resource, e.namespace, e.name, e.result.code, e.result.message],
      ),
    ).toEqual([
      ['update', 'configmaps', 'team-a', 'settings', 400, MISMATCH],
      ['create', 'configmaps', 'team-a', 'extra', 400, MISMATCH],
      ['update', 'configmaps', 'team-a', 'settings', 400, MISMATCH],
    ]);
    expect(r.trace.some((e) => e.kind === 'clientError')).toBe(false);
  }, 120_000);
});
