package main

import "fmt"

type Status struct {
	Labels map[string]string
}

func main() {
	var s Status
	fmt.Println(len(s.Labels), s.Labels["x"])
	s.Labels["app"] = "web"
}

// Output:
// 0 
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
