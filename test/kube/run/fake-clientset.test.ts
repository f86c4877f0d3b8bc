// client-go's fake clientset (k8s.io/client-go/kubernetes/fake over k8s.io/client-go/testing) was
// not provided: programs that test a controller against `fake.NewSimpleClientset(objs...)` did
// not build. It now records actions, answers them through the reactor chain (PrependReactor
// first) and keeps objects in the ObjectTracker with its semantics (fixture.go): no
// resourceVersion, uid or defaults on objects, AlreadyExists/NotFound StatusErrors, the request's
// namespace filling an empty one and a 400 for another, merge/JSON/strategic patches, label
// selectors applied by the typed client, watches from RaceFreeFakeWatcher. From v0.36 the
// tracker versions each resource: a list carries a ResourceVersion and a watch with options
// first replays what is newer than it; before, neither.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (v: string) => `module example.com/fakecs

go 1.26.0

require (
	k8s.io/api v0.${v}.0
	k8s.io/apimachinery v0.${v}.0
	k8s.io/client-go v0.${v}.0
)
`;

const CLIENTSET = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/kubernetes/fake"
	k8stesting "k8s.io/client-go/testing"
)

func ensureConfigMap(ctx context.Context, cs kubernetes.Interface, ns, name string) error {
	_, err := cs.CoreV1().ConfigMaps(ns).Get(ctx, name, metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		_, err = cs.CoreV1().ConfigMaps(ns).Create(ctx, &corev1.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{"app": "demo"}},
			Data:       map[string]string{"k": "v"},
		}, metav1.CreateOptions{})
	}
	return err
}

func main() {
	ctx := context.Background()
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default", Labels: map[string]string{"app": "web"}}}
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p1", Namespace: "default", Labels: map[string]string{"app": "web"}}}
	pod2 := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p0", Namespace: "other"}}
	cs := fake.NewSimpleClientset(dep, pod, pod2)

	if err := ensureConfigMap(ctx, cs, "default", "cfg"); err != nil {
		panic(err)
	}
	cm, err := cs.CoreV1().ConfigMaps("default").Get(ctx, "cfg", metav1.GetOptions{})
	fmt.Printf("cm=%s ns=%s rv=%q uid=%q data=%v err=%v\\n", cm.Name, cm.Namespace, cm.ResourceVersion, cm.UID, cm.Data, err)

	_, err = cs.CoreV1().ConfigMaps("default").Create(ctx, cm, metav1.CreateOptions{})
	fmt.Println("dup:", err, apierrors.IsAlreadyExists(err))
	_, err = cs.CoreV1().Secrets("default").Get(ctx, "nope", metav1.GetOptions{})
	fmt.Println("missing:", err, apierrors.IsNotFound(err))

	pods, _ := cs.CoreV1().Pods("").List(ctx, metav1.ListOptions{})
	for _, p := range pods.Items {
		fmt.Println("pod", p.Namespace, p.Name)
	}
	sel, _ := cs.CoreV1().Pods("default").List(ctx, metav1.ListOptions{LabelSelector: "app=web"})
	none, _ := cs.CoreV1().Pods("default").List(ctx, metav1.ListOptions{LabelSelector: "app=db"})
	fmt.Println("selected", len(sel.Items), len(none.Items))

	d, _ := cs.AppsV1().Deployments("default").Get(ctx, "web", metav1.GetOptions{})
	replicas := int32(3)
	d.Spec.Replicas = &replicas
	d, err = cs.AppsV1().Deployments("default").Update(ctx, d, metav1.UpdateOptions{})
	fmt.Println("updated", *d.Spec.Replicas, err)
	p, err := cs.AppsV1().Deployments("default").Patch(ctx, "web", types.MergePatchType, []byte(\`{"metadata":{"labels":{"tier":"front"}}}\`), metav1.PatchOptions{})
	fmt.Println("merge patched", p.Labels, err)
	p, err = cs.AppsV1().Deployments("default").Patch(ctx, "web", types.JSONPatchType, []byte(\`[{"op":"replace","path":"/spec/replicas","value":5}]\`), metav1.PatchOptions{})
	fmt.Println("json patched", *p.Spec.Replicas, err)
	p, err = cs.AppsV1().Deployments("default").Patch(ctx, "web", types.StrategicMergePatchType, []byte(\`{"spec":{"paused":true}}\`), metav1.PatchOptions{})
	fmt.Println("strategic patched", p.Spec.Paused, *p.Spec.Replicas, err)
	_, err = cs.AppsV1().Deployments("default").Patch(ctx, "gone", types.MergePatchType, []byte(\`{}\`), metav1.PatchOptions{})
	fmt.Println("patch missing:", err)

	cs.PrependReactor("delete", "pods", func(action k8stesting.Action) (bool, runtime.Object, error) {
		return true, nil, fmt.Errorf("boom on %s", action.(k8stesting.DeleteAction).GetName())
	})
	fmt.Println("delete:", cs.CoreV1().Pods("default").Delete(ctx, "p1", metav1.DeleteOptions{}))
	fmt.Println("delete cm:", cs.CoreV1().ConfigMaps("default").Delete(ctx, "cfg", metav1.DeleteOptions{}))
	fmt.Println("delete again:", cs.CoreV1().ConfigMaps("default").Delete(ctx, "cfg", metav1.DeleteOptions{}))

	_, err = cs.CoreV1().Pods("default").Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p3", Namespace: "x"}}, metav1.CreateOptions{})
	fmt.Println("ns mismatch:", err, apierrors.IsBadRequest(err))

	n := 0
	for _, a := range cs.Actions() {
		if a.Matches("get", "configmaps") {
			n++
		}
	}
	fmt.Println("actions", len(cs.Actions()), "configmap gets", n)
	last := cs.Actions()[len(cs.Actions())-1].(k8stesting.CreateAction)
	fmt.Println(last.GetVerb(), last.GetResource(), last.GetObject().(*corev1.Pod).Name)
	fmt.Printf("%T %T\\n", cs.CoreV1(), cs.CoreV1().Pods("x"))
	v, err := cs.Discovery().ServerVersion()
	fmt.Println(v.GitVersion, v.Platform, err)
}
`;

