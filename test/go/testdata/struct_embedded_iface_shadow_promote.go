package main

import (
	"fmt"
	"io"
	"strings"
)

type Named interface{ Name() string }

type Animal struct{ name string }

func (a Animal) Name() string   { return a.name }
func (a Animal) Sound() string  { return "..." }
func (a *Animal) Rename(n string) { a.name = n }

type Dog struct {
	Animal
	Breed string
}

func (d Dog) Sound() string { return "woof (not " + d.Animal.Sound() + ")" }

type LoudDog struct {
	*Dog
	volume int
}

func (l LoudDog) Sound() string { return strings.ToUpper(l.Dog.Sound()) }

type countingReader struct {
	io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.Reader.Read(p)
	c.n += n
	return n, err
}

type Logger interface {
	Log(string)
}

type Service struct {
	Logger
	name string
}

type stdoutLogger struct{ prefix string }

func (s stdoutLogger) Log(m string) { fmt.Println(s.prefix + m) }

func main() {
	d := Dog{Animal{"rex"}, "lab"}
	fmt.Println(d.Name(), d.Sound(), d.Animal.Sound())
	d.Rename("max")
	fmt.Println(d.name, d.Animal.name)
	var n Named = d
	fmt.Println(n.Name())
	l := LoudDog{&d, 11}
	l.Rename("buddy")
	fmt.Println(l.Name(), l.Sound(), d.Name())
	fmt.Printf("%v %+v\n", d, d)

	cr := &countingReader{Reader: strings.NewReader("hello, world")}
	data, err := io.ReadAll(cr)
	fmt.Println(string(data), err, cr.n)

	s := Service{name: "svc"}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		s.Log("boom")
	}()
	s.Logger = stdoutLogger{"[svc] "}
	s.Log("ready")
	var lg Logger = s
	lg.Log("via interface")
	_, isNamed := any(l).(Named)
	_, isStringer := any(d).(fmt.Stringer)
	fmt.Println(isNamed, isStringer)
}

// Output:
// rex woof (not ...) ...
// max max
// max
// buddy WOOF (NOT ...) buddy
// {{buddy} lab} {Animal:{name:buddy} Breed:lab}
// hello, world <nil> 12
// recovered: runtime error: invalid memory address or nil pointer dereference
// [svc] ready
// [svc] via interface
// true false
