package main

import (
	"errors"
	"fmt"
	"log"
	"os"
	"time"
)

type Phase string

type Obj struct {
	Name string
	n    int
}

type Stringer struct{}

func (Stringer) String() string { return "s" }

func main() {
	name := "pod"
	count := 3
	var err error = errors.New("x")
	ph := Phase("Running")
	o := &Obj{Name: "a"}
	d := time.Second
	fmt.Printf("%s has %d replicas\n", name, count)
	fmt.Printf("%d replicas\n", name)
	fmt.Printf("%s\n", count)
	fmt.Printf("%s\n", ph)
	fmt.Printf("%d\n", ph)
	fmt.Printf("%v %s\n", o, err)
	fmt.Printf("%s\n", o)
	fmt.Printf("%d\n", o)
	fmt.Printf("%s\n", d)
	fmt.Printf("%d\n", d)
	fmt.Printf("%s\n", Stringer{})
	fmt.Printf("%t\n", count)
	fmt.Printf("%f\n", count)
	fmt.Printf("%x %X %q\n", name, count, name)
	fmt.Printf("%p\n", count)
	fmt.Printf("%p\n", o)
	fmt.Printf("%5.2f%%\n", 1.5)
	fmt.Printf("%[1]s %[1]s\n", name)
	fmt.Printf("%-10s|%+d\n", name, count)
	fmt.Printf("%s\n", []byte("x"))
	fmt.Printf("%d\n", []int{1})
	fmt.Printf("%s\n", []string{"a"})
	fmt.Printf("%d\n", map[string]int{})
	fmt.Printf("%s\n", main)
	fmt.Printf("%v\n")
	fmt.Fprintf(os.Stderr, "%d\n", name)
	fmt.Fprintln(os.Stderr, "x %s", name)
	s := fmt.Sprintf("%s %s", name)
	log.Printf("%d items", name)
	log.Fatalf("%s\n", count, count)
	e := fmt.Errorf("wrap: %w", err)
	e2 := fmt.Errorf("wrap: %w %w", err, e)
	fmt.Printf("bad %w\n", err)
	e3 := fmt.Errorf("wrap %v", err)
	args := []any{1, 2}
	fmt.Printf("%d %d %d\n", args...)
	fmt.Println(s, e, e2, e3, fmt.Sprint("%d", 1), fmt.Sprintln("a\n"))
	fmt.Print("a", "b\n")
	fmt.Printf("%#v %+v %T\n", o, o, o)
	fmt.Printf("%c %U\n", 'x', 'x')
	fmt.Printf("%c\n", "x")
	fmt.Printf("% d\n", 1)
	fmt.Printf("%#s\n", name)
	fmt.Printf("%*s|%-*d\n", 5, name, 3, count)
	fmt.Printf("%.*f\n", 2.0, 1.0)
	var iface any = 1
	fmt.Printf("%d\n", iface)
	fmt.Printf("%d\n", nil)
	fmt.Printf("%s\n", err)
	fmt.Printf("%d\n", err)
	var u uint8 = 1
	fmt.Printf("%c %x\n", u, true)
}
