package main

import "fmt"

func findPair(grid [][]int, target int) (int, int, bool) {
outer:
	for i, row := range grid {
		for j, v := range row {
			if v < 0 {
				continue outer
			}
			if v == target {
				return i, j, true
			}
			if v > 100 {
				break outer
			}
		}
	}
	return -1, -1, false
}

func retry() int {
	attempts := 0
again:
	attempts++
	if attempts < 3 {
		fmt.Println("attempt", attempts, "failed")
		goto again
	}
	return attempts
}

func main() {
	grid := [][]int{{1, -1, 7}, {2, 3, 7}, {200, 7}}
	fmt.Println(findPair(grid, 7))
	fmt.Println(findPair(grid, 99))
	fmt.Println(retry())

	ch := make(chan int, 5)
	for i := range 5 {
		ch <- i
	}
	close(ch)
loop:
	for {
		select {
		case v, ok := <-ch:
			if !ok {
				break loop
			}
			switch {
			case v%2 == 0:
				fmt.Println("even", v)
				continue loop
			case v == 3:
				break loop
			}
			fmt.Println("odd", v)
		}
	}
	fmt.Println("after loop")

	i := 0
L:
	switch {
	case i < 3:
		i++
		if i == 2 {
			break L
		}
		fmt.Println("switch i", i)
	}
	count := 0
Next:
	for n := 2; n < 30; n++ {
		for d := 2; d*d <= n; d++ {
			if n%d == 0 {
				continue Next
			}
		}
		count++
		fmt.Print(n, " ")
	}
	fmt.Println("primes:", count)
	n := 0
loop2:
	if n < 4 {
		fmt.Print("n=", n, " ")
		n++
		goto loop2
	}
	fmt.Println()
}

// Output:
// 1 2 true
// -1 -1 false
// attempt 1 failed
// attempt 2 failed
// 3
// even 0
// odd 1
// even 2
// after loop
// switch i 1
// 2 3 5 7 11 13 17 19 23 29 primes: 10
// n=0 n=1 n=2 n=3 
