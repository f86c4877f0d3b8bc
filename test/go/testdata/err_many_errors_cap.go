package main

func main() {
	a1 := 1
	a2 := 2
	a3 := 3
	a4 := 4
	a5 := 5
	a6 := 6
	a7 := 7
	a8 := 8
	a9 := 9
	a10 := 10
	a11 := 11
	a12 := 12
}

// Error:
// # command-line-arguments
// ./err_many_errors_cap.go:4:2: declared and not used: a1
// ./err_many_errors_cap.go:5:2: declared and not used: a2
// ./err_many_errors_cap.go:6:2: declared and not used: a3
// ./err_many_errors_cap.go:7:2: declared and not used: a4
// ./err_many_errors_cap.go:8:2: declared and not used: a5
// ./err_many_errors_cap.go:9:2: declared and not used: a6
// ./err_many_errors_cap.go:10:2: declared and not used: a7
// ./err_many_errors_cap.go:11:2: declared and not used: a8
// ./err_many_errors_cap.go:12:2: declared and not used: a9
// ./err_many_errors_cap.go:13:2: declared and not used: a10
// ./err_many_errors_cap.go:13:2: too many errors
