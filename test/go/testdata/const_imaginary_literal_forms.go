package main

import "fmt"

func main() {
	// Hex digits may be e/E; only a p exponent makes a hex literal a float.
	fmt.Println(0xEi, 0x1p-2i, 0x_1.8p1i, 0b101i, 0o17i, 017i, 1e2i, 1.5i, .5i)
	var c complex64 = 0x1p4i + 2
	fmt.Println(c, real(c), imag(c))
	fmt.Printf("%T %v\n", 3i*3i, 3i*3i)
}

// Output:
// (0+14i) (0+0.25i) (0+3i) (0+5i) (0+15i) (0+17i) (0+100i) (0+1.5i) (0+0.5i)
// (2+16i) 2 16
// complex128 (-9+0i)
