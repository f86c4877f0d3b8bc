// The fake client's RESTMapper, as unit tests meet it ([CR] pkg/client/fake/client.go): without
// WithRESTMapper it is an empty meta.DefaultRESTMapper, so IsObjectNamespaced and a namespaced client
// over the fake fail with the mapper's NoKindMatchError (the tests in the wild that hit this add
// WithRESTMapper); with WithRESTMapper the given mapper answers RESTMapper() and IsObjectNamespaced.
// Before: WithRESTMapper was undefined, and the fake answered from the simulated cluster's
// discovery, so such tests passed here and failed for real.

import { expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
)

func testMapper() meta.RESTMapper {
	m := meta.NewDefaultRESTMapper([]schema.GroupVersion{corev1.SchemeGroupVersion})
	m.Add(corev1.SchemeGroupVersion.WithKind("ConfigMap"), meta.RESTScopeNamespace)
	m.Add(corev1.SchemeGroupVersion.WithKind("Namespace"), meta.RESTScopeRoot)
	return m
}

func createAll(c client.Client) {
	tenant := client.NewNamespacedClient(c, "team-a")
	ctx := context.Background()
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "settings"}}
	err := tenant.Create(ctx, cm)
	fmt.Printf("configmap: ns=%q err=%v\\n", cm.Namespace, err)
	ns := &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "team-b"}}
	err = tenant.Create(ctx, ns)
	fmt.Printf("namespace: ns=%q err=%v\\n", ns.Namespace, err)
}

func main() {
	plain := fake.NewClientBuilder().Build()
	namespaced, err := plain.IsObjectNamespaced(&corev1.ConfigMap{})
	fmt.Println(namespaced, err)
	_, err = plain.RESTMapper().RESTMapping(schema.GroupKind{Kind: "ConfigMap"})
	fmt.Println(err, meta.IsNoMatchError(err))
	createAll(plain)

	mapped := fake.NewClientBuilder().WithRESTMapper(testMapper()).Build()
	namespaced, err = mapped.IsObjectNamespaced(&corev1.ConfigMap{})
	fmt.Println(namespaced, err)
	namespaced, err = mapped.IsObjectNamespaced(&corev1.Namespace{})
	fmt.Println(namespaced, err)
	_, err = mapped.IsObjectNamespaced(&corev1.Secret{})
	fmt.Println(err)
	m, err := mapped.RESTMapper().RESTMapping(schema.GroupKind{Kind: "ConfigMap"})
	fmt.Println(m.Resource, err)
	createAll(mapped)
	var got corev1.ConfigMap
	fmt.Println(mapped.Get(context.Background(), client.ObjectKey{Namespace: "team-a", Name: "settings"}, &got), got.ResourceVersion)
}

// Output:
// false failed to get restmapping: no matches for kind "ConfigMap" in version "v1"
// no matches for kind "ConfigMap" in group "" true
// configmap: ns="" err=error finding the scope of the object: failed to get restmapping: no matches for kind "ConfigMap" in version "v1"
// namespace: ns="" err=error finding the scope of the object: failed to get restmapping: no matches for kind "Namespace" in version "v1"
// true <nil>
// false <nil>
// failed to get restmapping: no matches for kind "Secret" in version "v1"
// /v1, Resource=configmaps <nil>
// configmap: ns="team-a" err=<nil>
// namespace: ns="" err=<nil>
// <nil> 1
`;

it("WithRESTMapper sets the fake's mapper; without it the mapper is empty", () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});
