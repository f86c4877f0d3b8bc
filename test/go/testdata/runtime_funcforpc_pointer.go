package main

import (
	"fmt"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
)

type T struct{}

func (T) Value() int { return 1 }

func (*T) Ptr() int { return 2 }

func handleList() {}

func handleGet() {}

// nameOf is how logging middleware and test helpers name a handler.
func nameOf(f any) string {
	return runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
}

func short(f any) string {
	n := nameOf(f)
	return n[strings.LastIndex(n, ".")+1:]
}

func main() {
	fmt.Println(nameOf(handleList), nameOf(handleGet))
	fmt.Println(nameOf(strings.ToUpper), nameOf(sort.Ints))
	fmt.Println(short(handleList))
	routes := map[string]func(){"/list": handleList, "/get": handleGet}
	keys := make([]string, 0, len(routes))
	for k := range routes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, "->", nameOf(routes[k]))
	}
	pc := reflect.ValueOf(handleGet).Pointer()
	f := runtime.FuncForPC(pc)
	file, line := f.FileLine(f.Entry())
	fmt.Println(f.Entry() == pc, filepath.Base(file), line)
	var nilFn func()
	fmt.Println(reflect.ValueOf(nilFn).Pointer() == 0)
	fmt.Println(reflect.ValueOf(handleList).Pointer() == reflect.ValueOf(handleList).Pointer())
	fmt.Println(reflect.ValueOf(handleList).Pointer() != reflect.ValueOf(handleGet).Pointer())
}

// Output:
// main.handleList main.handleGet
// strings.ToUpper sort.Ints
// handleList
// /get -> main.handleGet
// /list -> main.handleList
// true runtime_funcforpc_pointer.go 20
// true
// true
// true
