// &T{...} where T is a named slice, map or array type (and &[]int{...}) is a pointer to a new variable.
package main

import "fmt"

type Names []string
type Index map[string]int
type Arr [2]int

func main() {
	p := &Names{"a", "b"}
	*p = append(*p, "c")
	fmt.Println(len(*p), (*p)[2])
	q := &Index{"x": 1}
	(*q)["y"] = 2
	fmt.Println(len(*q), (*q)["y"])
	a := &Arr{1, 2}
	a[0] = 5
	fmt.Println(*a)
	fmt.Printf("%T %T %T\n", p, q, a)
	r := &[]int{1, 2}
	*r = append(*r, 3)
	fmt.Println(*r)
	m := &map[string]bool{"k": true}
	fmt.Println((*m)["k"])
}

// Output:
// 3 c
// 2 2
// [5 2]
// *main.Names *main.Index *main.Arr
// [1 2 3]
// true
