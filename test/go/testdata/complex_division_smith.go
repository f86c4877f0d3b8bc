package main

// Complex division as gc's runtime does it (runtime/complex.go complex128div): Smith's algorithm,
// whose rounding differs from the textbook formula in the last bits, which does not overflow for
// large divisors, and C99's corrections for zero and infinite operands.

import (
	"fmt"
	"math"
)

func main() {
	inf := math.Inf(1)
	x := complex(0.1, 0.2)
	y := complex(0.3, 0.7)
	fmt.Println(x/y, 1/x)

	z := 10 + 10i
	z /= 3 - 1i
	fmt.Println(z)

	big := complex(1e200, 1e200)
	fmt.Println((1e300+1e300i)/big, (1+2i)/(1e-300+1e300i))

	var zero complex128
	fmt.Println(1/zero, (1+2i)/zero, complex(-1, 0)/zero)
	fmt.Println(complex(inf, 0)/(3+4i), (1+2i)/complex(inf, 1), complex(0, -inf)/7)

	var a complex64 = 1 + 2i
	var b complex64 = 3 + 7i
	fmt.Println(a/b, a/complex64(complex(float32(1e-30), 0)))
}

// Output:
// (0.2931034482758621-0.017241379310344817i) (2-4i)
// (2+3.9999999999999996i)
// (1e+100+0i) (2e-300-1e-300i)
// (+Inf+NaNi) (+Inf+Infi) (-Inf+NaNi)
// (+Inf-Infi) (0+0i) (NaN-Infi)
// (0.29310346-0.01724138i) (1e+30+2e+30i)
