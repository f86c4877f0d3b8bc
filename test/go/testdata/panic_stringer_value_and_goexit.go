package main

import "fmt"

type State int

func (s State) String() string { return [...]string{"Pending", "Running"}[s] }

type Pt struct{ X, Y int }

func main() {
	defer func() {
		fmt.Println("outer defer")
	}()
	var arr []any = []any{State(1), Pt{1, 2}, 3.5, uint8(7), true, nil}
	for _, a := range arr[:5] {
		func() {
			defer func() { fmt.Printf("%v\n", recover()) }()
			panic(a)
		}()
	}
	panic(State(1))
}

// Output:
// Running
// {1 2}
// 3.5
// 7
// true
// outer defer
// Stderr:
// panic: Running
//
// goroutine 1 [running]:
// Exit: 2
