// runtime.Scheme's registry of kinds (src/kube/gopkg/apimachinery/runtime.go): AllKnownTypes and
// KnownTypes are maps to the struct types as in the real scheme (AllKnownTypes was a slice: `for gvk
// := range` gave ints), a kind registered again takes the new type, Recognizes and New see
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

	// the usual loops over the registry: kinds by GVK, and one group version's kinds by name
	var deployments []string
	for gvk, t := range all.AllKnownTypes() {
		if gvk == appsv1.SchemeGroupVersion.WithKind("Deployment") {
			deployments = append(deployments, t.Name()+" "+gvk.GroupVersion().String())
		}
	}
	apps := all.KnownTypes(appsv1.SchemeGroupVersion)
	fmt.Println(apps["Deployment"].Name(), deployments[0], len(deployments) == 1)
}
`;

it('maps each kind to its struct type (AllKnownTypes, KnownTypes), one entry per kind, and a copied scheme apart', () => {
  const r = runMain(src);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      // a map to the struct types, printed with its keys sorted as fmt does
      'map[lab.example.com/v1, Kind=ConfigMap:v1.ConfigMap lab.example.com/v1, Kind=Pod:v1.Deployment]',
      '*v1.Deployment <nil>',
      'true false',
      'false true',
      'true true',
      '4 true',
      'false',
      'map[lab.example.com/v1, Kind=Pod:v1.Pod] true',
      '100 100 true',
      'Deployment Deployment apps/v1 true',
      '',
    ].join('\n'),
  );
});
