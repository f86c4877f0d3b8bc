// client.WithWatch (issue 21): client.NewWithWatch's Watch returns a watch.Interface whose
// ResultChan carries the simulated API server's events as k8s.io/apimachinery/pkg/watch Events
// (ADDED for the objects that exist, then ADDED/MODIFIED/DELETED as writes commit), decoded into the
// list's item type, filtered by namespace and label selector; Stop closes the channel. Behaviour
// read from controller-runtime v0.24.1 pkg/client/watch.go and apimachinery v0.36.0 pkg/watch.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const gomod = `module example.com/watcher

go 1.23.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	sigs.k8s.io/controller-runtime v0.24.1
)
`;

const main = `package main

import (
	"context"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	c, err := client.NewWithWatch(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	var wc client.WithWatch = c
	ctx := context.Background()
	w, err := wc.Watch(ctx, &corev1.ConfigMapList{}, client.InNamespace("default"), client.MatchingLabels{"app": "shop"})
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	go func() {
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "default", Labels: map[string]string{"app": "shop"}}}
		_ = c.Create(ctx, cm)
		other := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "other", Namespace: "default"}}
		_ = c.Create(ctx, other)
		cm.Data = map[string]string{"k": "v"}
		_ = c.Update(ctx, cm)
		_ = c.Delete(ctx, cm)
	}()
	n := 0
	for ev := range w.ResultChan() {
		cm := ev.Object.(*corev1.ConfigMap)
		fmt.Println(ev.Type, cm.Name, cm.Data["k"])
		n++
		if ev.Type == watch.Deleted {
			w.Stop()
		}
	}
	fmt.Println("closed after", n, "events")

	_, err = wc.Watch(ctx, &corev1.SecretList{}, client.InNamespace("default"))
	fmt.Println(err)
}
`;

describe('client.NewWithWatch', () => {
  it('Watch delivers the server’s events as watch.Events and Stop closes ResultChan', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        { name: 'main.go', src: main },
      ],
      objects: [
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'a', namespace: 'default', labels: { app: 'shop' } },
          data: { k: 'first' },
        },
      ],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      ['ADDED a first', 'ADDED b ', 'MODIFIED b v', 'DELETED b v', 'closed after 4 events', '<nil>', ''].join(
        '\n',
      ),
    );
  });

  it('fake.NewClientBuilder().Build() is a client.WithWatch: the tracker’s later events of the namespace', () => {
    const fakeMain = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
)

func main() {
	existing := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "default"}}
	var c client.WithWatch = fake.NewClientBuilder().WithObjects(existing).Build()
	ctx := context.Background()
	w, err := c.Watch(ctx, &corev1.ConfigMapList{}, client.InNamespace("default"))
	if err != nil {
		panic(err)
	}
	go func() {
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "default"}}
		_ = c.Create(ctx, cm)
		_ = c.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "other"}})
		cm.Data = map[string]string{"k": "v"}
		_ = c.Update(ctx, cm)
		_ = c.Delete(ctx, cm)
	}()
	for ev := range w.ResultChan() {
		cm := ev.Object.(*corev1.ConfigMap)
		fmt.Println(ev.Type, cm.Name, cm.Data["k"])
		if ev.Type == watch.Deleted {
			w.Stop()
		}
	}
}
`;
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        { name: 'main.go', src: fakeMain },
      ],
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(['ADDED b ', 'MODIFIED b v', 'DELETED b v', ''].join('\n'));
  });
});
