package main

// runtime/debug: Stack in a recover handler (the trace starts with the goroutine header and
// Stack's own frame, then the callers), and the settings' previous values (GC percent 100, no
// memory limit, 1 GB stacks, 10000 threads).

import (
	"fmt"
	"os"
	"runtime/debug"
	"strings"
)

func handler() {
	defer func() {
		if r := recover(); r != nil {
			st := string(debug.Stack())
			fmt.Println("recovered:", r)
			fmt.Println(strings.HasPrefix(st, "goroutine 1 [running]:\nruntime/debug.Stack()\n"), strings.Contains(st, "main.handler"), strings.Contains(st, "main.main()"))
		}
	}()
	var m map[string]int
	m["x"] = 1
}

func main() {
	handler()
	fmt.Println(debug.SetGCPercent(50), debug.SetGCPercent(-1), debug.SetGCPercent(100))
	fmt.Println(debug.SetMemoryLimit(-1), debug.SetMemoryLimit(1<<30), debug.SetMemoryLimit(-1))
	fmt.Println(debug.SetMaxStack(1<<20), debug.SetMaxStack(1<<20), debug.SetMaxThreads(100))
	debug.FreeOSMemory()
	fmt.Fprintln(os.Stderr, "done")
}

// Output:
// recovered: assignment to entry in nil map
// true true true
// 100 50 -1
// 9223372036854775807 9223372036854775807 1073741824
// 1000000000 1048576 10000
// Stderr:
// done
