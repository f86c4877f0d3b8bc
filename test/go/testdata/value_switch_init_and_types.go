package main

import (
	"fmt"
	"strings"
)

type Kind int

const (
	Pod Kind = iota + 1
	Service
	Ingress
)

func parse(s string) (Kind, bool) {
	switch k := strings.ToLower(strings.TrimSpace(s)); k {
	case "pod", "pods", "po":
		return Pod, true
	case "service", "services", "svc":
		return Service, true
	case "ingress", "ing":
		return Ingress, true
	}
	return 0, false
}

func main() {
	for _, s := range []string{"Pods", " svc ", "ing", "deploy"} {
		k, ok := parse(s)
		fmt.Printf("%q -> %d %v\n", s, k, ok)
	}
	var x interface{} = Service
	switch v := x.(type) {
	case int:
		fmt.Println("int", v)
	case Kind:
		fmt.Println("Kind", v, v == Service)
	}
}

// Output:
// "Pods" -> 1 true
// " svc " -> 2 true
// "ing" -> 3 true
// "deploy" -> 0 false
// Kind 2 true
