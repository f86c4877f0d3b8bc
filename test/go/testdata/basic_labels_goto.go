package main

import "fmt"

func main() {
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			fmt.Println(i, j)
		}
	}
	i := 0
loop:
	if i < 3 {
		fmt.Println("goto", i)
		i++
		goto loop
	}
	grid := [][]int{{1, 2}, {3, 4}, {5, 6}}
search:
	for r, row := range grid {
		for c, v := range row {
			if v == 4 {
				fmt.Println("found at", r, c)
				break search
			}
		}
	}
	sw := 2
sel:
	switch sw {
	case 2:
		for k := 0; k < 10; k++ {
			if k == 1 {
				break sel
			}
			fmt.Println("k", k)
		}
	}
}

// Output:
// 0 0
// 0 1
// 1 0
// 1 1
// goto 0
// goto 1
// goto 2
// found at 1 1
// k 0
