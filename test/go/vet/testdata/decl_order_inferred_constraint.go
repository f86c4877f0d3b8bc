package main

type Num interface{ ~int | ~float64 }

func Sum[T Num](xs []T) T { var s T; for _, x := range xs { s += x }; return s }

func main() {
	var q int = "a"
	_ = q
}

var total = Sum([]string{"a"})
