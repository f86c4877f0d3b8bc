// Two apimachinery pieces client-go's fake tracker needs and that were missing:
// watch.RaceFreeFakeWatcher (buffered DefaultChanSize events, "channel full" panic beyond, sends
// after Stop dropped, Reset reopens) and meta.UnsafeGuessKindToResource (restmapper.go's plural
// rule: +"es" after "s", "y" → "ies", Endpoints unchanged; the singular too). And the fake's
// ObjectTracker directly: Add files objects under the guessed resource, List of a kind's list.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const program = `package main

import (
	"fmt"
	"strings"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes/scheme"
	k8stesting "k8s.io/client-go/testing"
)

func main() {
	for _, k := range []string{"Pod", "Ingress", "NetworkPolicy", "Endpoints", "Gateway", "Bus", ""} {
		plural, singular := meta.UnsafeGuessKindToResource(schema.GroupVersionKind{Group: "g", Version: "v1", Kind: k})
		fmt.Printf("%q %q %q\\n", k, plural.Resource, singular.Resource)
	}

	w := watch.NewRaceFreeFake()
	w.Add(&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "a"}})
	w.Modify(&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "a"}})
	ev := <-w.ResultChan()
	fmt.Println(ev.Type, ev.Object.(*corev1.Pod).Name, len(w.ResultChan()), cap(w.ResultChan()), watch.DefaultChanSize)
	w.Stop()
	w.Add(&corev1.Pod{})
	fmt.Println("stopped", w.IsStopped())
	w.Reset()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		for i := 0; i < 101; i++ {
			w.Delete(&corev1.Pod{})
		}
	}()

	t := k8stesting.NewObjectTracker(scheme.Scheme, scheme.Codecs.UniversalDeserializer())
	err := t.Add(&corev1.PodList{Items: []corev1.Pod{
		{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "ns"}},
		{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns"}},
	}})
	fmt.Println("add list:", err)
	gvr := corev1.SchemeGroupVersion.WithResource("pods")
	l, err := t.List(gvr, corev1.SchemeGroupVersion.WithKind("Pod"), "ns")
	for _, p := range l.(*corev1.PodList).Items {
		fmt.Println("listed", p.Name)
	}
	_, err = t.List(gvr, schema.GroupVersionKind{Version: "v1", Kind: "Nope"}, "ns")
	fmt.Println(strings.SplitN(err.Error(), " in scheme", 2)[0])
	fmt.Println(t.Delete(gvr, "ns", "zz"))
	fmt.Println(t.Get(gvr, "ns", "a", metav1.GetOptions{}, metav1.GetOptions{}))
}
`;

describe('watch.RaceFreeFakeWatcher, meta.UnsafeGuessKindToResource, testing.ObjectTracker', () => {
  it('behave as the real packages', () => {
    const r = runMain(program);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '"Pod" "pods" "pod"',
        '"Ingress" "ingresses" "ingress"',
        '"NetworkPolicy" "networkpolicies" "networkpolicy"',
        '"Endpoints" "endpoints" "endpoints"',
        '"Gateway" "gatewaies" "gateway"',
        '"Bus" "buses" "bus"',
        '"" "" ""',
        'ADDED a 1 100 100',
        'stopped true',
        'recovered: channel full',
        'add list: <nil>',
        'listed a',
        'listed b',
        'no kind "NopeList" is registered for version "v1"',
        'pods "zz" not found',
        '<nil> expected only one option argument but got 2',
        '',
      ].join('\n'),
    );
  });
});
