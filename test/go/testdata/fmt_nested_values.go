package main

import "fmt"

type Port struct {
	Name string
	Num  int32
}

type Svc struct {
	Name     string
	Ports    []Port
	Selector map[string]string
	Owner    *Port
	Meta     map[string][]int
}

func main() {
	s := Svc{
		Name:     "web",
		Ports:    []Port{{"http", 80}, {"https", 443}},
		Selector: map[string]string{"app": "web", "tier": "fe"},
		Owner:    &Port{"owner", 1},
		Meta:     map[string][]int{"b": {2, 3}, "a": {1}},
	}
	fmt.Printf("%v\n", s.Ports)
	fmt.Printf("%+v\n", s.Ports)
	fmt.Printf("%v %+v\n", s.Selector, s.Meta)
	fmt.Printf("%v\n", *s.Owner)
	fmt.Println([][]string{{"a"}, {}, nil})
	fmt.Println([2][2]int{{1, 2}, {3, 4}})
	fmt.Printf("%d %s %q\n", []int32{1, 2}, []string{"x", "y"}, []string{"x", "y"})
	fmt.Printf("%x %X\n", []byte{1, 171}, "hi")
	fmt.Printf("%5.2f|%-8v|%8v|\n", []float64{1, 2.5}, "ab", true)
}

// Output:
// [{http 80} {https 443}]
// [{Name:http Num:80} {Name:https Num:443}]
// map[app:web tier:fe] map[a:[1] b:[2 3]]
// {owner 1}
// [[a] [] []]
// [[1 2] [3 4]]
// [1 2] [x y] ["x" "y"]
// 01ab 6869
// [ 1.00  2.50]|ab      |    true|
