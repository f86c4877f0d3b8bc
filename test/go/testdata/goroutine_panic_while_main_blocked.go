package main

import (
	"fmt"
	"time"
)

type ParseError struct {
	Line int
	Msg  string
}

func (p *ParseError) Error() string { return fmt.Sprintf("line %d: %s", p.Line, p.Msg) }

func parseLines(lines []string, out chan<- int) {
	for i, l := range lines {
		if l == "" {
			panic(&ParseError{i + 1, "empty line"})
		}
		out <- len(l)
	}
	close(out)
}

func main() {
	out := make(chan int)
	go parseLines([]string{"abc", "de", "", "f"}, out)
	for n := range out {
		fmt.Println("len", n)
	}
	time.Sleep(time.Second)
	fmt.Println("unreachable")
}

// Output:
// len 3
// len 2
// Stderr:
// panic: line 3: empty line
//
// goroutine N [running]:
// Exit: 2
