package main

import "fmt"

type State struct {
	Phase string
	N     int
}

func (s State) Error() string { return fmt.Sprintf("state %s/%d", s.Phase, s.N) }

func main() {
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		panic(r)
	}()
	panic(State{"Running", 2})
}

// Output:
// recovered: state Running/2
// Stderr:
// panic: state Running/2 [recovered]
// 	panic: state Running/2
//
// goroutine 1 [running]:
// Exit: 2
