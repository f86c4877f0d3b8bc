package main

import (
	"fmt"
	"runtime"
	"sync"
)

func caller() string {
	pc, _, line, ok := runtime.Caller(2)
	if !ok {
		return "?"
	}
	return fmt.Sprintf("%s:%d", runtime.FuncForPC(pc).Name(), line)
}

func work(id int, wg *sync.WaitGroup, out chan<- string) {
	defer wg.Done()
	out <- fmt.Sprint(id, " called by ", caller())
}

func cleanup(name string) {
	fmt.Println("cleanup", name, "called by", caller())
}

func Map[T any](xs []T, f func(T) string) []string {
	var out []string
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	var wg sync.WaitGroup
	out := make(chan string, 2)
	wg.Add(1)
	go work(1, &wg, out)
	wg.Wait()
	fmt.Println(<-out)
	defer cleanup("main")
	func() {
		defer cleanup("closure")
	}()
	fmt.Println(Map([]int{1}, func(int) string {
		pc, _, _, _ := runtime.Caller(1)
		return runtime.FuncForPC(pc).Name()
	}))
	for i := range 1 {
		defer cleanup(fmt.Sprint("loop", i))
	}
}

// Output:
// 1 called by runtime.goexit:1700
// cleanup closure called by main.main.func1:44
// [main.Map[...]]
// cleanup loop0 called by main.main:52
// cleanup main called by main.main:52
