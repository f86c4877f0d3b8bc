package main

import "fmt"

type Animal interface{ Sound() string }
type Base struct{ name string }

func (b Base) Sound() string  { return b.name + " makes a sound" }
func (b *Base) Rename(n string) { b.name = n }

type Dog struct {
	Base
	breed string
}

func (d Dog) Sound() string { return d.name + " barks" }

type Loud struct{ *Dog }

func main() {
	d := Dog{Base{"rex"}, "lab"}
	var a Animal = d
	fmt.Println(a.Sound(), d.Base.Sound())
	d.Rename("max")
	fmt.Println(d.Sound())
	f := d.Sound
	d.Rename("bob")
	fmt.Println(f(), d.Sound())
	g := (*Base).Rename
	g(&d.Base, "zed")
	fmt.Println(Dog.Sound(d))
	l := Loud{&d}
	l.Rename("via ptr")
	fmt.Println(l.Sound(), d.name)
	var fs []func()
	for i := range 3 {
		fs = append(fs, func() { fmt.Print(i, " ") })
	}
	for _, f := range fs {
		f()
	}
	fmt.Println()
	for i := 0; i < 3; i++ {
		defer func() { fmt.Print("d", i, " ") }()
	}
	x := 1
	defer fmt.Println("deferred x =", x)
	x = 2
	var nl *Loud
	defer func() { fmt.Println("\nrecovered:", recover()) }()
	fmt.Println(nl.Sound())
}

// Output:
// rex barks rex makes a sound
// max barks
// max barks bob barks
// zed barks
// via ptr barks via ptr
// 0 1 2 
//
// recovered: runtime error: invalid memory address or nil pointer dereference
// deferred x = 1
// d2 d1 d0 
// \ No newline at end of output
