package main

import "fmt"

type Object interface{ GetName() string }

type Pod struct{}

func main() {
	var x any = Pod{}
	o := x.(Object)
	fmt.Println(o)
}

// Output:
// Stderr:
// panic: interface conversion: main.Pod is not main.Object: missing method GetName
//
// goroutine 1 [running]:
// Exit: 2