const WATCH = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes/fake"
)

func main() {
	ctx := context.Background()
	cs := fake.NewSimpleClientset(&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "default"}})
	list, _ := cs.CoreV1().Pods("default").List(ctx, metav1.ListOptions{})
	fmt.Printf("list rv=%q\\n", list.ResourceVersion)
	w, err := cs.CoreV1().Pods("default").Watch(ctx, metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	select {
	case ev := <-w.ResultChan():
		fmt.Println("replayed", ev.Type, ev.Object.(*corev1.Pod).Name)
	default:
		fmt.Println("nothing replayed")
	}
	cs.CoreV1().Pods("default").Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "b"}}, metav1.CreateOptions{})
	ev := <-w.ResultChan()
	fmt.Println(ev.Type, ev.Object.(*corev1.Pod).Name, ev.Object.(*corev1.Pod).Namespace)
	w.Stop()
	_, open := <-w.ResultChan()
	fmt.Println("open after stop:", open)
}
`;

const INFORMER = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/client-go/tools/cache"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cs := fake.NewSimpleClientset(&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "default"}})
	factory := informers.NewSharedInformerFactory(cs, 0)
	podInformer := factory.Core().V1().Pods()
	podInformer.Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj interface{}) { fmt.Println("add", obj.(*corev1.Pod).Name) },
		UpdateFunc: func(old, new interface{}) {
			fmt.Println("update", new.(*corev1.Pod).Name, new.(*corev1.Pod).Labels)
		},
		DeleteFunc: func(obj interface{}) { fmt.Println("delete", obj.(*corev1.Pod).Name) },
	})
	factory.Start(ctx.Done())
	for typ, ok := range factory.WaitForCacheSync(ctx.Done()) {
		fmt.Println("synced", typ, ok)
	}
	cs.CoreV1().Pods("default").Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "default"}}, metav1.CreateOptions{})
	p, _ := cs.CoreV1().Pods("default").Get(ctx, "a", metav1.GetOptions{})
	p.Labels = map[string]string{"x": "y"}
	cs.CoreV1().Pods("default").Update(ctx, p, metav1.UpdateOptions{})
	cs.CoreV1().Pods("default").Delete(ctx, "b", metav1.DeleteOptions{})
	time.Sleep(100 * time.Millisecond)
	all, _ := podInformer.Lister().List(labels.Everything())
	fmt.Println("lister", len(all))
	for _, a := range cs.Actions() {
		fmt.Println(a.GetVerb(), a.GetResource().Resource)
	}
}
`;

function run(main: string, minor: string) {
  return runProject({
    files: [
      { name: 'go.mod', src: goMod(minor) },
      { name: 'main.go', src: main },
    ],
  });
}

describe('k8s.io/client-go/kubernetes/fake', () => {
  it('records actions and answers them from the tracker, reactors first', () => {
    const r = run(CLIENTSET, '36');
    expect(r.stderr.split('\n--- trace')[0]).toBe('');
    expect(r.stdout).toBe(
      [
        'cm=cfg ns=default rv="" uid="" data=map[k:v] err=<nil>',
        'dup: configmaps "cfg" already exists true',
        'missing: secrets "nope" not found true',
        'pod default p1',
        'pod other p0',
        'selected 1 0',
        'updated 3 <nil>',
        'merge patched map[app:web tier:front] <nil>',
        'json patched 5 <nil>',
        'strategic patched true 5 <nil>',
        'patch missing: deployments.apps "gone" not found',
        'delete: boom on p1',
        'delete cm: <nil>',
        'delete again: configmaps "cfg" not found',
        'ns mismatch: request namespace does not match object namespace, request: "default" object: "x" true',
        'actions 18 configmap gets 2',
        'create /v1, Resource=pods p3',
        '*fake.FakeCoreV1 *fake.fakePods',
        'v0.0.0-master+$Format:%H$ linux/amd64 <nil>',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(0);
  });

  it('v0.36 versions resources: the list has a version and a watch replays what is newer', () => {
    const r = run(WATCH, '36');
    expect(r.stdout).toBe(
      ['list rv="2"', 'replayed ADDED a', 'ADDED b default', 'open after stop: false', ''].join('\n'),
    );
  });

  it('before v0.36 a list has no version and a watch sees only later writes', () => {
    const r = run(WATCH, '33');
    expect(r.stdout).toBe(
      ['list rv=""', 'nothing replayed', 'ADDED b default', 'open after stop: false', ''].join('\n'),
    );
  });

  it('a shared informer factory over the fake clientset lists, watches and hands events over', () => {
    const r = run(INFORMER, '36');
    expect(r.stdout).toBe(
      [
        'add a',
        'synced *v1.Pod true',
        'add b',
        'update a map[x:y]',
        'delete b',
        'lister 1',
        'list pods',
        'watch pods',
        'create pods',
        'get pods',
        'update pods',
        'delete pods',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(0);
  });
});
