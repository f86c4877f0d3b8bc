package main

import (
	"fmt"
	"strconv"
	"time"
)

type Celsius float64
type ID string

func main() {
	n := 3
	x := 1 << n
	var y int64 = 1 << n
	var z = uint8(1) << 7
	const mask = ^uint8(0)
	var f float64 = 1 << 3
	d := time.Duration(n) * time.Second
	d2 := 2 * time.Minute
	d3 := d + d2/2
	secs := int(d3.Seconds())
	c := Celsius(36.6)
	c2 := c * 2
	fl := float64(n) / 2
	i := int(fl)
	r := rune('a' + 1)
	s := string(r) + strconv.Itoa(i)
	rs := []rune(s)
	bs := append([]byte("ab"), "cd"...)
	nb := copy(bs, "xy")
	var id ID = "abc"
	ids := string(id) + "-" + fmt.Sprint(len(rs))
	var u uint = 10
	var shifted = 1 << u
	var big uint64 = 1<<64 - 1
	var neg = -5 % 3
	var p *int
	var m map[string]int
	var fn func()
	var ifc any
	fmt.Println(x, y, z, mask, f, d, secs, c2, s, nb, ids, shifted, big, neg,
		p == nil, m == nil, fn == nil, ifc == nil, ifc == 3, 1.5 > fl, "a" < s)
	type Point struct{ X, Y int }
	pts := map[Point]string{{1, 2}: "a"}
	arr1 := [2]int{1, 2}
	arr2 := [...]int{1, 2}
	fmt.Println(pts[Point{1, 2}], arr1 == arr2, Point{} == Point{X: 0})
}
