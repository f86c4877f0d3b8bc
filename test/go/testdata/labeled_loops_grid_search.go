package main

import "fmt"

func main() {
	grid := [][]rune{
		[]rune("#..#."),
		[]rune(".#..."),
		[]rune("..@.#"),
		[]rune("....."),
	}
	var found [2]int
search:
	for y, row := range grid {
		for x, c := range row {
			if c == '@' {
				found = [2]int{x, y}
				break search
			}
		}
	}
	fmt.Println("found at", found)
	walls := 0
rows:
	for _, row := range grid {
		for _, c := range row {
			switch c {
			case '@':
				continue rows
			case '#':
				walls++
			}
		}
	}
	fmt.Println("walls before @ rows:", walls)
	i := 0
loop:
	for {
		switch {
		case i > 5:
			break loop
		case i%2 == 0:
			i += 3
			continue loop
		}
		i++
	}
	fmt.Println("i =", i)
	dirs := [...][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	x, y := found[0], found[1]
	for step, d := range dirs {
		nx, ny := x+d[0], y+d[1]
		if ny < 0 || ny >= len(grid) || nx < 0 || nx >= len(grid[ny]) {
			continue
		}
		fmt.Printf("step %d -> (%d,%d) %c\n", step, nx, ny, grid[ny][nx])
	}
	goto end
end:
	fmt.Println("len", len(dirs), cap(dirs[1:]))
}

// Output:
// found at [2 2]
// walls before @ rows: 3
// i = 7
// step 0 -> (2,3) .
// step 1 -> (3,2) .
// step 2 -> (2,1) .
// step 3 -> (1,2) .
// len 4 3
