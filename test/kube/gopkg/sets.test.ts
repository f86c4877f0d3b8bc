// k8s.io/apimachinery/pkg/util/sets (v0.36.0, the package's own Go) as reconcilers use it: the
// generic Set[T] (New, Insert, Has, Delete, Union, Difference, Intersection, List, UnsortedList,
// Equal, PopAny) and the deprecated typed sets (NewString, StringKeySet, sets.String.List, labels'
// Requirement.Values), with what
// the real package prints.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const program = `package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/sets"
)

func main() {
	want := sets.New[string]("web", "api", "db")
	pods := []corev1.Pod{
		{ObjectMeta: metav1.ObjectMeta{Name: "api"}},
		{ObjectMeta: metav1.ObjectMeta{Name: "cache"}},
	}
	have := sets.New[string]()
	for _, p := range pods {
		have.Insert(p.Name)
	}
	fmt.Println(sets.List(want.Difference(have)), sets.List(have.Difference(want)), sets.List(want.Intersection(have)))
	fmt.Println(want.Has("db"), want.HasAll("db", "web"), want.HasAny("x", "api"), want.Len(), want.IsSuperset(sets.New("db")))
	u := want.Union(have)
	fmt.Println(sets.List(u), u.Equal(sets.New("api", "cache", "db", "web")), sets.KeySet(map[string]int{"b": 1, "a": 2}).Len())
	u.Delete("cache", "nope")
	v, ok := sets.New[int]().PopAny()
	fmt.Println(sets.List(u), v, ok, len(u.UnsortedList()), sets.List(sets.New(3, 1, 2)))
	fin := sets.NewString("b", "a")
	fin.Insert("c")
	fmt.Println(fin.List(), fin.Has("a"), sets.StringKeySet(map[string]bool{"k": true}).List(), sets.NewInt64(2, 1).List())
	req, _ := labels.ParseToRequirements("tier in (b,a,b)")
	fmt.Println(req[0].Values().List(), req[0].Values().Has("a"))
	fmt.Println(sets.Set[string]{}.Len(), sets.Set[string](nil).Has("x"), len(fin.UnsortedList()), fin.Difference(sets.NewString("a")).List())
}
`;

describe('util/sets', () => {
  const r = runMain(program);
  it('prints what the real package prints', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '[db web] [cache] [api]',
        'true true true 3 true',
        '[api cache db web] true 2',
        '[api db web] 0 false 3 [1 2 3]',
        '[a b c] true [k] [1 2]',
        '[a b] true',
        '0 false 3 [b c]',
        '',
      ].join('\n'),
    );
  });
});
