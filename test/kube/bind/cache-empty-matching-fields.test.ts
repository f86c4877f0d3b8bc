// An empty client.MatchingFields{} is a field selector without requirements. The cache and the fake
// client refuse it: [CR] pkg/internal/field/selector/utils.go RequiresExactMatch is false when
// there are no requirements, so pkg/cache/internal/cache_reader.go List answers "non-exact field
// matches are not supported by the cache" and pkg/client/fake/client.go filterWithFields its own
// error (checked on tags v0.15–v0.24). Through the API server (an unstructured list, which the
// manager's client does not cache) the selector's String() is "" and every object is listed.
import { expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { clusterPhases } from './cluster-pkg.ts';

const src = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	"oplab.dev/test/cluster"
)

func main() {
	ctx := context.Background()
	c := cluster.ManagerClient(scheme.Scheme, "")
	for _, n := range []string{"a", "b"} {
		fmt.Println("create:", c.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: n, Namespace: "default"}}))
	}
	var cms corev1.ConfigMapList
	fmt.Println("list:", c.List(ctx, &cms), len(cms.Items))
	time.Sleep(20 * time.Millisecond)
	fmt.Println("empty MatchingFields:", c.List(ctx, &cms, client.MatchingFields{}))
	fmt.Println("fields.Nothing:", c.List(ctx, &cms, client.MatchingFieldsSelector{Selector: fields.Nothing()}))
	u := &unstructured.UnstructuredList{}
	u.SetAPIVersion("v1")
	u.SetKind("ConfigMapList")
	fmt.Println("uncached:", c.List(ctx, u, client.MatchingFields{}), len(u.Items))

	f := fake.NewClientBuilder().WithObjects(&corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "default"}}).Build()
	fmt.Println("fake:", f.List(ctx, &cms, client.MatchingFields{}))
	fmt.Println("fake without selector:", f.List(ctx, &cms), len(cms.Items))
}
`;

it('an empty MatchingFields is refused by the cache and the fake client, and lists all through the server', () => {
  const env = newKubeEnv({ seed: 3 });
  const r = withKubeEnv(env, () =>
    runGo({ files: [{ name: 'main.go', src }], phases: clusterPhases, clock: env.goClock }),
  );
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'create: <nil>',
      'create: <nil>',
      'list: <nil> 2',
      'empty MatchingFields: non-exact field matches are not supported by the cache',
      'fields.Nothing: non-exact field matches are not supported by the cache',
      'uncached: <nil> 2',
      'fake: field selector  is not in one of the two supported forms "key==val" or "key=val"',
      'fake without selector: <nil> 1',
      '',
    ].join('\n'),
  );
});
