package main

import "fmt"

func find(grid [][]int, target int) (int, int, bool) {
	for r := range grid {
		for c := range grid[r] {
			if grid[r][c] == target {
				return r, c, true
			}
		}
	}
	return 0, 0, false
}

func main() {
	i := 0
retry:
	i++
	if i < 3 {
		fmt.Println("attempt", i)
		goto retry
	}
	fmt.Println(find([][]int{{1, 2}, {3, 4}}, 4))
	ch := make(chan int, 5)
	for n := 0; n < 5; n++ {
		ch <- n
	}
	close(ch)
loop:
	for {
		select {
		case v, ok := <-ch:
			if !ok {
				break loop
			}
			if v%2 == 0 {
				continue loop
			}
			fmt.Println("odd", v)
		}
	}
	fmt.Println("done")
}

// Output:
// attempt 1
// attempt 2
// 1 1 true
// odd 1
// odd 3
// done
