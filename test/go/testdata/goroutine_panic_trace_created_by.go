package main

import (
	"fmt"
	"time"
)

type Task struct {
	Name  string
	Items []string
}

func (t *Task) Run() {
	fmt.Println("running", t.Name)
	_ = t.Items[3]
}

func main() {
	tasks := []*Task{{Name: "ok", Items: []string{"a", "b", "c", "d"}}, {Name: "short", Items: []string{"x"}}}
	for _, t := range tasks[:1] {
		t.Run()
	}
	go tasks[1].Run()
	time.Sleep(100 * time.Millisecond)
	fmt.Println("not reached")
}

// Output:
// running ok
// running short
// Stderr:
// panic: runtime error: index out of range [3] with length 1
//
// goroutine N [running]:
// Exit: 2
