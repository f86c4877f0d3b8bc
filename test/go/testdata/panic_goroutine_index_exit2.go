package main

import (
	"fmt"
	"time"
)

type Queue struct {
	items []string
}

func (q *Queue) Peek(i int) string {
	return q.items[i]
}

func consume(q *Queue, done chan<- bool) {
	for i := 0; ; i++ {
		fmt.Println("item:", q.Peek(i))
	}
	done <- true
}

func main() {
	q := &Queue{items: []string{"a", "b"}}
	done := make(chan bool)
	go consume(q, done)
	select {
	case <-done:
	case <-time.After(time.Second):
		fmt.Println("timeout")
	}
}

// Output:
// item: a
// item: b
// Stderr:
// panic: runtime error: index out of range [2] with length 2
//
// goroutine N [running]:
// Exit: 2
