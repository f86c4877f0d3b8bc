package main

import (
	"fmt"
	"strconv"
	"strings"
)

func fizz(n int) string {
	switch {
	case n%15 == 0:
		return "FizzBuzz"
	case n%3 == 0:
		return "Fizz"
	case n%5 == 0:
		return "Buzz"
	}
	return strconv.Itoa(n)
}

func main() {
	var out []string
	for i := 1; i <= 20; i++ {
		out = append(out, fizz(i))
	}
	fmt.Println(strings.Join(out, " "))
}

// Output:
// 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz 16 17 Fizz 19 Buzz
