package main

import (
	"errors"
	"fmt"
)

func split(sum int) (x, y int) {
	x = sum * 4 / 9
	y = sum - x
	return
}

func parse(s string) (n int, err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("parse %q: %w", s, err)
		}
	}()
	if s == "" {
		err = errors.New("empty")
		return
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, errors.New("not a digit")
		}
		n = n*10 + int(c-'0')
	}
	return n, nil
}

func main() {
	fmt.Println(split(17))
	fmt.Println(parse("123"))
	fmt.Println(parse(""))
	fmt.Println(parse("12x"))
}

// Output:
// 7 10
// 123 <nil>
// 0 parse "": empty
// 0 parse "12x": not a digit
