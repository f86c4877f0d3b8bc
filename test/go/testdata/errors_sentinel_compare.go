package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
)

func read(n int) error {
	if n == 0 {
		return io.EOF
	}
	return nil
}

func main() {
	fmt.Println(read(0) == io.EOF, read(1) == nil)
	_, err := strconv.Atoi("12a")
	fmt.Println(err)
	var numErr *strconv.NumError
	if errors.As(err, &numErr) {
		fmt.Println(numErr.Func, numErr.Num, numErr.Err == strconv.ErrSyntax)
	}
	_, err = strconv.ParseInt("99999999999999999999", 10, 64)
	fmt.Println(err, errors.Is(err, strconv.ErrRange))
	e1 := errors.New("same")
	e2 := errors.New("same")
	fmt.Println(e1 == e2, errors.Is(e1, e2))
}

// Output:
// true true
// strconv.Atoi: parsing "12a": invalid syntax
// Atoi 12a true
// strconv.ParseInt: parsing "99999999999999999999": value out of range true
// false false
