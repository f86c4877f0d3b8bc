package main

import "fmt"

func divmod(a, b int) (int, int) {
	return a / b, a % b
}

func main() {
	a, b := 1, 2
	a, b = b, a
	fmt.Println(a, b)
	q, r := divmod(17, 5)
	fmt.Println(q, r)
	xs := []int{1, 2, 3}
	i := 0
	i, xs[i] = 1, 9
	fmt.Println(i, xs)
	var (
		name  = "web"
		count int
	)
	count += 3
	count *= 2
	count -= 1
	count /= 2
	count %= 2
	count <<= 3
	fmt.Println(name, count)
	_, r2 := divmod(9, 4)
	fmt.Println(r2)
}

// Output:
// 2 1
// 3 2
// 1 [9 2 3]
// web 0
// 1
