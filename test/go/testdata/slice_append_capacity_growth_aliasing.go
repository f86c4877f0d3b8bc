package main

import "fmt"

type Item struct {
	ID   int
	Tags []string
}

func main() {
	var s []int
	prev := -1
	for i := 0; i < 2000; i++ {
		s = append(s, i)
		if cap(s) != prev {
			fmt.Print(cap(s), " ")
			prev = cap(s)
		}
	}
	fmt.Println()
	var bs []byte
	prev = -1
	for i := 0; i < 3000; i++ {
		bs = append(bs, 'x')
		if cap(bs) != prev {
			fmt.Print(cap(bs), " ")
			prev = cap(bs)
		}
	}
	fmt.Println()
	items := make([]Item, 0, 1)
	prev = -1
	for i := 0; i < 100; i++ {
		items = append(items, Item{ID: i})
		if cap(items) != prev {
			fmt.Print(cap(items), " ")
			prev = cap(items)
		}
	}
	fmt.Println()
	a := []int{1, 2, 3, 4}
	b := a[:2]
	b = append(b, 99)
	fmt.Println(a, b, len(b), cap(b))
	c := append(a[:1:1], 7)
	fmt.Println(a, c)
	d := append([]int(nil), a...)
	d[0] = -1
	fmt.Println(a[0], d[0], cap(append(make([]int, 5), 1)), cap(append([]int{1, 2, 3}, 4, 5, 6, 7)))
	strs := append([]string{"a"}, "b", "c")
	fmt.Println(len(strs), cap(strs), cap(append(strs, strs...)))
	m := map[string][]int{}
	m["k"] = append(m["k"], 1)
	m["k"] = append(m["k"], 2)
	x := m["k"]
	x[0] = 100
	fmt.Println(m, cap([]rune("héllo")), cap([]byte("hello world, longer string")))
	it := Item{Tags: []string{"a"}}
	cp := it
	cp.Tags[0] = "changed"
	cp.Tags = append(cp.Tags, "new")
	fmt.Println(it, cp)
	defer func() { fmt.Println(recover()) }()
	y := make([]int, 2, 3)
	_ = y[:5]
}

// Output:
// 1 2 4 8 16 32 64 128 256 512 848 1280 1792 2560 
// 8 16 32 64 128 256 512 896 1408 2048 3072 
// 1 2 4 8 16 35 71 151 
// [1 2 99 4] [1 2 99] 3 4
// [1 2 99 4] [1 7]
// 1 -1 10 8
// 3 3 6
// map[k:[100 2]] 5 26
// {0 [changed]} {0 [changed new]}
// runtime error: slice bounds out of range [:5] with capacity 3
