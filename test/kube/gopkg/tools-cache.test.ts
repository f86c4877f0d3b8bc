// k8s.io/client-go/tools/cache was not provided: a controller keying its work queue with
// cache.MetaNamespaceKeyFunc / SplitMetaNamespaceKey, or keeping objects in a cache.Indexer, did not
// build. Keys, Store/Indexer, the handler adaptors and WaitForCacheSync follow [CG]
// tools/cache/store.go, index.go, thread_safe_store.go, object-names.go, controller.go and
// shared_informer.go, errors word for word (lists are sorted here: the real ones come in map order).

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { outputTrailer, runMain, withoutTrailer } from './helpers.ts';

const PROGRAM = `package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/tools/cache"
)

func pod(ns, name, node string) *corev1.Pod {
	return &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name}, Spec: corev1.PodSpec{NodeName: node}}
}

func names(objs []interface{}) string {
	var out []string
	for _, o := range objs {
		out = append(out, o.(*corev1.Pod).Name)
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

func main() {
	k, err := cache.MetaNamespaceKeyFunc(pod("default", "web-0", ""))
	fmt.Println(k, err)
	k, err = cache.MetaNamespaceKeyFunc(&corev1.Node{ObjectMeta: metav1.ObjectMeta{Name: "node-a"}})
	fmt.Println(k, err)
	k, err = cache.MetaNamespaceKeyFunc(cache.ExplicitKey("ops/job"))
	fmt.Println(k, err)
	k, err = cache.MetaNamespaceKeyFunc("plain string")
	fmt.Printf("%q %v\\n", k, err)
	k, err = cache.DeletionHandlingMetaNamespaceKeyFunc(cache.DeletedFinalStateUnknown{Key: "default/gone", Obj: nil})
	fmt.Println(k, err)

	ns, name, err := cache.SplitMetaNamespaceKey("default/web-0")
	fmt.Printf("%q %q %v\\n", ns, name, err)
	ns, name, err = cache.SplitMetaNamespaceKey("node-a")
	fmt.Printf("%q %q %v\\n", ns, name, err)
	ns, name, err = cache.SplitMetaNamespaceKey("a/b/c")
	fmt.Printf("%q %q %v\\n", ns, name, err)

	on, err := cache.ObjectToName(pod("kube-system", "dns", ""))
	fmt.Println(on, on.AsNamespacedName(), err)
	fmt.Println(cache.NamespacedNameAsObjectName(types.NamespacedName{Name: "cluster-wide"}), cache.NewObjectName("a", "b"))

	idx := cache.NewIndexer(cache.MetaNamespaceKeyFunc, cache.Indexers{
		cache.NamespaceIndex: cache.MetaNamespaceIndexFunc,
		"node": func(obj interface{}) ([]string, error) {
			p := obj.(*corev1.Pod)
			if p.Spec.NodeName == "" {
				return nil, nil
			}
			return []string{p.Spec.NodeName}, nil
		},
	})
	_ = idx.Add(pod("default", "web-0", "node-a"))
	_ = idx.Add(pod("default", "web-1", "node-b"))
	_ = idx.Add(pod("ops", "job", "node-a"))
	_ = idx.Add(pod("ops", "pending", ""))
	keys := idx.ListKeys()
	sort.Strings(keys)
	fmt.Println(keys, len(idx.List()))

	byNs, err := idx.ByIndex(cache.NamespaceIndex, "ops")
	fmt.Println(names(byNs), err)
	onA, err := idx.IndexKeys("node", "node-a")
	fmt.Println(onA, err)
	same, err := idx.Index("node", pod("x", "y", "node-a"))
	fmt.Println(names(same), err)
	values := idx.ListIndexFuncValues("node")
	sort.Strings(values)
	fmt.Println(values)

	_ = idx.Update(pod("default", "web-0", "node-b"))
	onA, _ = idx.IndexKeys("node", "node-a")
	onB, _ := idx.IndexKeys("node", "node-b")
	fmt.Println(onA, onB)
	_ = idx.Delete(pod("ops", "job", ""))
	values = idx.ListIndexFuncValues("node")
	fmt.Println(values)

	item, exists, err := idx.GetByKey("default/web-1")
	fmt.Println(item.(*corev1.Pod).Spec.NodeName, exists, err)
	item, exists, err = idx.Get(pod("default", "nope", ""))
	fmt.Println(item, exists, err)

	_, err = idx.ByIndex("zone", "eu")
	fmt.Println(err)
	_, err = idx.IndexKeys("zone", "eu")
	fmt.Println(err)
	err = idx.AddIndexers(cache.Indexers{"node": cache.MetaNamespaceIndexFunc})
	fmt.Println(err)
	err = idx.AddIndexers(cache.Indexers{"name": func(obj interface{}) ([]string, error) {
		return []string{obj.(*corev1.Pod).Name}, nil
	}})
	byName, _ := idx.ByIndex("name", "pending")
	fmt.Println(err, names(byName))

	err = idx.Add("not an object")
	var ke cache.KeyError
	fmt.Println(err, errors.As(err, &ke))

	_ = idx.Replace([]interface{}{pod("new", "only", "node-c")}, "42")
	fmt.Println(idx.ListKeys(), idx.ListIndexFuncValues("node"))

	store := cache.NewStore(cache.DeletionHandlingMetaNamespaceKeyFunc)
	_ = store.Add(pod("default", "a", ""))
	_ = store.Delete(cache.DeletedFinalStateUnknown{Key: "default/a"})
	fmt.Println(len(store.List()))

	var h cache.ResourceEventHandler = cache.ResourceEventHandlerFuncs{
		AddFunc:    func(obj interface{}) { fmt.Println("add", obj.(*corev1.Pod).Name) },
		DeleteFunc: func(obj interface{}) { fmt.Println("delete", obj.(*corev1.Pod).Name) },
	}
	h.OnAdd(pod("default", "p", ""), true)
	h.OnUpdate(pod("default", "p", ""), pod("default", "p", ""))
	f := cache.FilteringResourceEventHandler{
		FilterFunc: func(obj interface{}) bool { return obj.(*corev1.Pod).Spec.NodeName != "" },
		Handler:    h,
	}
	f.OnUpdate(pod("default", "q", ""), pod("default", "q", "node-a"))
	f.OnUpdate(pod("default", "r", "node-a"), pod("default", "r", ""))

	start := time.Now()
	synced := false
	go func() {
		time.Sleep(250 * time.Millisecond)
		synced = true
	}()
	ok := cache.WaitForCacheSync(make(chan struct{}), func() bool { return synced })
	fmt.Println(ok, time.Since(start))
	stop := make(chan struct{})
	close(stop)
	fmt.Println(cache.WaitForCacheSync(stop, func() bool { return false }))
}

// Output:
// default/web-0 <nil>
// node-a <nil>
// ops/job <nil>
// "" object has no meta: object does not implement the Object interfaces
// default/gone <nil>
// "default" "web-0" <nil>
// "" "node-a" <nil>
// "" "" unexpected key format: "a/b/c"
// kube-system/dns kube-system/dns <nil>
// cluster-wide a/b
// [default/web-0 default/web-1 ops/job ops/pending] 4
// job,pending <nil>
// [default/web-0 ops/job] <nil>
// job,web-0 <nil>
// [node-a node-b]
// [ops/job] [default/web-0 default/web-1]
// [node-b]
// node-b true <nil>
// <nil> false <nil>
// Index with name zone does not exist
// Index with name zone does not exist
// indexer conflict: map[node:{}]
// <nil> pending
// couldn't create key for object not an object: object has no meta: object does not implement the Object interfaces true
// [new/only] [node-c]
// 0
// add p
// add q
// delete r
// true 300ms
// false
`;

