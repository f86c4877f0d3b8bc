package main

import (
	"fmt"
	"strconv"
	"strings"
)

type Matrix [][]float64

func (m Matrix) String() string {
	var sb strings.Builder
	for _, row := range m {
		for j, v := range row {
			if j > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(strconv.FormatFloat(v, 'f', 2, 64))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

type Celsius float64
type Temp interface{ ~float64 }

func Avg[T Temp](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s / T(len(xs))
}

func main() {
	m := Matrix{{1, 2}, {3.14159, -0.005}}
	fmt.Print(m)
	fmt.Printf("%v|%s|%d\n", m, m, m)
	fmt.Println(Avg([]Celsius{20.5, 21, 19.25}))
	fmt.Printf("%.1f %v %T\n", Avg([]Celsius{1, 2}), Celsius(1)/3, Avg[Celsius])
	var x uint8 = 250
	for i := 0; i < 10; i++ {
		x += 3
	}
	fmt.Println(x, int8(x), ^0, -(-128))
	s := make([]int, 0, 2)
	a := append(s, 1)
	b := append(s, 2)
	fmt.Println(a, b, len(s), cap(s))
	c := append(a, 3, 4)
	c[0] = 99
	fmt.Println(a, c, cap(c) >= 4)
	arr := [...]string{2: "c", 0: "a"}
	fmt.Printf("%q %d\n", arr, len(arr))
	sl := arr[1:2]
	sl = append(sl, "x")
	fmt.Printf("%q %q\n", arr, sl)
	fmt.Println(strings.Compare("a", "B"), "Z" < "a", "é" > "z", len("é"), []byte("é"))
	r := []rune("héllo")
	r[1] = 'e'
	fmt.Println(string(r), string(r[4]), strconv.QuoteRune(r[0]))
	var iface any = m
	if st, ok := iface.(fmt.Stringer); ok {
		fmt.Printf("%q\n", st.String())
	}
	switch v := iface.(type) {
	case [][]float64:
		fmt.Println("raw", v)
	case Matrix:
		fmt.Println("matrix", len(v))
	}
}

// Output:
// 1.00 2.00
// 3.14 -0.01
// 1.00 2.00
// 3.14 -0.01
// |1.00 2.00
// 3.14 -0.01
// |[[%!d(float64=1) %!d(float64=2)] [%!d(float64=3.14159) %!d(float64=-0.005)]]
// 20.25
// 1.5 0.3333333333333333 func([]main.Celsius) main.Celsius
// 24 24 -1 128
// [2] [2] 0 2
// [2] [99 3 4] true
// ["a" "" "c"] 3
// ["a" "" "x"] ["" "x"]
// 1 true true 2 [195 169]
// hello o 'h'
// "1.00 2.00\n3.14 -0.01\n"
// matrix 2
