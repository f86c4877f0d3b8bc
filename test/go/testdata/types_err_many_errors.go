package main

func main() {
	a := 1
	b := 2
	c := 3
	d := 4
	e := 5
	f := 6
	g := 7
	h := 8
	i := 9
	j := 10
	k := 11
}

// Error:
// # command-line-arguments
// ./types_err_many_errors.go:4:2: declared and not used: a
// ./types_err_many_errors.go:5:2: declared and not used: b
// ./types_err_many_errors.go:6:2: declared and not used: c
// ./types_err_many_errors.go:7:2: declared and not used: d
// ./types_err_many_errors.go:8:2: declared and not used: e
// ./types_err_many_errors.go:9:2: declared and not used: f
// ./types_err_many_errors.go:10:2: declared and not used: g
// ./types_err_many_errors.go:11:2: declared and not used: h
// ./types_err_many_errors.go:12:2: declared and not used: i
// ./types_err_many_errors.go:13:2: declared and not used: j
// ./types_err_many_errors.go:13:2: too many errors
