package main

import "fmt"

type ConflictError struct{ Object string }

func (e *ConflictError) Error() string {
	return "Operation cannot be fulfilled on " + e.Object + ": the object has been modified"
}

func main() {
	fmt.Println("updating")
	panic(&ConflictError{Object: `deployments.apps "web"`})
}

// Output:
// updating
// Stderr:
// panic: Operation cannot be fulfilled on deployments.apps "web": the object has been modified
//
// goroutine 1 [running]:
// Exit: 2
