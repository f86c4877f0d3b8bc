package main

import (
	"fmt"

	cachev1alpha1 "example.com/memcached-operator/api/v1alpha1"
	"example.com/memcached-operator/internal/controller"
)

func main() {
	fmt.Println(cachev1alpha1.GV, cachev1alpha1.Builder.Kinds())
	r := &controller.MemcachedReconciler{}
	m := &cachev1alpha1.Memcached{
		TypeMeta:   cachev1alpha1.TypeMeta{Kind: "Memcached", APIVersion: cachev1alpha1.GV.String()},
		ObjectMeta: cachev1alpha1.ObjectMeta{Name: "cache", Namespace: "default"},
		Spec:       cachev1alpha1.MemcachedSpec{Size: 2},
	}
	ok, err := r.Reconcile(m)
	fmt.Println(ok, err, m.Status.Conditions)
	m.Spec.Size = 7
	ok, err = r.Reconcile(m)
	fmt.Println(ok, err)
	fmt.Println(r.Log)
	fmt.Printf("%T %+v\n", m.Spec, m.Spec)
}

// Output:
// cache.example.com/v1alpha1 [*v1alpha1.Memcached *v1alpha1.MemcachedList]
// true <nil> [Available]
// false invalid size 7 for cache
// [reconciled default/cache size=2]
// v1alpha1.MemcachedSpec {Size:7}
