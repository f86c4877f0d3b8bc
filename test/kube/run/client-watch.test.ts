// client.WithWatch (issue 21): client.NewWithWatch's Watch returns a watch.Interface whose
// ResultChan carries the simulated API server's events as k8s.io/apimachinery/pkg/watch Events
// (ADDED for the objects that exist, then ADDED/MODIFIED/DELETED as writes commit), decoded into the
// list's item type, filtered by namespace and label selector; Stop closes the channel. Behaviour
// read from controller-runtime v0.24.1 pkg/client/watch.go and apimachinery v0.36.0 pkg/watch.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const gomod = `module example.com/watcher

go 1.26.0

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

// A watch loop the way client-go programs write it (`for ev := range w.ResultChan()`), through the
// typed clientset and the dynamic client: the existing objects first (no resourceVersion: synthetic
// ADDED events), then the program's own writes; a cancelled context ends the stream with one ERROR
// event (client-go's ClientWatchDecoding report of the failed read, [AM] pkg/watch/streamwatcher.go),
// a context deadline ends it quietly (net.IsTimeout), and a loop left waiting on a watch nothing can
// change any more ends the run with oplab's note and SIGTERM's 143, not gc's deadlock report.
const loopMain = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	cfg := ctrl.GetConfigOrDie()
	cs := kubernetes.NewForConfigOrDie(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	w, err := cs.CoreV1().ConfigMaps("default").Watch(ctx, metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	go func() {
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "b"}}
		if _, err := cs.CoreV1().ConfigMaps("default").Create(context.Background(), cm, metav1.CreateOptions{}); err != nil {
			panic(err)
		}
	}()
	for ev := range w.ResultChan() {
		switch o := ev.Object.(type) {
		case *corev1.ConfigMap:
			fmt.Println(ev.Type, o.Name)
			if o.Name == "b" {
				cancel()
			}
		case *metav1.Status:
			fmt.Println(ev.Type, o.Code, o.Reason, o.Message)
			fmt.Println(o.Details.Causes)
		}
	}
	fmt.Println("closed")

	dc := dynamic.NewForConfigOrDie(cfg)
	tctx, stop := context.WithTimeout(context.Background(), 5*time.Second)
	defer stop()
	gvr := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	dw, err := dc.Resource(gvr).Namespace("default").Watch(tctx, metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	for ev := range dw.ResultChan() {
		fmt.Println("dynamic", ev.Type, ev.Object.(*unstructured.Unstructured).GetName())
	}
	fmt.Println("closed at the deadline:", tctx.Err())

	last, err := cs.CoreV1().ConfigMaps("default").Watch(context.Background(), metav1.ListOptions{FieldSelector: "metadata.name=b"})
	if err != nil {
		panic(err)
	}
	for ev := range last.ResultChan() {
		fmt.Println("waiting", ev.Type)
	}
	fmt.Println("never printed")
}
`;

describe('a client-go watch loop', () => {
  it('ends on a cancelled context with an ERROR event, quietly at a deadline, and waits (no deadlock) at the end', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        { name: 'main.go', src: loopMain },
      ],
      objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', namespace: 'default' } }],
      rbac: 'admin',
    });
    expect(r.stdout).toBe(
      [
        'ADDED a',
        'ADDED b',
        'ERROR 500 InternalError an error on the server ("unable to decode an event from the watch stream: context canceled") has prevented the request from succeeding',
        '[{UnexpectedServerResponse unable to decode an event from the watch stream: context canceled } {ClientWatchDecoding unable to decode an event from the watch stream: context canceled }]',
        'closed',
        'dynamic ADDED a',
        'dynamic ADDED b',
        'closed at the deadline: context deadline exceeded',
        'waiting ADDED',
        '',
      ].join('\n'),
    );
    expect(r.stderr).toBe(
      'oplab: the program is still waiting for events of its watch, and nothing in this run changes the cluster any more: a real run would wait until the API server ends the watch (after 30 to 60 minutes) or the process is stopped; the run ends here as SIGTERM ends it (exit status 143)\n',
    );
    expect(r.exitCode).toBe(143);
  });
});
