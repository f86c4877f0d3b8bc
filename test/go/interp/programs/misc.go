package main

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
)

type State int

const (
	Pending State = iota
	Running
	Done
)

func (s State) String() string {
	switch s {
	case Pending:
		return "Pending"
	case Running:
		return "Running"
	}
	return fmt.Sprintf("State(%d)", int(s))
}

type Node struct {
	Val         int
	Left, Right *Node
}

func (n *Node) Insert(v int) *Node {
	if n == nil {
		return &Node{Val: v}
	}
	if v < n.Val {
		n.Left = n.Left.Insert(v)
	} else {
		n.Right = n.Right.Insert(v)
	}
	return n
}

func (n *Node) Walk(f func(int)) {
	if n == nil {
		return
	}
	n.Left.Walk(f)
	f(n.Val)
	n.Right.Walk(f)
}

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

var ErrEmpty = errors.New("empty")

type ValidationError struct {
	Field string
}

func (v ValidationError) Error() string { return "invalid " + v.Field }

func validate(s string) error {
	if s == "" {
		return ErrEmpty
	}
	if strings.ContainsAny(s, "!?") {
		return ValidationError{Field: s}
	}
	return nil
}

func main() {
	fmt.Println(Pending, Running, Done)
	fmt.Printf("%v %d %s\n", Running, Running, Done)
	var root *Node
	for _, v := range []int{5, 3, 8, 1, 4} {
		root = root.Insert(v)
	}
	var vals []string
	root.Walk(func(v int) { vals = append(vals, fmt.Sprint(v)) })
	fmt.Println(strings.Join(vals, ","))
	words := []string{"ccc", "a", "bb"}
	sort.Sort(byLen(words))
	fmt.Println(words)
	for _, s := range []string{"", "ok", "bad!"} {
		err := validate(s)
		var ve ValidationError
		switch {
		case err == nil:
			fmt.Println("valid")
		case errors.Is(err, ErrEmpty):
			fmt.Println("empty")
		case errors.As(err, &ve):
			fmt.Println("validation:", ve.Field)
		}
	}
	a, b := 1, 2
	a, b = b, a
	fmt.Println(a, b)
	xs := []int{1, 2, 3}
	i := 0
	i, xs[i] = 1, 9
	fmt.Println(i, xs)
	m := map[string][]int{}
	m["a"] = append(m["a"], 1, 2)
	fmt.Println(m)
	type pair struct{ a, b int }
	ps := map[string]*pair{}
	ps["x"] = &pair{1, 2}
	ps["x"].b = 5
	fmt.Println(*ps["x"])
	fmt.Fprintln(os.Stderr, "to stderr")
	fmt.Println(len("héllo"), strings.Count("héllo", ""))
	var arr [5]int
	for i := range arr {
		arr[i] = i * i
	}
	fmt.Println(arr, arr[2:4])
	sl := arr[1:3]
	sl = append(sl, 100)
	fmt.Println(arr)
	bs := []byte("abc")
	bs[0] = 'X'
	fmt.Println(string(bs), bs)
	var total float64
	for _, f := range []float64{0.1, 0.2, 0.3} {
		total += f
	}
	fmt.Println(total, total == 0.6, fmt.Sprintf("%.2f", total))
	fmt.Printf("%6.2f|%-6d|%06d|%x|%t|%v|%p\n", 3.14159, 42, 42, "az", true, nil, nil)
	fmt.Printf("%T %T %T %T\n", 1, "s", 1.5, []string{})
	fmt.Printf("%#v %#v\n", pair{1, 2}, []int{1})
	type Inner struct{ A int }
	type Outer struct {
		*Inner
		B string
	}
	o := Outer{&Inner{1}, "b"}
	o.A = 5
	fmt.Println(o.Inner.A, o.B)
	label := "x"
	switch label {
	case "x", "y":
		fmt.Println("xy")
	}
	s := State(7)
	fmt.Println(s)
	var iface fmt.Stringer = Done
	if st, ok := iface.(State); ok {
		fmt.Println("state", int(st))
	}
}
