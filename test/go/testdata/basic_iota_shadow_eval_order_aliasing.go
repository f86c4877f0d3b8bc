package main

import (
	"fmt"
	"math"
)

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday
	Friday = iota * 10
	Saturday
)

const (
	KB = 1 << (10 * (iota + 1))
	MB
	GB
)

const huge = 1 << 100

type Celsius struct {
	Deg float64 `json:"deg"`
}
type Fahrenheit struct {
	Deg float64 `json:"f"`
}

func main() {
	fmt.Println(Sunday, Monday, Tuesday, Thursday, Friday, Saturday, KB, MB, GB)
	fmt.Println(huge>>98, huge/(1<<99), float64(huge))
	type key struct {
		a [2]int
		s string
	}
	m := map[key]int{{[2]int{1, 2}, "x"}: 1}
	m[key{[2]int{1, 2}, "x"}]++
	fmt.Println(m)
	fm := map[float64]int{}
	fm[math.NaN()] = 1
	fm[math.NaN()] = 2
	fm[0.0] = 3
	fm[math.Copysign(0, -1)] = 4
	fmt.Println(len(fm), fm[0])
	c := Celsius{100}
	f := Fahrenheit(c)
	fmt.Println(f)
	for i, r := range "a\xffé\xe2\x82" {
		fmt.Print(i, ":", r, " ")
	}
	fmt.Println()
	len := 3
	fmt.Println(len)
	true := false
	fmt.Println(true)
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	fmt.Println(fib(15))
	a := []int{0, 0, 0}
	i := 0
	i, a[i] = 1, 2
	fmt.Println(i, a)
	a[i], i = 5, 2
	fmt.Println(i, a)
	s := []int{1, 2, 3, 4, 5}
	copy(s[1:], s)
	fmt.Println(s)
	base := make([]int, 3, 10)
	x := append(base, 1)
	y := append(base, 2)
	fmt.Println(x[3], y[3])
	grid := [][]int{{1, 2}, {3, 4}}
	row := grid[0]
	row[0] = 99
	for _, r := range grid {
		r[1] = -1
	}
	arr := [2][2]int{{1, 2}, {3, 4}}
	for _, r := range arr {
		r[0] = 0
	}
	fmt.Println(grid, arr)
	nums := []int{1, 2, 3}
	for i := range nums {
		nums = append(nums, i*10)
	}
	fmt.Println(nums)
	parr := &[3]string{"a", "b", "c"}
	for i, v := range parr {
		parr[2] = "z"
		fmt.Print(i, v, " ")
	}
	fmt.Println()
	var z complex128 = 1 + 2i
	const cz = (1 + 2i) * (3 - 1i)
	fmt.Println(z*z, cz, real(cz))
	for i := range int8(3) {
		fmt.Printf("%T %v ", i, i)
	}
	fmt.Println()
	type Op func(int) int
	ops := [...]Op{func(x int) int { return x + 1 }, func(x int) int { return x * 2 }}
	v := 5
	for _, op := range ops {
		v = op(v)
	}
	fmt.Println(v, len)
}

// Output:
// 0 1 2 4 50 60 1024 1048576 1073741824
// 4 2 1.2676506002282294e+30
// map[{[1 2] x}:2]
// 3 4
// {100}
// 0:97 1:65533 2:233 4:65533 5:65533 
// 3
// false
// 610
// 1 [2 0 0]
// 2 [2 5 0]
// [1 1 2 3 4]
// 2 2
// [[99 -1] [3 -1]] [[1 2] [3 4]]
// [1 2 3 0 10 20]
// 0a 1b 2z 
// (-3+4i) (5+5i) 5
// int8 0 int8 1 int8 2 
// 12 3
