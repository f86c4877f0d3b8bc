package main

import "fmt"

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
)

const (
	KB = 1 << (10 * (iota + 1))
	MB
	GB
)

const big = 1 << 100
const small = big >> 98

func (d Weekday) String() string {
	return [...]string{"Sun", "Mon", "Tue"}[d]
}

func main() {
	var a [3]int
	a[0] = 1
	b := [...]string{"x", "y"}
	fmt.Println(len(a), len(b), cap(a), Monday, KB, MB, GB, small)
	const f = 1.0 / 3
	var x float32 = f
	var y uint8 = 255
	y++
	var z = 'a' + 1
	fmt.Println(x, y, z, 7/2, 7.0/2, -5%3, 1<<3|1, 6&^2)
	var d Weekday = 2
	fmt.Println(d == Tuesday, d.String())
	arr := [2][2]int{{1, 2}, {3, 4}}
	for _, row := range arr {
		fmt.Println(row[1])
	}
	p := &arr
	fmt.Println(p[1][0], len(p))
	var u uint = 3
	fmt.Println(1<<u, int64(1)<<u)
}
