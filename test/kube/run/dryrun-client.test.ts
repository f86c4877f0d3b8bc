// client.NewDryRunClient ([CR] pkg/client/dryrun.go) as a "plan" command uses it: every write goes
// to the API server with dryRun=All (validated, admitted, answered, not stored) while reads pass
// through. It did not exist (undefined: client.NewDryRunClient).

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/plan

go 1.24.0

require (
\tk8s.io/api v0.34.1
\tk8s.io/apimachinery v0.34.1
\tsigs.k8s.io/controller-runtime v0.22.1
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	ctx := context.Background()
	live, err := client.New(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		panic(err)
	}
	plan := client.NewDryRunClient(live)

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "preview", Namespace: "default"}, Data: map[string]string{"mode": "plan"}}
	fmt.Println("create:", plan.Create(ctx, cm), cm.UID != "")
	err = live.Get(ctx, client.ObjectKeyFromObject(cm), &corev1.ConfigMap{})
	fmt.Println("stored:", !apierrors.IsNotFound(err), err)

	bad := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "Bad_Name", Namespace: "default"}}
	fmt.Println("invalid:", apierrors.IsInvalid(plan.Create(ctx, bad)))

	var existing corev1.ConfigMap
	if err := plan.Get(ctx, client.ObjectKey{Namespace: "default", Name: "settings"}, &existing); err != nil {
		panic(err)
	}
	existing.Data["color"] = "green"
	fmt.Println("update:", plan.Update(ctx, &existing), existing.Data["color"])
	fmt.Println("delete:", plan.Delete(ctx, &existing))
	var after corev1.ConfigMap
	err = live.Get(ctx, client.ObjectKeyFromObject(&existing), &after)
	fmt.Println("after:", err, after.Data["color"], after.DeletionTimestamp == nil)
}
`;

const SETTINGS: KubeObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings', namespace: 'default' },
  data: { color: 'blue' },
};

describe('client.NewDryRunClient', () => {
  it('sends every write with dryRun=All and reads through', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: [SETTINGS],
      rbac: 'admin',
    });
    expect(r.diagnostics.map((d) => d.msg)).toEqual([]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'create: <nil> true',
        'stored: false configmaps "preview" not found',
        'invalid: true',
        'update: <nil> green',
        'delete: <nil>',
        'after: <nil> blue true',
        '',
      ].join('\n'),
    );
    const writes = r.trace
      .filter((e) => e.kind === 'api' && e.verb !== 'get' && e.verb !== 'list')
      .map((e) => (e.kind === 'api' ? `${e.verb} ${e.name}` : ''));
    // the writes reached the server (and its validation): nothing of them was stored
    expect(writes).toEqual(['create preview', 'create Bad_Name', 'update settings', 'delete settings']);
  });
});
