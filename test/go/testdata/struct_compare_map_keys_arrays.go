package main

import "fmt"

type Key struct {
	Namespace, Name string
}

type Obj struct {
	Key
	Gen   int64
	Attrs [2]string
	Any   any
}

func main() {
	a := Obj{Key: Key{"default", "web"}, Gen: 1, Attrs: [2]string{"x", "y"}, Any: 1}
	b := a
	b.Any = 1.0
	fmt.Println(a == b, a.Key == b.Key, a.Attrs == b.Attrs)
	b.Any = 1
	fmt.Println(a == b)
	counts := map[Key]int{}
	counts[Key{"ns", "a"}]++
	counts[Key{"ns", "a"}]++
	counts[Key{"ns", "b"}]++
	counts[Key{"aa", "z"}] = 7
	fmt.Println(counts, len(counts))
	type point [2]int
	grid := map[point]rune{{0, 1}: 'b', {0, 0}: 'a', {-1, 5}: 'z'}
	fmt.Println(grid)
	ifs := map[any]string{1: "int", "1": "string", 1.0: "float", Key{}: "key", true: "bool", [1]int{1}: "arr"}
	fmt.Println(len(ifs), ifs[1], ifs[1.0], ifs[Key{}], ifs[int64(1)] == "")
	delete(ifs, 1)
	fmt.Println(len(ifs))
	var p1, p2 *Key
	fmt.Println(p1 == p2, &Key{} == &Key{})
	ch1 := make(chan int)
	ch2 := ch1
	fmt.Println(ch1 == ch2)
	var e1, e2 error
	fmt.Println(e1 == e2, e1 == nil)
	m := map[string][]int{}
	m["a"] = append(m["a"], 1, 2)
	v, ok := m["zz"]
	fmt.Println(m, v == nil, ok, len(m["nope"]))
	type S struct{ F []int }
	defer func() { fmt.Println("recovered:", recover()) }()
	var x, y any = S{}, S{}
	fmt.Println(x == y)
}

// Output:
// false true true
// true
// map[{aa z}:7 {ns a}:2 {ns b}:1] 3
// map[[-1 5]:122 [0 0]:97 [0 1]:98]
// 6 int float key true
// 5
// true false
// true
// true true
// map[a:[1 2]] true false 0
// recovered: runtime error: comparing uncomparable type main.S
