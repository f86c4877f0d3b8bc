package main

import "fmt"

type Length interface {
	~float64
	fmt.Stringer
}

type Only interface{ ~float64 }

type Seq interface{ ~[]int }

type M float64

func (m M) String() string { return fmt.Sprintf("%.1fm", float64(m)) }

type Ints []int

func A[L Length](x L) L { return x + x }
func B[L Length](x L) L { return A(x) }
func C[L Only](x L) L   { return x * 3 }
func D[L Length](x L) L { return C(x) }

type S interface{ fmt.Stringer }

func E[L S](x L) string { return "<" + x.String() + ">" }
func F[L Length](x L) string {
	return E(x)
}

func First[S ~[]E, E any](s S) E { return s[0] }
func Head[P Seq](p P) int        { return First(p) }

func main() {
	fmt.Println(B(M(1.5)), D(M(2)), F(M(4)), Head(Ints{7, 8}))
}

// Output:
// 3.0m 6.0m <4.0m> 7
