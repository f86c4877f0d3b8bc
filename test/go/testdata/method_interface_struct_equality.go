package main

import "fmt"

type Key struct {
	Kind, Name string
}

type Keyer interface{ Key() Key }

type Pod struct{ name string }

func (p Pod) Key() Key { return Key{"Pod", p.name} }

type Svc struct{ name string }

func (s *Svc) Key() Key { return Key{"Service", s.name} }

func main() {
	items := []Keyer{Pod{"a"}, Pod{"a"}, &Svc{"a"}, &Svc{"a"}}
	fmt.Println(items[0] == items[1], items[2] == items[3], items[0].Key() == Key{"Pod", "a"})
	seen := map[Keyer]int{}
	for _, it := range items {
		seen[it]++
	}
	fmt.Println(len(seen))
	byKey := map[Key]Keyer{}
	for _, it := range items {
		byKey[it.Key()] = it
	}
	fmt.Println(len(byKey), byKey[Key{"Service", "a"}] == items[3])
	var x, y any = []int{1}, []int{1}
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(x == y)
}

// Output:
// true false true
// 3
// 2 true
// recovered: runtime error: comparing uncomparable type []int
