package main

import (
	"errors"
	"fmt"
	"log"
	"os"
)

type MyErr struct{ Code int }

func (e *MyErr) Error() string { return fmt.Sprintf("code %d", e.Code) }

type SafeErr struct{ msg string }

func (e *SafeErr) Error() string {
	if e == nil {
		return "<nil SafeErr>"
	}
	return e.msg
}

type Temp float64

func (t Temp) String() string { return fmt.Sprintf("%.1f°C", float64(t)) }

type Boom struct{}

func (Boom) String() string { panic("boom in String") }

type BoomErr struct{}

func (BoomErr) Error() string { panic(errors.New("boom in Error")) }

type Gs struct{ v int }

func (g *Gs) GoString() string { return "Gs!" }

func find(fail bool) error {
	var e *MyErr
	if fail {
		e = &MyErr{7}
	}
	return e
}

func main() {
	err := find(false)
	fmt.Println(err != nil)
	fmt.Printf("[%v] [%s] [%+v] [%d]\n", err, err, err, err)
	var se *SafeErr
	var e2 error = se
	fmt.Println(e2, e2 != nil)
	fmt.Printf("%v %s\n", Boom{}, Boom{})
	fmt.Printf("%v|%d\n", BoomErr{}, BoomErr{})
	fmt.Println(Temp(21.55), []Temp{1, 2}, map[string]Temp{"x": 3}, &[]Temp{4})
	t := Temp(5)
	pt := &t
	fmt.Printf("%v %s %d %x\n", pt, pt, t, t)
	fmt.Printf("%#v %#v %v\n", &Gs{1}, Gs{2}, &Gs{3})
	var nilStringer fmt.Stringer
	fmt.Printf("%v %s %d\n", nilStringer, nilStringer, nilStringer)
	fmt.Println(fmt.Sprint(nil, nil), fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil, err))
	fmt.Println(fmt.Sprintln("x", 1), fmt.Sprintf("%d %d", 1), fmt.Sprintf("%d", 1, 2), fmt.Sprintf("%[3]d %[1]d", 1, 2), fmt.Sprintf("%[0]d", 1), fmt.Sprintf("%.*d", "x", 1))
	fmt.Printf("%!\n")
	fmt.Printf("%")
	fmt.Println()
	fmt.Printf("%-+#08.3v|%+q|%#q|% x|%# x|%#v\n", 3.14159, "é\n", "a`b", "hi", "hi", "a\tb")
	l := log.New(os.Stdout, "[op] ", log.Lmsgprefix)
	l.Printf("reconcile %s failed: %v", "web", &MyErr{3})
	l.SetPrefix("")
	l.SetFlags(0)
	l.Println("plain", 1, 2)
	l.Print("no newline")
	l.Print("ends with newline\n")
	defer fmt.Println("deferred before log.Panic")
	log.SetOutput(os.Stdout)
	log.SetFlags(0)
	log.Panicf("fatal condition %d", 42)
}

// Output:
// true
// [<nil>] [<nil>] [<nil>] [0]
// <nil SafeErr> true
// %!v(PANIC=String method: boom in String) %!s(PANIC=String method: boom in String)
// %!v(PANIC=Error method: boom in Error)|{}
// 21.6°C [1.0°C 2.0°C] map[x:3.0°C] &[4.0°C]
// 5.0°C 5.0°C %!d(main.Temp=5) 352e30c2b043
// Gs! main.Gs{v:2} &{3}
// <nil> %!s(<nil>) %!d(<nil>)
// <nil> <nil> a1 2bc3 <nil> <nil>
// x 1
//  1 %!d(MISSING) 1%!(EXTRA int=2) %!d(BADINDEX) 1 %!d(BADINDEX) %!(BADPREC)1
// %!!(MISSING)
// %!(NOVERB)
// 3.14    |"\u00e9\n"|"a`b"|68 69|0x68 0x69|"a\tb"
// [op] reconcile web failed: code 3
// plain 1 2
// no newline
// ends with newline
// fatal condition 42
// deferred before log.Panic
// Stderr:
// panic: fatal condition 42
//
// goroutine 1 [running]:
// Exit: 2
