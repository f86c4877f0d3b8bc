// controller-runtime's client.ApplyConfigurationFromUnstructured (pkg/client/applyconfigurations.go,
// v0.22+) was not provided: a reconciler that applied an unstructured configuration with
// c.Apply or c.Status().Apply failed to build. The configuration is sent as a server-side apply
// of the object it wraps, and the answer is decoded into that object (unstructured_client.go Apply
// and ApplySubResource: Do(ctx).Into(unstructuredApplyConfig.Unstructured)).
import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/ac

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

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	ctx := context.Background()
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		panic(err)
	}
	u := &unstructured.Unstructured{}
	u.SetAPIVersion("v1")
	u.SetKind("ConfigMap")
	u.SetName("settings")
	u.SetNamespace("default")
	_ = unstructured.SetNestedField(u.Object, "blue", "data", "colour")
	ac := client.ApplyConfigurationFromUnstructured(u)
	err = c.Apply(ctx, ac, client.FieldOwner("ac-test"))
	fmt.Println(err, u.GetResourceVersion() != "", u.GetManagedFields()[0].Manager)

	other := &unstructured.Unstructured{}
	other.SetAPIVersion("v1")
	other.SetKind("ConfigMap")
	other.SetName("settings")
	other.SetNamespace("default")
	_ = unstructured.SetNestedField(other.Object, "red", "data", "colour")
	err = c.Apply(ctx, client.ApplyConfigurationFromUnstructured(other), client.FieldOwner("someone-else"))
	fmt.Println(err)
	err = c.Apply(ctx, client.ApplyConfigurationFromUnstructured(other), client.FieldOwner("someone-else"), client.ForceOwnership)
	colour, _, _ := unstructured.NestedString(other.Object, "data", "colour")
	fmt.Println(err, colour)
}
`;

describe('client.ApplyConfigurationFromUnstructured', () => {
  it('applies the object it wraps, decodes the answer into it, and conflicts as an apply does', () => {
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
        '<nil> true ac-test',
        'Apply failed with 1 conflict: conflict with "ac-test": .data.colour',
        '<nil> red',
        '',
      ].join('\n'),
    );
    const applies = r.trace.filter((e) => e.kind === 'api' && e.verb === 'patch');
    expect(applies.map((e) => e.kind === 'api' && e.result.code)).toEqual([201, 409, 200]);
    expect(applies[0].kind === 'api' && applies[0].details?.patchType).toBe('apply');
  });
});
