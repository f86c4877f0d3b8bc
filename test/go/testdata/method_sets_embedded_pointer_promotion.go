package main

import (
	"fmt"
	"sort"
	"strings"
)

type Logger struct {
	prefix string
	lines  []string
}

func (l *Logger) Logf(format string, args ...any) {
	l.lines = append(l.lines, l.prefix+fmt.Sprintf(format, args...))
}
func (l Logger) Count() int { return len(l.lines) }

type Counter struct{ n map[string]int }

func (c Counter) Inc(k string) { c.n[k]++ } // map: value receiver still mutates
func (c *Counter) Reset()      { c.n = map[string]int{} }

type Service struct {
	*Logger
	Counter
	Name string
}

type Incer interface{ Inc(string) }
type Resetter interface{ Reset() }
type LogCounter interface {
	Logf(string, ...any)
	Count() int
}

func describe(v any) string {
	var caps []string
	if _, ok := v.(Incer); ok {
		caps = append(caps, "Incer")
	}
	if _, ok := v.(Resetter); ok {
		caps = append(caps, "Resetter")
	}
	if _, ok := v.(LogCounter); ok {
		caps = append(caps, "LogCounter")
	}
	return fmt.Sprintf("%T: %s", v, strings.Join(caps, ","))
}

func main() {
	s := Service{Logger: &Logger{prefix: "[svc] "}, Counter: Counter{n: map[string]int{}}, Name: "api"}
	s.Logf("start %s", s.Name)
	s.Inc("req")
	s.Inc("req")
	copyOf := s // shares *Logger and the map
	copyOf.Logf("from copy")
	copyOf.Inc("req")
	copyOf.Reset() // only the copy's map header changes
	copyOf.Inc("other")
	fmt.Println(s.Count(), copyOf.Count(), s.n, copyOf.n)
	fmt.Println(describe(s))
	fmt.Println(describe(&s))
	fmt.Println(describe(s.Counter))
	fmt.Println(describe(&s.Counter))
	fmt.Println(describe(*s.Logger))
	fmt.Println(describe(s.Logger))

	// Method values bind the receiver at evaluation time.
	count := s.Count // copies *s.Logger now (Count has a value receiver on Logger)
	logf := s.Logf
	logf("via method value")
	fmt.Println(count(), s.Count())
	inc := s.Inc
	s.Reset()
	inc("stale")
	fmt.Println(s.n, len(s.n))

	// Nil embedded pointer: promoted method through nil panics on field access.
	var empty Service
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		keys := make([]string, 0)
		for k := range copyOf.n {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Println(keys)
	}()
	fmt.Println(describe(empty))
	empty.Logf("boom")
}

// Output:
// 2 2 map[req:3] map[other:1]
// main.Service: Incer,LogCounter
// *main.Service: Incer,Resetter,LogCounter
// main.Counter: Incer
// *main.Counter: Incer,Resetter
// main.Logger: 
// *main.Logger: LogCounter
// 2 3
// map[] 0
// main.Service: Incer,LogCounter
// recovered: runtime error: invalid memory address or nil pointer dereference
// [other]
