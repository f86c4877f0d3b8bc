// Int op-assignments (*=, /=, %=) on locals, right shifts by constants of negative and wide ints,
// and append of two and three values: in place while they fit (the backing array shared with an
// earlier slice), through growslice past the capacity, and an argument that reads the element
// append is about to write.
package main

import "fmt"

func main() {
	n, m, r := -7, 9007199254740991, 1
	n /= 2
	m *= 3
	r %= 1
	x := -17
	x %= 5
	big := 1 << 62
	big /= -3
	w := 3037000499
	w *= w
	fmt.Println(n, m, r, x, big, w)

	for _, v := range []int{-1, -2, -255, -256, -257, 1 << 31, -(1 << 31), -(1 << 31) - 1, 1<<53 + 3, -(1 << 62)} {
		fmt.Println(v>>1, v>>8, v>>31, v>>40, v>>63)
	}

	base := make([]byte, 2, 5)
	a := append(base, 'a', 'b')
	b := append(base, 'x', 'y', 'z')
	fmt.Println(a, b, len(b), cap(b))
	c := append(b, 1, 2)
	fmt.Println(len(c), cap(c), c[len(c)-2:], len(b), cap(b))
	d := append(c[:0], c[:cap(c)][1], c[:cap(c)][0], 7)
	fmt.Println(d, c[:4])
	s := make([]int, 1, 3)
	s = append(s, 5, s[:3][1])
	fmt.Println(s, cap(s))
	var z []string
	z = append(z, "p", "q")
	z = append(z, "r", "s", "t")
	fmt.Println(z, len(z), cap(z))

	defer func() { fmt.Println("recovered:", recover()) }()
	zero := 0
	q := 10
	q /= zero
	fmt.Println(q)
}

// Output:
// -3 27021597764222973 0 -2 -1537228672809129301 9223372030926249001
// -1 -1 -1 -1 -1
// -1 -1 -1 -1 -1
// -128 -1 -1 -1 -1
// -128 -1 -1 -1 -1
// -129 -2 -1 -1 -1
// 1073741824 8388608 1 0 0
// -1073741824 -8388608 -1 -1 -1
// -1073741825 -8388609 -2 -1 -1
// 4503599627370497 35184372088832 4194304 8192 0
// -2305843009213693952 -18014398509481984 -2147483648 -4194304 -1
// [0 0 120 121] [0 0 120 121 122] 5 5
// 7 16 [1 2] 5 5
// [0 0 7] [0 0 7 121]
// [0 5 0] 3
// [p q r s t] 5 5
// recovered: runtime error: integer divide by zero
