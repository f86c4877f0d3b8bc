// What kube-controller-manager's garbage collector does with owner references that name no such
// owner, and how it deletes:
// - the graph builder queues a dependent as soon as it sees it, not after some deletion
//   (kubernetes pkg/controller/garbagecollector/graph_builder.go addDependentToOwners: an owner
//   it has not seen becomes a virtual node queued for attemptToDelete; an observed namespaced owner
//   in another namespace is reported and the dependent queued), so an object created with an owner
//   uid that does not exist, or with an owner of another namespace, is deleted at once;
// - the second case records a Warning event OwnerRefInvalidNamespace on the dependent
//   (graph_builder.go reportInvalidNamespaceOwnerRef: "ownerRef %s does not exist in namespace %q",
//   the owner printed by graph.go objectReference.String "[%s/%s, namespace: %s, name: %s, uid: %s]",
//   from a recorder with EventSource{Component: "garbage-collector-controller"});
// - every delete carries the uid and the resourceVersion the collector last read as preconditions
//   (operations.go deleteObject);
// - an owner reference whose uid is an object of another name or kind is as dangling (isDangling
//   looks the owner up by the reference's kind and name, then compares the uid);
// - a cluster-scoped dependent of a namespaced owner is reported (in namespace default) but never
//   deleted (isDangling: namespacedOwnerOfClusterScopedObjectErr, forgotten, not retried);
// - a program that ends right after deleting an owner leaves the cluster as the collector leaves
//   it: the collection scheduled on the clock still runs.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/dangling

go 1.24.0

require (
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.1
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	ctx := context.Background()
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		panic(err)
	}
	for _, ns := range []string{"a", "b"} {
		_ = c.Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: ns}})
	}
	owner := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "owner", Namespace: "a"}}
	_ = c.Create(ctx, owner)
	fmt.Println("owner uid set:", owner.UID != "")
	ref := metav1.OwnerReference{APIVersion: "v1", Kind: "ConfigMap", Name: "owner", UID: owner.UID, Controller: ptr.To(true)}
	cross := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cross", Namespace: "b", OwnerReferences: []metav1.OwnerReference{ref}}}
	fmt.Println("cross:", c.Create(ctx, cross))
	ghost := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "ghost", Namespace: "a",
		OwnerReferences: []metav1.OwnerReference{{APIVersion: "v1", Kind: "ConfigMap", Name: "nobody", UID: "0000-1111"}}}}
	fmt.Println("ghost:", c.Create(ctx, ghost))
	same := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "same", Namespace: "a", OwnerReferences: []metav1.OwnerReference{ref}}}
	fmt.Println("same:", c.Create(ctx, same))
	misnamed := ref
	misnamed.Name = "ownr"
	renamed := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "renamed", Namespace: "a", OwnerReferences: []metav1.OwnerReference{misnamed}}}
	fmt.Println("renamed:", c.Create(ctx, renamed))
	role := &rbacv1.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "role", OwnerReferences: []metav1.OwnerReference{ref}}}
	fmt.Println("cluster-scoped:", c.Create(ctx, role))
	time.Sleep(time.Second)
	for _, k := range []types.NamespacedName{{Namespace: "b", Name: "cross"}, {Namespace: "a", Name: "ghost"}, {Namespace: "a", Name: "same"}, {Namespace: "a", Name: "renamed"}} {
		err := c.Get(ctx, k, &corev1.ConfigMap{})
		fmt.Println(k.String()+" gone:", apierrors.IsNotFound(err))
	}
	err = c.Get(ctx, types.NamespacedName{Name: "role"}, &rbacv1.ClusterRole{})
	fmt.Println("role gone:", apierrors.IsNotFound(err))
	var evs corev1.EventList
	_ = c.List(ctx, &evs)
	for _, e := range evs.Items {
		fmt.Printf("event: %s %s %s %s/%s %s %s\\n%s\\n", e.Namespace, e.Type, e.Reason, e.InvolvedObject.Kind, e.InvolvedObject.Name,
			e.Source.Component, e.ReportingController, strings.ReplaceAll(e.Message, string(owner.UID), "UID"))
	}
	fmt.Println("delete owner:", c.Delete(ctx, owner))
}
`;

describe('the garbage collector and owner references that name no such owner', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
    rbac: 'admin',
  });

  it('deletes a dependent of an absent owner or of an owner in another namespace as soon as it sees it, and reports the latter', () => {
    expect(r.stderr).not.toContain('panic');
    expect(r.stdout.split('\n')).toEqual([
      'owner uid set: true',
      'cross: <nil>',
      'ghost: <nil>',
      'same: <nil>',
      'renamed: <nil>',
      'cluster-scoped: <nil>',
      'b/cross gone: true',
      'a/ghost gone: true',
      'a/same gone: false',
      'a/renamed gone: true',
      'role gone: false',
      'event: b Warning OwnerRefInvalidNamespace ConfigMap/cross garbage-collector-controller garbage-collector-controller',
      'ownerRef [v1/ConfigMap, namespace: b, name: owner, uid: UID] does not exist in namespace "b"',
      'event: default Warning OwnerRefInvalidNamespace ClusterRole/role garbage-collector-controller garbage-collector-controller',
      'ownerRef [v1/ConfigMap, namespace: , name: owner, uid: UID] does not exist in namespace ""',
      'delete owner: <nil>',
      '',
    ]);
  });

  it('deletes with the uid and resourceVersion it read as preconditions', () => {
    const gcDeletes = r.trace.flatMap((e) =>
      e.kind === 'api' && e.identity.username.endsWith(':generic-garbage-collector') && e.verb === 'delete'
        ? [`${e.name} ${e.rvSent} ${e.result.code}`]
        : [],
    );
    const created = (name: string) =>
      r.trace.find(
        (e) => e.kind === 'api' && e.verb === 'create' && e.name === name && e.result.code === 201,
      );
    const rvOf = (name: string) => {
      const e = created(name);
      return e?.kind === 'api' ? e.rvStored : undefined;
    };
    expect(gcDeletes).toEqual([
      `ghost ${rvOf('ghost')} 200`,
      `renamed ${rvOf('renamed')} 200`,
      `cross ${rvOf('cross')} 200`,
      `same ${rvOf('same')} 200`,
    ]);
  });

  it('a program that ends right after deleting the owner leaves no dependent behind', () => {
    const names = r.objects
      .filter(
        (o) =>
          o.kind === 'ConfigMap' &&
          ['a', 'b'].includes(String((o.metadata as { namespace?: string }).namespace)),
      )
      .map((o) => (o.metadata as { name?: string }).name);
    expect(names).toEqual([]);
  });
});
