package main

import "fmt"

func classify(n int) string {
	s := ""
	switch {
	case n < 0:
		s += "neg "
		fallthrough
	case n == 0:
		s += "nonpos "
	case n > 100:
		s += "big "
		fallthrough
	default:
		s += "num"
	}
	return s
}

func main() {
	grid := [][]int{{1, 2, 3}, {4, -1, 6}, {7, 8, 9}}
outer:
	for i, row := range grid {
		for j, v := range row {
			if v < 0 {
				fmt.Println("negative at", i, j)
				continue outer
			}
			if v == 8 {
				break outer
			}
			fmt.Print(v, " ")
		}
		fmt.Println("| end row", i)
	}
	fmt.Println()
	for _, n := range []int{-5, 0, 50, 500} {
		fmt.Printf("%d: %s\n", n, classify(n))
	}
	i := 0
loop:
	if i < 3 {
		fmt.Println("goto", i)
		i++
		goto loop
	}
	ch := make(chan int, 1)
sel:
	for {
		select {
		case v := <-ch:
			fmt.Println("got", v)
			break sel
		default:
			fmt.Println("nothing ready")
			ch <- 42
		}
	}
	switch x := 2; x {
	case 1, 2:
		fmt.Println("one or two")
		if x == 2 {
			break
		}
		fmt.Println("unreached")
	case 3:
	}
	var count int
lbl:
	for k := range 10 {
		switch {
		case k%2 == 0:
			continue lbl
		case k > 6:
			break lbl
		}
		count += k
	}
	fmt.Println("count", count)
}

// Output:
// 1 2 3 | end row 0
// 4 negative at 1 1
// 7 
// -5: neg nonpos 
// 0: nonpos 
// 50: num
// 500: big num
// goto 0
// goto 1
// goto 2
// nothing ready
// got 42
// one or two
// count 9
