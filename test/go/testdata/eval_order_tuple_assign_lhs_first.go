package main

import (
	"fmt"
	"strconv"
)

var trace []string

func key(k string) string { trace = append(trace, "key("+k+")"); return k }
func idx(i int) int       { trace = append(trace, "idx"); return i }
func parse(s string) (int, error) {
	trace = append(trace, "parse("+s+")")
	return strconv.Atoi(s)
}

type Node struct {
	Next *Node
	Val  int
}

func pair() (*Node, int) { return nil, 42 }

func main() {
	m := map[string]int{}
	var err error
	m[key("a")], err = parse("12")
	fmt.Println(m, err, trace)
	trace = nil
	xs := make([]int, 3)
	xs[idx(1)], err = parse("x")
	fmt.Println(xs, err, trace)
	trace = nil
	xs[idx(0)], xs[idx(2)] = len(trace), len(trace)+10
	fmt.Println(xs, trace)
	n := &Node{Val: 1}
	old := n
	n, n.Val = pair()
	fmt.Println(n == nil, old.Val)
	errs := map[string]error{}
	var v int
	v, errs[key("b")] = parse("7")
	fmt.Println(v, errs, len(trace))
	ch := make(chan int, 1)
	ch <- 5
	var ok bool
	xs[idx(2)], ok = <-ch
	fmt.Println(xs, ok)
	var a any = "s"
	var strs [2]string
	strs[idx(1)], ok = a.(string)
	fmt.Printf("%q %v %v\n", strs, ok, trace)
}

// Output:
// map[a:12] <nil> [key(a) parse(12)]
// [0 0 0] strconv.Atoi: parsing "x": invalid syntax [idx parse(x)]
// [2 0 12] [idx idx]
// true 42
// 7 map[b:<nil>] 4
// [2 0 5] true
// ["" "s"] true [idx idx key(b) parse(7) idx idx]
