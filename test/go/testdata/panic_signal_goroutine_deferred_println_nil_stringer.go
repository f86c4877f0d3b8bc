package main

import (
	"fmt"
	"sync"
)

type Conn struct{ addr string }

func (c *Conn) String() string { return "conn to " + c.addr }

func worker(c *Conn, wg *sync.WaitGroup) {
	defer wg.Done()
	defer fmt.Println("closing", c)
	panic(fmt.Sprintf("worker failed on %v", c))
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go worker(nil, &wg)
	wg.Wait()
}

// Output:
// closing <nil>
// Stderr:
// panic: worker failed on <nil>
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine N [running]:
// Exit: 2
