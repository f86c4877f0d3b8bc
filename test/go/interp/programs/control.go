package main

import "fmt"

const (
	A = iota * 10
	B
	C
	_
	E
)

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

func main() {
	for i := -1; i < 4; i++ {
		fmt.Print(classify(i), " ")
	}
	fmt.Println()
	switch x := 3; x {
	case 1, 2:
		fmt.Println("small")
	case 3:
		fmt.Println("three")
		fallthrough
	case 4:
		fmt.Println("four-ish")
	case 5:
		fmt.Println("five")
	}
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
		fmt.Print("g", i)
		i++
		goto loop
	}
	fmt.Println()
	n := 0
	for n < 5 {
		n += 2
	}
	fmt.Println(n)
	for {
		n--
		if n < 0 {
			break
		}
	}
	fmt.Println(n)
	for i, c := range "héllo" {
		fmt.Print(i, ":", string(c), " ")
	}
	fmt.Println()
	s := "a\xffb"
	for _, r := range s {
		fmt.Printf("%U ", r)
	}
	fmt.Println()
	var x interface{} = 3.5
	switch v := x.(type) {
	case int, int64:
		fmt.Println("int", v)
	case float64:
		fmt.Println("float", v*2)
	case nil:
		fmt.Println("nil")
	}
	switch x.(type) {
	case string:
	default:
		fmt.Println("not string")
	}
	fmt.Println(A, B, C, E)
	type Weekday int
	const (
		Sunday Weekday = iota
		Monday
	)
	fmt.Println(Sunday, Monday)
	for i := range 3 {
		defer fmt.Print(i)
	}
	func() {
		for {
			switch {
			case true:
				break
			}
			break
		}
	}()
	fmt.Println("end")
}
