package main

// gc reads a conversion's operand where the call is made, after the calls of later arguments
// (string(b), string(runes), numeric conversions), but copies []byte(s) and []rune(s) where they
// stand, and copies a value that the interface conversion takes by address (a bool, an int8, a
// complex, most structs) unless it is addressable.

import (
	"encoding/json"
	"fmt"
)

type MyInt int
type P struct{ A, B int }
type One struct{ S string }

func show(s string, err error) { fmt.Println(s, err) }

func main() {
	x := 1
	inc := func() int { x++; return x }
	fmt.Println(float64(x), inc())
	fmt.Println(MyInt(x), inc())
	fmt.Println(any(x), inc())
	fmt.Println(int8(x)+1, inc())
	fmt.Println(x+1, inc())
	fmt.Println(x == 6, inc())
	fmt.Println(complex(float64(x), 0), inc())

	s := "old"
	set := func() int { s = "new"; return 0 }
	fmt.Println([]byte(s), set())
	s = "old"
	fmt.Println([]rune(s), set())
	s = "old"
	fmt.Println(string(s), set())
	s = "old"
	fmt.Println(One{s}, set())

	rs := []rune("abc")
	mod := func() int { rs[0] = 'Z'; return 0 }
	fmt.Println(string(rs), mod())
	r := 'a'
	setr := func() int { r = 'b'; return 0 }
	fmt.Println(string(r), setr())

	p := P{1, 2}
	setp := func() int { p.A = 9; return 0 }
	fmt.Println(any(p), setp())
	p = P{1, 2}
	fmt.Println(p, setp())
	p = P{1, 2}
	fmt.Printf("%v %d\n", P(p), setp())

	b := []byte("hey")
	modb := func() int { b[0] = 'H'; return 0 }
	fmt.Println(string(b), modb())
	b = []byte("hey")
	fmt.Println("y"+string(b), modb())
	b = []byte("hey")
	fmt.Println(string(b) == "hey", modb())
	b = []byte("hey")
	fmt.Println(len(string(b)), modb())
	b = []byte("hey")
	fmt.Println(fmt.Sprint(string(b), modb()))
	b = []byte("hey")
	m := map[string]int{"hey": 1, "Hey": 2}
	fmt.Println(m[string(b)], modb())
	b = []byte("hey")
	fmt.Println(string(b[1:]), modb())
	b = []byte("hey")
	fmt.Println(string(b[:]), modb())

	flags := map[string]bool{"on": false}
	flip := func() int { flags["on"] = true; return 0 }
	fmt.Println(flags["on"], flip())
	nums := map[string]int{"n": 1}
	bump := func() int { nums["n"]++; return 0 }
	fmt.Println(nums["n"], bump())

	var rm struct{ R json.RawMessage }
	rm.R = []byte(`"old"`)
	show(string(rm.R), json.Unmarshal([]byte(`{"R":"new"}`), &rm))
}

// Output:
// 2 2
// 3 3
// 4 4
// 5 5
// 7 6
// true 7
// (7+0i) 8
// [111 108 100] 0
// [111 108 100] 0
// new 0
// {new} 0
// Zbc 0
// b 0
// {9 2} 0
// {9 2} 0
// {1 2} 0
// Hey 0
// yHey 0
// true 0
// 3 0
// Hey0
// 1 0
// ey 0
// Hey 0
// false 0
// 2 0
// "new" <nil>
