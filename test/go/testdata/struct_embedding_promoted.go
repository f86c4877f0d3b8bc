package main

import (
	"fmt"
	"strings"
)

type Logger struct {
	prefix string
	lines  []string
}

func (l *Logger) Logf(format string, args ...any) {
	l.lines = append(l.lines, l.prefix+fmt.Sprintf(format, args...))
}

type Base struct {
	ID   int
	Name string
}

func (b Base) Describe() string { return fmt.Sprintf("%d:%s", b.ID, b.Name) }
func (b *Base) Rename(n string) { b.Name = n }

type Service struct {
	Base
	*Logger
	Port int
}

func (s Service) Describe() string { return "svc " + s.Base.Describe() + fmt.Sprintf(" port=%d", s.Port) }

type Describer interface{ Describe() string }

type ReadWriter interface {
	Reader
	Writer
}
type Reader interface{ Read() string }
type Writer interface{ Write(string) }

type memFile struct{ data []string }

func (m *memFile) Read() string    { return strings.Join(m.data, "|") }
func (m *memFile) Write(s string) { m.data = append(m.data, s) }

func main() {
	s := Service{Base: Base{1, "api"}, Logger: &Logger{prefix: "[api] "}, Port: 8080}
	s.Rename("gateway")
	s.Logf("listening on %d", s.Port)
	s.Logf("name is %s", s.Name)
	fmt.Println(s.Describe(), "|", s.Base.Describe())
	fmt.Println(s.lines)
	var d Describer = s
	fmt.Println(d.Describe())
	d = s.Base
	fmt.Println(d.Describe())
	fmt.Printf("%+v\n", s.Base)
	var rw ReadWriter = &memFile{}
	rw.Write("a")
	rw.Write("b")
	fmt.Println(rw.Read())
	var w Writer = rw
	_, isReader := w.(Reader)
	fmt.Println(isReader)
	var empty Service
	defer func() { fmt.Println("recovered:", recover()) }()
	empty.Logf("boom")
}

// Output:
// svc 1:gateway port=8080 | 1:gateway
// [[api] listening on 8080 [api] name is gateway]
// svc 1:gateway port=8080
// 1:gateway
// {ID:1 Name:gateway}
// a|b
// true
// recovered: runtime error: invalid memory address or nil pointer dereference
