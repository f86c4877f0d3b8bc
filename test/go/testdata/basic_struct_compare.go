package main

import "fmt"

type Key struct {
	Namespace, Name string
}

type Pair struct {
	K Key
	N int
}

func main() {
	a := Key{"default", "web"}
	b := Key{Namespace: "default", Name: "web"}
	fmt.Println(a == b, a != Key{})
	seen := map[Key]bool{}
	seen[a] = true
	fmt.Println(seen[b], seen[Key{"x", "y"}])
	p1 := Pair{a, 1}
	p2 := Pair{b, 1}
	fmt.Println(p1 == p2)
	var ifa, ifb any = a, b
	fmt.Println(ifa == ifb)
	counts := map[[2]int]int{}
	counts[[2]int{1, 2}]++
	counts[[2]int{1, 2}]++
	fmt.Println(counts)
}

// Output:
// true true
// true false
// true
// true
// map[[1 2]:2]
