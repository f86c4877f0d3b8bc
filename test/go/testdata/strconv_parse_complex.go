package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, s := range []string{"1+2i", "(3-4i)", "5", "2i", "-i", "+i", "1e3+1e-2i", "NaN+Infi", "inf", "(1+2i", "abc", "1+2j", "0x10+0x1p3i", "1_000+2i"} {
		c, err := strconv.ParseComplex(s, 128)
		fmt.Println(c, err)
	}
	c64, err := strconv.ParseComplex("1e40+1i", 64)
	fmt.Println(c64, err)
	fmt.Println(strconv.FormatComplex(complex(1.5, -2), 'f', 2, 128))
	fmt.Println(strconv.FormatComplex(complex(1, 2), 'g', -1, 64))
	fmt.Println(strconv.FormatComplex(complex(0, 0), 'e', 3, 128))
}

// Output:
// (1+2i) <nil>
// (3-4i) <nil>
// (5+0i) <nil>
// (0+2i) <nil>
// (0+0i) strconv.ParseComplex: parsing "-i": invalid syntax
// (0+0i) strconv.ParseComplex: parsing "+i": invalid syntax
// (1000+0.01i) <nil>
// (NaN+Infi) <nil>
// (+Inf+0i) <nil>
// (0+0i) strconv.ParseComplex: parsing "(1+2i": invalid syntax
// (0+0i) strconv.ParseComplex: parsing "abc": invalid syntax
// (0+0i) strconv.ParseComplex: parsing "1+2j": invalid syntax
// (0+0i) strconv.ParseComplex: parsing "0x10+0x1p3i": invalid syntax
// (1000+2i) <nil>
// (+Inf+1i) strconv.ParseComplex: parsing "1e40+1i": value out of range
// (1.50-2.00i)
// (1+2i)
// (0.000e+00+0.000e+00i)
