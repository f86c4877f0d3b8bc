package main

import (
	"errors"
	"fmt"
	"time"
)

type Status int

func (s Status) String() string { return [...]string{"Pending", "Running", "Done"}[s] }

type User struct {
	ID    int
	Email string
}

func main() {
	var err error
	var u *User
	fmt.Printf("err=%v u=%v\n", err, u)
	fmt.Printf("%s %d\n", err, u)
	fmt.Printf("%d items\n", "three")
	fmt.Printf("%s\n", 42)
	fmt.Printf("%t %t\n", 1, "yes")
	fmt.Printf("%x %X\n", "hi", errors.New("hex"))
	fmt.Printf("%v %s %d\n", Status(1), Status(2), Status(0))
	fmt.Printf("%q\n", Status(1))
	fmt.Printf("%f %e\n", 1, "x")
	fmt.Printf("%c %U\n", "a", 3.5)
	fmt.Printf("%p\n", 5)
	fmt.Printf("%v|%6v|%-6v|\n", time.Second, 2*time.Millisecond, time.Duration(0))
	fmt.Printf("%v %+v\n", User{1, "a@b.c"}, &User{2, "x@y.z"})
	fmt.Printf("%s\n", User{3, "q"})
	fmt.Printf("%d\n", User{4, "w"})
	fmt.Printf("%v\n", struct{}{})
	fmt.Printf("%08.3f|%+.2e|%x|%o\n", -3.14159, 12345.678, -1, -8)
	fmt.Printf("%3c|%-4q|%#q|%#x|%# x\n", 'x', 'y', "a`b", "hi", "hi")
	fmt.Printf("%v %v\n", []error{nil, errors.New("e")}, map[string]error{"k": nil})
	fmt.Printf("%.2s|%.0d|%.0f|%5.1q\n", "abc", 0, 0.5, "abc")
	fmt.Printf("100%%\n")
	fmt.Printf("%w\n", errors.New("wrapped in printf"))
	fmt.Println(fmt.Sprintf("%v", nil), fmt.Sprint(nil, nil), fmt.Sprint("a", 1, 2, "b", "c", 3.0))
	fmt.Println(fmt.Sprintln("x", 1) + "|")
	fmt.Print("a", "b", 1, 2, true, "\n")
	fmt.Print(1, 2, "\n")
	n, err2 := fmt.Printf("%d-%d\n", 1, 2)
	fmt.Println(n, err2)
}

// Output:
// err=<nil> u=<nil>
// %!s(<nil>) 0
// %!d(string=three) items
// %!s(int=42)
// %!t(int=1) %!t(string=yes)
// 6869 686578
// Running Done 0
// "Running"
// %!f(int=1) %!e(string=x)
// %!c(string=a) %!U(float64=3.5)
// %!p(int=5)
// 1s|   2ms|0s    |
// {1 a@b.c} &{ID:2 Email:x@y.z}
// {%!s(int=3) q}
// {4 %!d(string=w)}
// {}
// -003.142|+1.23e+04|-1|-10
//   x|'y' |"a`b"|0x6869|0x68 0x69
// [<nil> e] map[k:<nil>]
// ab||0|  "a"
// 100%
// %!w(*errors.errorString=&{wrapped in printf})
// <nil> <nil> <nil> a1 2bc3
// x 1
// |
// ab1 2 true
// 1 2
// 1-2
// 4 <nil>
