// runtime.Stack starts at its caller (its own frame is not printed) and, with all, lists the other
// goroutines with their states and `created by` lines; a short buffer takes what fits.
package main

import (
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"sync"
)

var goid = regexp.MustCompile(`goroutine [0-9]+ \[`)

// clean drops the pc offsets and the files' directories, and numbers the goroutines other than
// main N, as they vary.
func clean(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if i := strings.Index(l, " +0x"); i >= 0 {
			l = l[:i]
		}
		if i := strings.LastIndex(l, "/"); i >= 0 && strings.HasPrefix(l, "\t") {
			l = "\t" + l[i+1:]
		}
		if !strings.HasPrefix(l, "goroutine 1 [") {
			l = goid.ReplaceAllString(l, "goroutine N [")
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

func helper() string {
	buf := make([]byte, 4096)
	n := runtime.Stack(buf, false)
	return clean(string(buf[:n]))
}

func main() {
	fmt.Println(helper())

	ch := make(chan int)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		<-ch
	}()
	runtime.Gosched()
	buf := make([]byte, 1<<16)
	n := runtime.Stack(buf, true)
	fmt.Println(clean(string(buf[:n])))

	done := make(chan string)
	go func() {
		b := make([]byte, 1024)
		n := runtime.Stack(b, false)
		done <- clean(string(b[:n]))
	}()
	fmt.Println(<-done)

	small := make([]byte, 10)
	fmt.Printf("%d %q\n", runtime.Stack(small, false), small)
	close(ch)
	wg.Wait()
}

// Output:
// goroutine 1 [running]:
// main.helper()
// 	runtime_stack_trace_text.go:36
// main.main()
// 	runtime_stack_trace_text.go:41
//
// goroutine 1 [running]:
// main.main()
// 	runtime_stack_trace_text.go:52
//
// goroutine N [chan receive]:
// main.main.func1()
// 	runtime_stack_trace_text.go:48
// created by main.main in goroutine 1
// 	runtime_stack_trace_text.go:46
//
// goroutine N [running]:
// main.main.func2()
// 	runtime_stack_trace_text.go:58
// created by main.main in goroutine 1
// 	runtime_stack_trace_text.go:56
//
// 10 "goroutine "
