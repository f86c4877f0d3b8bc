package main

import "fmt"

type NotReady struct{ Pod string }

func (e *NotReady) Error() string { return "pod " + e.Pod + " not ready" }

func check(pods []string) {
	for i, p := range pods {
		if i == 2 {
			panic(&NotReady{Pod: p})
		}
		fmt.Println("ok", p)
	}
}

func main() {
	defer fmt.Println("main deferred")
	check([]string{"a", "b", "c"})
}

// Output:
// ok a
// ok b
// main deferred
// Stderr:
// panic: pod c not ready
//
// goroutine 1 [running]:
// Exit: 2
