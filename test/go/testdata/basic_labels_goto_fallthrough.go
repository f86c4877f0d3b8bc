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

func main() {
	grid := [][]int{{1, 2, -1, 9}, {3, 9, 4}, {200, 5}, {5}}
	fmt.Println(findPair(grid, 9))
	fmt.Println(findPair(grid, 4))
	fmt.Println(findPair(grid, 5))
	i := 0
loop:
	if i < 5 {
		fmt.Print(i)
		i++
		goto loop
	}
	fmt.Println()
	n := 0
sw:
	switch {
	case n < 3:
		for {
			n++
			if n == 2 {
				break sw
			}
		}
	}
	fmt.Println("n =", n)
	ch := make(chan int, 5)
	for k := range 5 {
		ch <- k
	}
	close(ch)
recv:
	for {
		select {
		case v, ok := <-ch:
			if !ok {
				break recv
			}
			if v == 1 {
				continue recv
			}
			fmt.Print(v, " ")
		}
	}
	fmt.Println()
	switch x := 2; x {
	case 1:
		fmt.Println("one")
	case 2:
		fmt.Println("two")
		fallthrough
	case 3:
		fmt.Println("three (fallthrough)")
	case 4:
		fmt.Println("four")
	default:
		fmt.Println("default")
	}
}

// Output:
// 1 1 true
// 1 2 true
// -1 -1 false
// 01234
// n = 2
// 0 2 3 4 
// two
// three (fallthrough)
