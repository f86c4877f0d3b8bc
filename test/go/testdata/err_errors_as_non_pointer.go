package main

import (
	"errors"
	"fmt"
	"os"
)

type MyErr struct{ Code int }

func (e MyErr) Error() string { return fmt.Sprint(e.Code) }

func main() {
	_, err := os.Open("x")
	var pe os.PathError
	if errors.As(err, pe) {
		fmt.Println(pe.Path)
	}
	if err == MyErr {
		fmt.Println("never")
	}
	var e error = &MyErr{1}
	switch e.(type) {
	case MyErr, *MyErr:
		fmt.Println(e.Code)
	}
}

// Error:
// # command-line-arguments
// ./err_errors_as_non_pointer.go:19:12: MyErr (type) is not an expression
// ./err_errors_as_non_pointer.go:25:17: e.Code undefined (type error has no field or method Code)
