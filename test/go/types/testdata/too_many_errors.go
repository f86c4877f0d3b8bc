package main

func main() {
	var a int = "1"
	var b int = "2"
	var c int = "3"
	var d int = "4"
	var e int = "5"
	var f int = "6"
	var g int = "7"
	var h int = "8"
	var i int = "9"
	var j int = "10"
	var k int = "11"
	_, _, _, _, _, _, _, _, _, _, _ = a, b, c, d, e, f, g, h, i, j, k
}

// Error:
// ./too_many_errors.go:4:14: cannot use "1" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:5:14: cannot use "2" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:6:14: cannot use "3" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:7:14: cannot use "4" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:8:14: cannot use "5" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:9:14: cannot use "6" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:10:14: cannot use "7" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:11:14: cannot use "8" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:12:14: cannot use "9" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:13:14: cannot use "10" (untyped string constant) as int value in variable declaration
// ./too_many_errors.go:13:14: too many errors
