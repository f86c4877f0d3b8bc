package main

import (
	"fmt"
	"strconv"
)

type Reader interface {
	Read(p []byte) (int, error)
}

type File struct{ name string }

func (f *File) Read(p []byte) (int, error) { return 0, nil }

func use(r Reader) {}

func main() {
	f := File{"a"}
	use(f)
	var total int
	total = strconv.Atoi("3")
	fmt.Println(totl)
	fmt.Println(strings.ToUpper("x"))
	var s []string = []int{1}
	fmt.Printf("%d\n", f.Name)
	f.Close()
}

// Error:
// # command-line-arguments
// ./err_learner_undefined_and_cannot_use.go:20:6: cannot use f (variable of struct type File) as Reader value in argument to use: File does not implement Reader (method Read has pointer receiver)
// ./err_learner_undefined_and_cannot_use.go:21:6: declared and not used: total
// ./err_learner_undefined_and_cannot_use.go:22:10: assignment mismatch: 1 variable but strconv.Atoi returns 2 values
// ./err_learner_undefined_and_cannot_use.go:23:14: undefined: totl
// ./err_learner_undefined_and_cannot_use.go:24:14: undefined: strings
// ./err_learner_undefined_and_cannot_use.go:25:6: declared and not used: s
// ./err_learner_undefined_and_cannot_use.go:25:19: cannot use []int{…} (value of type []int) as []string value in variable declaration
// ./err_learner_undefined_and_cannot_use.go:26:23: f.Name undefined (type File has no field or method Name, but does have field name)
// ./err_learner_undefined_and_cannot_use.go:27:4: f.Close undefined (type File has no field or method Close)
