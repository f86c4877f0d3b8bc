package main

import (
	"fmt"
	"sort"
	"strings"
)

type Set map[string]string

func (s Set) String() string {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + s[k]
	}
	return strings.Join(parts, ",")
}

type Selector struct{ match Set }

func SelectorFromSet(s Set) Selector { return Selector{match: s} }

func (sel Selector) Matches(labels Set) bool {
	for k, v := range sel.match {
		if got, ok := labels[k]; !ok || got != v {
			return false
		}
	}
	return true
}

type Pod struct {
	Name   string
	Labels map[string]string
}

func labelsForMemcached(name string) map[string]string {
	return map[string]string{
		"app.kubernetes.io/name":       "memcached-operator",
		"app.kubernetes.io/instance":   name,
		"app.kubernetes.io/managed-by": "ControllerManager",
	}
}

func main() {
	sel := SelectorFromSet(Set(labelsForMemcached("cache")))
	fmt.Println(Set(labelsForMemcached("cache")))
	pods := []Pod{
		{"cache-1", labelsForMemcached("cache")},
		{"other-1", labelsForMemcached("other")},
		{"bare", nil},
	}
	for _, p := range pods {
		fmt.Println(p.Name, sel.Matches(Set(p.Labels)))
	}
}

// Output:
// app.kubernetes.io/instance=cache,app.kubernetes.io/managed-by=ControllerManager,app.kubernetes.io/name=memcached-operator
// cache-1 true
// other-1 false
// bare false
