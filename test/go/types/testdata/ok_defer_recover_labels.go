package main

import "fmt"

func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	q = a / b
	return
}

func find(grid [][]int, target int) (int, int) {
outer:
	for i, row := range grid {
		for j, v := range row {
			if v == target {
				return i, j
			}
			if v > target {
				continue outer
			}
			if v < 0 {
				break outer
			}
		}
	}
	return -1, -1
}

func loop() int {
	i := 0
again:
	i++
	if i < 3 {
		goto again
	}
	for {
		if i > 10 {
			return i
		}
		i++
	}
}

func sw(x int) string {
	switch {
	case x < 0:
		return "neg"
	case x == 0:
		fallthrough
	case x == 1:
		return "small"
	}
	switch x {
	case 2, 3:
		return "two-three"
	}
	return "big"
}

func main() {
	fmt.Println(safeDiv(1, 0))
	fmt.Println(find([][]int{{1, 2}, {3}}, 3))
	fmt.Println(loop(), sw(0))
	for i := 0; i < 3; i++ {
		defer fmt.Println(i)
	}
}
