// client-go's dynamic/dynamicinformer and dynamic/dynamiclister (and informers.GenericInformer):
// a program that watches a resource it knows only by GroupVersionResource builds a shared informer
// factory over the dynamic client, gets the add and update events as *unstructured.Unstructured,
// and lists and gets through the informer's lister (NotFound for a missing name). These packages
// did not exist.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/dyninf

go 1.26.0

require (
\tk8s.io/apimachinery v0.36.0
\tk8s.io/client-go v0.36.0
\tsigs.k8s.io/controller-runtime v0.24.0
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"sort"
	"time"

	"k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/dynamic/dynamicinformer"
	"k8s.io/client-go/tools/cache"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	dc := dynamic.NewForConfigOrDie(ctrl.GetConfigOrDie())
	cmGVR := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	ctx := context.Background()
	for _, n := range []string{"a", "b"} {
		cm := &unstructured.Unstructured{Object: map[string]interface{}{
			"apiVersion": "v1", "kind": "ConfigMap",
			"metadata": map[string]interface{}{"name": n, "labels": map[string]interface{}{"tier": n}},
			"data":     map[string]interface{}{"k": n},
		}}
		if _, err := dc.Resource(cmGVR).Namespace("default").Create(ctx, cm, metav1.CreateOptions{}); err != nil {
			panic(err)
		}
	}

	factory := dynamicinformer.NewFilteredDynamicSharedInformerFactory(dc, 10*time.Minute, "default", nil)
	informer := factory.ForResource(cmGVR)
	fmt.Println(informer == factory.ForResource(cmGVR))
	events := make(chan string, 10)
	informer.Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj interface{}) {
			events <- "add " + obj.(*unstructured.Unstructured).GetName()
		},
		UpdateFunc: func(_, obj interface{}) {
			u := obj.(*unstructured.Unstructured)
			v, _, _ := unstructured.NestedString(u.Object, "data", "k")
			events <- "update " + u.GetName() + " " + v
		},
	})
	stop := make(chan struct{})
	defer close(stop)
	factory.Start(stop)
	fmt.Println(factory.WaitForCacheSync(stop))
	got := []string{<-events, <-events}
	sort.Strings(got)
	fmt.Println(got)

	objs, err := informer.Lister().List(labels.Everything())
	fmt.Println(len(objs), err)
	o, err := informer.Lister().ByNamespace("default").Get("b")
	fmt.Println(o.(*unstructured.Unstructured).GetLabels(), err)
	_, err = informer.Lister().ByNamespace("default").Get("zz")
	fmt.Println(err, errors.IsNotFound(err))
	sel, _ := labels.Parse("tier=a")
	objs, _ = informer.Lister().ByNamespace("default").List(sel)
	fmt.Println(len(objs))

	cur, _ := dc.Resource(cmGVR).Namespace("default").Get(ctx, "a", metav1.GetOptions{})
	unstructured.SetNestedField(cur.Object, "a2", "data", "k")
	if _, err := dc.Resource(cmGVR).Namespace("default").Update(ctx, cur, metav1.UpdateOptions{}); err != nil {
		panic(err)
	}
	fmt.Println(<-events)
	fmt.Printf("%T\\n", informer.Lister())
}
`;

describe('dynamicinformer', () => {
  it('informs, lists and gets unstructured objects of a GroupVersionResource', () => {
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
        'true',
        'map[/v1, Resource=configmaps:true]',
        '[add a add b]',
        '2 <nil>',
        'map[tier:b] <nil>',
        'configmaps "zz" not found true',
        '1',
        'update a a2',
        '*dynamiclister.dynamicListerShim',
        '',
      ].join('\n'),
    );
  });
});
