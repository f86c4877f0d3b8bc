package main

import (
	"errors"
	"fmt"
)

var ErrInvalid = errors.New("invalid input")

func parse(s string) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("parse %q: %v: %w", s, r, ErrInvalid)
			n = -1
		}
	}()
	for _, c := range s {
		if c < '0' || c > '9' {
			panic(fmt.Sprintf("bad rune %q", c))
		}
		n = n*10 + int(c-'0')
	}
	return n, nil
}

func sum(inputs ...string) (total int, errs []error) {
	for _, in := range inputs {
		n, err := parse(in)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		total += n
	}
	return
}

func main() {
	total, errs := sum("12", "x7", "30", "")
	fmt.Println(total, len(errs))
	for _, e := range errs {
		fmt.Println(e, errors.Is(e, ErrInvalid))
	}
}

// Output:
// 42 1
// parse "x7": bad rune 'x': invalid input true
