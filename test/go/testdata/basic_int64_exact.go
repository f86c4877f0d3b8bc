package main

import "fmt"

func factorial(n int64) int64 {
	if n <= 1 {
		return 1
	}
	return n * factorial(n-1)
}

func fnv(s string) uint64 {
	var h uint64 = 14695981039346656037
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

func main() {
	for _, n := range []int64{10, 20, 21, 25} {
		fmt.Println(n, factorial(n))
	}
	fmt.Println(fnv("hello"), fnv("operator"))
	fmt.Printf("%x\n", fnv("k8s"))
	var m int64 = 1<<63 - 1
	fmt.Println(m, m+1)
}

// Output:
// 10 3628800
// 20 2432902008176640000
// 21 -4249290049419214848
// 25 7034535277573963776
// 11831194018420276491 6144713031048752221
// 3cf9441935a9b77f
// 9223372036854775807 -9223372036854775808
