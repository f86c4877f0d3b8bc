package main

import (
	"fmt"
	"regexp"
)

func main() {
	re := regexp.MustCompile("a+")
	fmt.Println(re.FindString([]byte("aaa")))
}

// Error:
// # command-line-arguments
// ./types_err_regexp_wrong_use.go:10:28: cannot use []byte("aaa") (value of type []byte) as string value in argument to re.FindString
