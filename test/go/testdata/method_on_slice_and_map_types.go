package main

import (
	"fmt"
	"sort"
	"strings"
)

type Set map[string]struct{}

func (s Set) Add(k string)      { s[k] = struct{}{} }
func (s Set) Has(k string) bool { _, ok := s[k]; return ok }
func (s Set) Sorted() []string {
	out := make([]string, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

type Path []string

func (p Path) String() string { return "/" + strings.Join(p, "/") }
func (p *Path) Push(s string) { *p = append(*p, s) }

func main() {
	s := Set{}
	s.Add("b")
	s.Add("a")
	s.Add("b")
	fmt.Println(s.Has("a"), s.Has("z"), s.Sorted())
	var p Path
	p.Push("api")
	p.Push("v1")
	fmt.Println(p, len(p))
}

// Output:
// true false [a b]
// /api/v1 2
