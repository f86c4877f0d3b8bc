package main

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

var state int

func set(v int) int { state = v; return v }

// echo sends the current state through a goroutine and back: a call that blocks.
func echo() int {
	ch := make(chan int)
	go func() { ch <- state }()
	return <-ch
}

type log struct {
	mu    sync.Mutex
	lines []string
}

func (l *log) add(s string) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, s)
	return s
}

func main() {
	fmt.Println(set(1), echo(), set(2), echo())
	fmt.Println(os.Setenv("MODE", "fast"), os.ExpandEnv("mode=$MODE"))
	ch := make(chan string, 1)
	ch <- "recv"
	var sb strings.Builder
	sb.WriteString("built")
	fmt.Println(set(8), <-ch, state, strings.ToUpper(sb.String()))
	x := set(10) + echo()*100 + set(3)
	fmt.Println(x, state)
	l := &log{}
	r := []string{l.add("first"), fmt.Sprint(echo()), l.add("second")}
	fmt.Println(r, l.lines)
	m := map[string]int{"k": set(7)}
	m["e"] = echo()
	fmt.Println(m)
	if set(5) > 0 && echo() == 5 {
		fmt.Println("ordered condition")
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		fmt.Println("in goroutine:", set(42), echo())
	}()
	wg.Wait()
}

// Output:
// 1 1 2 2
// <nil> mode=fast
// 8 recv 8 BUILT
// 1013 3
// [first 3 second] [first second]
// map[e:7 k:7]
// ordered condition
// in goroutine: 42 42
