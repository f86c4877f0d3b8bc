// A watch from a resourceVersion older than the API server's watch history: kube-apiserver's cacher
// answers 200 and one ERROR event carrying the 410 Expired Status, then closes the stream ([AS]
// pkg/storage/cacher/cacher.go Watch → newErrWatcher; watch_cache_history.go GetIntervalLocked:
// `too old resource version: %d (%d)`). Every client's Watch returns no error; the channel gives
// the ERROR event (a *metav1.Status) and then closes: client-go's typed clientset, the dynamic
// client, a RESTClient request and controller-runtime's client.WithWatch.

import { describe, expect, it } from 'vitest';
import '../../../src/kube/rest/bind-transport.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const gomod = `module example.com/expired

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

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func drain(name string, w watch.Interface, err error) {
	if err != nil {
		fmt.Println(name, "error:", err)
		return
	}
	n := 0
	for ev := range w.ResultChan() {
		n++
		if ev.Type != watch.Error {
			fmt.Println(name, ev.Type)
			continue
		}
		st := ev.Object.(*metav1.Status)
		err := apierrors.FromObject(ev.Object)
		fmt.Println(name, ev.Type, st.Code, st.Reason, st.Message, apierrors.IsResourceExpired(err), apierrors.IsGone(err))
	}
	fmt.Println(name, "closed after", n)
}

func main() {
	ctx := context.Background()
	cfg := ctrl.GetConfigOrDie()
	cs := kubernetes.NewForConfigOrDie(cfg)
	first, err := cs.CoreV1().ConfigMaps("default").Get(ctx, "c0", metav1.GetOptions{})
	if err != nil {
		panic(err)
	}
	rv := first.ResourceVersion
	opts := metav1.ListOptions{ResourceVersion: rv}

	w, err := cs.CoreV1().ConfigMaps("default").Watch(ctx, opts)
	drain("typed", w, err)

	dyn := dynamic.NewForConfigOrDie(cfg)
	w, err = dyn.Resource(schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}).Namespace("default").Watch(ctx, opts)
	drain("dynamic", w, err)

	w, err = cs.CoreV1().RESTClient().Get().Namespace("default").Resource("configmaps").VersionedParams(&opts, metav1.ParameterCodec).Watch(ctx)
	drain("rest", w, err)

	c, err := client.NewWithWatch(cfg, client.Options{})
	if err != nil {
		panic(err)
	}
	w, err = c.Watch(ctx, &corev1.ConfigMapList{}, client.InNamespace("default"), &client.ListOptions{Raw: &opts})
	drain("controller-runtime", w, err)

	_, err = cs.CoreV1().ConfigMaps("default").Watch(ctx, metav1.ListOptions{ResourceVersion: "x1"})
	fmt.Println("bad:", err)
}
`;

describe('a watch from a too old resourceVersion', () => {
  it('every client gets one ERROR event with the 410 Expired Status, then the channel closes', () => {
    const objects = Array.from({ length: 1003 }, (_, i) => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: `c${i}`, namespace: 'default' },
    }));
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        { name: 'main.go', src: main },
      ],
      objects,
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    const m = /^typed ERROR 410 Expired too old resource version: (\d+) \((\d+)\) true false$/.exec(
      lines[0] ?? '',
    );
    expect(m, r.stdout).not.toBeNull();
    const [, rv, oldest] = m!;
    expect(Number(oldest)).toBeGreaterThan(Number(rv));
    const error = `ERROR 410 Expired too old resource version: ${rv} (${oldest}) true false`;
    expect(lines).toEqual([
      `typed ${error}`,
      'typed closed after 1',
      `dynamic ${error}`,
      'dynamic closed after 1',
      `rest ${error}`,
      'rest closed after 1',
      `controller-runtime ${error}`,
      'controller-runtime closed after 1',
      'bad: resourceVersion: Invalid value: "x1": strconv.ParseUint: parsing "x1": invalid syntax',
    ]);
  });
});

describe('the simulated rest package’s own helpers', () => {
  it('are not there for programs, as in the real k8s.io/client-go/rest', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        {
          name: 'main.go',
          src: `package main

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/rest"
)

func main() {
	_ = rest.NewSimulatedWatch(context.Background(), 0)
	_ = rest.NewRESTClientForGroupVersion(&rest.Config{}, schema.GroupVersion{Version: "v1"})
}
`,
        },
      ],
      rbac: 'admin',
    });
    expect(r.stderr).toBe(
      [
        '# example.com/expired',
        './main.go:11:11: undefined: rest.NewSimulatedWatch',
        './main.go:12:11: undefined: rest.NewRESTClientForGroupVersion',
        '',
      ].join('\n'),
    );
  });
});
