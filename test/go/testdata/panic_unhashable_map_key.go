package main

import "fmt"

type Key struct {
	Kind string
	Tags []string
}

func main() {
	seen := map[interface{}]bool{}
	seen["a"] = true
	seen[1] = true
	seen[Key{Kind: "Pod"}.Kind] = true
	fmt.Println(len(seen))
	var k interface{} = Key{Kind: "Pod", Tags: []string{"x"}}
	seen[k] = true
}

// Output:
// 3
// Stderr:
// panic: runtime error: hash of unhashable type main.Key
//
// goroutine 1 [running]:
// Exit: 2
