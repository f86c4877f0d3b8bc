package main

import "fmt"

type Mode string

type Cfg struct {
	Name    string
	Port    int
	Enabled bool
	Mode    Mode
	Tags    []string
	Extra   map[string]int
	Ptr     *int
	Rate    float64
}

func main() {
	c := Cfg{Name: "svc", Port: 80, Mode: "fast", Tags: []string{"a"}, Extra: map[string]int{"k": 1}, Rate: 1.5}
	fmt.Printf("%#v\n", c)
	fmt.Printf("%#v %#v %#v %#v\n", 42, "s", 1.0, true)
	fmt.Printf("%#v %#v\n", []int{1, 2}, map[string]bool{"x": true})
	fmt.Printf("%#v %#v\n", Mode("m"), []string(nil))
	var e error
	fmt.Printf("%#v\n", e)
	fmt.Printf("%#x %#o %#q\n", 255, 8, "raw")
	type point struct{ X, Y int }
	fmt.Printf("%#v\n", point{1, 2})
}

// Output:
// main.Cfg{Name:"svc", Port:80, Enabled:false, Mode:"fast", Tags:[]string{"a"}, Extra:map[string]int{"k":1}, Ptr:(*int)(nil), Rate:1.5}
// 42 "s" 1 true
// []int{1, 2} map[string]bool{"x":true}
// "m" []string(nil)
// <nil>
// 0xff 010 `raw`
// main.point{X:1, Y:2}