it('keys, splits and indexes objects as client-go does', () => {
  const r = runMain(withoutTrailer(PROGRAM));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});

const GO_MOD = (v: string) => `module example.com/sync

go 1.26.0

require k8s.io/client-go ${v}
`;

const SYNC = `package main

import "k8s.io/client-go/tools/cache"

func main() {
	cache.WaitForNamedCacheSync("foo-controller", make(chan struct{}), func() bool { return true })
}
`;

it("logs WaitForNamedCacheSync's klog lines in the go.mod version's words", () => {
  const lines = (v: string) =>
    runProject({
      files: [
        { name: 'go.mod', src: GO_MOD(v) },
        { name: 'main.go', src: SYNC },
      ],
      objects: [],
    }).stderr.replace(/^I\d{4} \d\d:\d\d:\d\d\.\d{6} {7}1 /gm, '');
  expect(lines('v0.32.1')).toBe(
    'shared_informer.go:313] Waiting for caches to sync for foo-controller\n' +
      'shared_informer.go:320] Caches are synced for foo-controller\n',
  );
  expect(lines('v0.33.2')).toBe(
    'shared_informer.go:350] "Waiting for caches to sync" controller="foo-controller"\n' +
      'shared_informer.go:357] "Caches are synced" controller="foo-controller"\n',
  );
});
