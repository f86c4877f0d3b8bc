package main

func Max[T int | float64](a, b T) T {
	if a == b {
		return a
	}
	return b
}

type Number interface {
	~int | ~int64
	String() string
}

type Small interface {
	int8
}

type Named int

func (Named) String() string { return "" }

func Sum[T Number](xs []T) (s T) {
	for _, x := range xs {
		s += x
	}
	return s
}

func main() { _ = Max(1, 2) }

// Error:
// # example.com/m
// ./main.go:3:10: type parameter requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:3:12: embedding interface element int | float64 requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:4:5: invalid operation: a == b (incomparable types in type set)
// ./main.go:11:2: embedding interface element ~int | ~int64 requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:16:2: embedding non-interface type int8 requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:23:10: type parameter requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:25:3: invalid operation: operator + not defined on s (variable of type T constrained by Number)
// ./main.go:30:19: implicit function instantiation requires go1.18 or later (-lang was set to go1.16; check go.mod)
