package main

import (
	"fmt"
	"sort"
)

type Job interface {
	Run() error
	ID() int
}

func main() {
	jobs := make(chan Job, 1)
	close(jobs)
	ids := []int{3, 1, 2}
	sort.Ints(ids)
	fmt.Println("ids", ids)
	defer fmt.Println("deferred before the crash")
	fmt.Println((<-jobs).ID())
}

// Output:
// ids [1 2 3]
// deferred before the crash
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
