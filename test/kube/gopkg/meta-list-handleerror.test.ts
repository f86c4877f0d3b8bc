// k8s.io/apimachinery's meta list helpers (ExtractList, EachListItem, LenList, SetList, GetItemsPtr,
// IsListType: [AM] pkg/api/meta/help.go) and util/runtime's HandleError / HandleErrorWithContext /
// HandleCrash (pkg/util/runtime/runtime.go v0.31+: klog's default logger, "Unhandled Error" named
// UnhandledError at the caller's line, the 1ms backoff) were missing: a client-go controller calling
// utilruntime.HandleError did not build.

import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"context"
	"errors"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
)

func main() {
	list := &corev1.PodList{Items: []corev1.Pod{{ObjectMeta: metav1.ObjectMeta{Name: "a"}}, {ObjectMeta: metav1.ObjectMeta{Name: "b"}}}}
	fmt.Println(meta.IsListType(list), meta.IsListType(&corev1.Pod{}), meta.LenList(list), meta.LenList(&corev1.Pod{}))
	objs, err := meta.ExtractList(list)
	fmt.Println(len(objs), err)
	objs[0].(*corev1.Pod).Name = "changed"
	fmt.Println(list.Items[0].Name)
	_, err = meta.ExtractList(&corev1.Pod{})
	fmt.Println(err)
	_ = meta.EachListItem(list, func(o runtime.Object) error {
		fmt.Println("item", o.(*corev1.Pod).Name)
		return nil
	})
	err = meta.EachListItem(list, func(o runtime.Object) error { return errors.New("stop") })
	fmt.Println(err)
	dl := &appsv1.DeploymentList{}
	err = meta.SetList(dl, []runtime.Object{&appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "d1"}}})
	fmt.Println(err, len(dl.Items), dl.Items[0].Name)
	err = meta.SetList(dl, []runtime.Object{&corev1.Pod{}})
	fmt.Println(err)
	ul := &unstructured.UnstructuredList{Items: []unstructured.Unstructured{{Object: map[string]interface{}{"metadata": map[string]interface{}{"name": "u"}}}}}
	_ = meta.EachListItem(ul, func(o runtime.Object) error {
		fmt.Println("u", o.(*unstructured.Unstructured).GetName())
		return nil
	})
	p, err := meta.GetItemsPtr(&corev1.Pod{})
	fmt.Println(p, err)
	_, err = meta.ExtractList(nil)
	fmt.Println(err)

	utilruntime.HandleError(fmt.Errorf("syncing %q: %w", "default/web", errors.New("boom")))
	utilruntime.HandleError(nil)
	utilruntime.HandleErrorWithContext(context.Background(), errors.New("x"), "failed to sync", "key", "default/web", "n", 3)
	func() {
		defer func() { fmt.Println("recovered", recover()) }()
		defer utilruntime.HandleCrash(func(r interface{}) { fmt.Println("handler", r) })
		panic("bad")
	}()
}
`;

it('meta list helpers and utilruntime.HandleError/HandleCrash', () => {
  const r = runMain(PROGRAM);
  expect(r.exitCode).toBe(0);
  expect(r.stdout).toBe(
    [
      'true false 2 0',
      '2 <nil>',
      'changed',
      '*v1.Pod is not a list: no Items field in this object',
      'item changed',
      'item b',
      'stop',
      '<nil> 1 d1',
      "item[0]: can't assign or convert v1.Pod into v1.Deployment",
      'u u',
      '<nil> *v1.Pod is not a list: no Items field in this object',
      '<nil> is not a list: expected pointer, but got invalid kind',
      'handler bad',
      'recovered bad',
      '',
    ].join('\n'),
  );
  const lines = r.stderr.split('\n');
  expect(lines[0]).toBe(
    'E1114 22:13:20.000000       1 main.go:47] "Unhandled Error" err="syncing \\"default/web\\": boom" logger="UnhandledError"',
  );
  // the backoff slept 1ms after the first error
  expect(lines[1]).toBe(
    'E1114 22:13:20.001000       1 main.go:49] "failed to sync" err="x" logger="UnhandledError" key="default/web" n=3',
  );
  expect(lines[2]).toBe(
    'E1114 22:13:20.001000       1 main.go:53] "Observed a panic" panic="bad" stacktrace=<',
  );
});
