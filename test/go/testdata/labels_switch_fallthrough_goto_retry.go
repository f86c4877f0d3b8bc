package main

import "fmt"

func grade(score int) string {
	var out string
	switch {
	case score >= 90:
		out += "A"
		fallthrough
	case score >= 80:
		out += "B"
		fallthrough
	case score >= 70:
		out += "C"
	case score >= 0:
		out += "F"
	default:
		out = "invalid"
	}
	return out
}

func find(grid [][]int, target int) (int, int) {
	r, c := -1, -1
search:
	for i, row := range grid {
		for j, v := range row {
			switch {
			case v < 0:
				continue search
			case v == target:
				r, c = i, j
				break search
			}
		}
	}
	return r, c
}

func retry(attempts int) (n int) {
	i := 0
again:
	i++
	n += i
	if i < attempts {
		goto again
	}
	return
}

func main() {
	for _, s := range []int{95, 85, 75, 10, -1} {
		fmt.Printf("%d:%s ", s, grade(s))
	}
	fmt.Println()
	grid := [][]int{{1, -1, 7}, {4, 7, 2}, {7, 0, 0}}
	fmt.Println(find(grid, 7))
	fmt.Println(find(grid, 9))
	fmt.Println(retry(4))

	count := 0
outer:
	for i := 0; i < 5; i++ {
		switch i % 3 {
		case 0:
			continue
		case 1:
			count += 10
			if i > 3 {
				break outer
			}
		default:
			count++
			break
		}
		count += 100
	}
	fmt.Println(count)

	x := 2
	switch x {
	case 1, 2:
		fmt.Println("one or two")
		if x == 2 {
			break
		}
		fmt.Println("not reached")
	case 3:
		fmt.Println("three")
	}
}

// Output:
// 95:ABC 85:BC 75:C 10:F -1:invalid 
// 1 1
// -1 -1
// 10
// 221
// one or two
