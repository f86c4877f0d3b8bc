package main

import "fmt"

func classify(n int) string {
	switch {
	case n < 0:
		return "neg"
	case n == 0:
		return "zero"
	case n%2 == 0:
		return "even"
	default:
		return "odd"
	}
}

func grade(score int) string {
	switch score / 10 {
	case 10, 9:
		return "A"
	case 8:
		return "B"
	case 7:
		fallthrough
	case 6:
		return "C/D"
	}
	return "F"
}

func main() {
	for _, n := range []int{-1, 0, 4, 7} {
		fmt.Print(classify(n), " ")
	}
	fmt.Println()
	for _, s := range []int{100, 85, 72, 61, 30} {
		fmt.Print(grade(s), " ")
	}
	fmt.Println()
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			fmt.Print(i, j, ";")
		}
	}
	fmt.Println()
	i := 0
loop:
	if i < 3 {
		fmt.Print("goto", i, " ")
		i++
		goto loop
	}
	fmt.Println()
	n := 27
	steps := 0
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	fmt.Println("collatz steps:", steps)
	switch x := 5; {
	case x > 3:
		fmt.Println("big")
		fallthrough
	case x > 10:
		fmt.Println("fell through")
	default:
		fmt.Println("default")
	}
	var k int
	for {
		k++
		if k > 4 {
			break
		}
	}
	fmt.Println(k)
	for range 2 {
		fmt.Print("x")
	}
	fmt.Println()
	sum := 0
	for i := range 101 {
		sum += i
	}
	fmt.Println(sum)
}

// Output:
// neg zero even odd 
// A B C/D C/D F 
// 0 0;0 1;1 0;1 1;
// goto0 goto1 goto2 
// collatz steps: 111
// big
// fell through
// 5
// xx
// 5050
