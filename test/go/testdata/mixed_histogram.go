package main

import (
	"fmt"
	"strings"
)

func main() {
	latencies := []int{12, 45, 7, 88, 23, 51, 9, 33, 70, 15, 41, 66, 3, 95}
	buckets := make([]int, 5)
	for _, l := range latencies {
		b := l / 20
		if b >= len(buckets) {
			b = len(buckets) - 1
		}
		buckets[b]++
	}
	for i, n := range buckets {
		lo := i * 20
		fmt.Printf("%3d-%-3d | %s %d\n", lo, lo+19, strings.Repeat("#", n), n)
	}
	sum := 0
	for _, l := range latencies {
		sum += l
	}
	fmt.Printf("avg %.2f\n", float64(sum)/float64(len(latencies)))
}

// Output:
//   0-19  | ##### 5
//  20-39  | ## 2
//  40-59  | ### 3
//  60-79  | ## 2
//  80-99  | ## 2
// avg 39.86
