// runtime.Scheme's registry of kinds (src/kube/gopkg/apimachinery/runtime.go): kinds in registration
// order, a kind registered again keeps its place and takes the new type, Recognizes and New see
// what was registered, and a copy of a scheme's value goes its own way after the copy. The scheme
// finds a kind through an index beside its list (a scan per registration was quadratic); these are
// what the index must not change.
import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const src = `package main

import (
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
)

func main() {
	gv := schema.GroupVersion{Group: "lab.example.com", Version: "v1"}
	s := runtime.NewScheme()
	s.AddKnownTypes(gv, &corev1.Pod{}, &corev1.ConfigMap{})
	s.AddKnownTypeWithName(gv.WithKind("Pod"), &appsv1.Deployment{})
	fmt.Println(s.AllKnownTypes())
	o, err := s.New(gv.WithKind("Pod"))
	fmt.Printf("%T %v\\n", o, err)
	fmt.Println(s.Recognizes(gv.WithKind("Pod")), s.Recognizes(gv.WithKind("Secret")))

	c := *s
	c.AddKnownTypeWithName(gv.WithKind("Secret"), &corev1.Secret{})
	s.AddKnownTypeWithName(gv.WithKind("Service"), &corev1.Service{})
	fmt.Println(s.Recognizes(gv.WithKind("Secret")), s.Recognizes(gv.WithKind("Service")))
	fmt.Println(c.Recognizes(gv.WithKind("Secret")), c.Recognizes(gv.WithKind("ConfigMap")))
	s.AddKnownTypeWithName(gv.WithKind("Secret"), &corev1.Secret{})
	fmt.Println(len(s.AllKnownTypes()), s.Recognizes(gv.WithKind("Secret")))

	var zero runtime.Scheme
	fmt.Println(zero.Recognizes(gv.WithKind("Pod")))
	zero.AddKnownTypes(gv, &corev1.Pod{})
	fmt.Println(zero.AllKnownTypes(), zero.Recognizes(gv.WithKind("Pod")))

	all := runtime.NewScheme()
	if err := clientgoscheme.AddToScheme(all); err != nil {
		panic(err)
	}
	n := len(all.AllKnownTypes())
	if err := clientgoscheme.AddToScheme(all); err != nil {
		panic(err)
	}
	fmt.Println(n, len(all.AllKnownTypes()), all.Recognizes(corev1.SchemeGroupVersion.WithKind("PodList")))
}
`;

it('keeps kinds in registration order, one entry per kind, and a copied scheme apart', () => {
  const r = runMain(src);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      '[lab.example.com/v1, Kind=Pod lab.example.com/v1, Kind=ConfigMap]',
      '*v1.Deployment <nil>',
      'true false',
      'false true',
      'true true',
      '4 true',
      'false',
      '[lab.example.com/v1, Kind=Pod] true',
      '100 100 true',
      '',
    ].join('\n'),
  );
});
