package main

import (
	"fmt"
	"strings"
)

type Logger struct {
	prefix string
	lines  []string
}

func (l *Logger) Log(format string, args ...any) {
	l.lines = append(l.lines, l.prefix+fmt.Sprintf(format, args...))
}

func (l Logger) Name() string { return "logger:" + l.prefix }

type Base struct {
	ID   int
	Name string
}

func (b Base) Describe() string { return fmt.Sprintf("Base(%d,%s)", b.ID, b.Name) }
func (b *Base) Rename(n string) { b.Name = n }
func (b Base) Kind() string     { return "base" }

type Service struct {
	Base
	*Logger
	Name string // shadows Base.Name
}

func (s Service) Kind() string { return "service/" + s.Base.Kind() }

type Describer interface{ Describe() string }
type Kinder interface{ Kind() string }

type Wrapper struct {
	Service
	extra int
}

func main() {
	s := Service{Base: Base{ID: 1, Name: "inner"}, Logger: &Logger{prefix: "[svc] "}, Name: "outer"}
	fmt.Println(s.Name, s.Base.Name, s.Describe(), s.Kind())
	s.Rename("renamed")
	fmt.Println(s.Name, s.Base.Name, s.Describe())
	s.Log("id=%d name=%s", s.ID, s.Name)
	s.Log("%v", s.Logger.Name())
	fmt.Println(strings.Join(s.lines, "\n"))
	var d Describer = s
	var k Kinder = &s
	fmt.Println(d.Describe(), k.Kind())
	w := Wrapper{Service: s, extra: 7}
	fmt.Println(w.Kind(), w.ID, w.Describe(), w.Name, w.prefix)
	w.Rename("via-wrapper")
	fmt.Println(w.Base.Name, s.Base.Name)
	w.Log("shared logger %d", w.extra)
	fmt.Println(len(s.lines), len(w.lines))
	fmt.Printf("%+v\n", s.Base)
	fmt.Printf("%v\n", w.Service.Base)
	f := s.Describe
	s.Base.ID = 99
	fmt.Println(f(), s.Describe())
	g := (*Base).Rename
	g(&s.Base, "method-expr")
	fmt.Println(Base.Describe(s.Base))
}

// Output:
// outer inner Base(1,inner) service/base
// outer renamed Base(1,renamed)
// [svc] id=1 name=outer
// [svc] logger:[svc] 
// Base(1,renamed) service/base
// service/base 1 Base(1,renamed) outer [svc] 
// via-wrapper renamed
// 3 3
// {ID:1 Name:renamed}
// {1 via-wrapper}
// Base(1,renamed) Base(99,renamed)
// Base(99,method-expr)
