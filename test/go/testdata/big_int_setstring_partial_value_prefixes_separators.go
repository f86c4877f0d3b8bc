package main

import (
	"fmt"
	"math/big"
)

func main() {
	for _, c := range []struct {
		s    string
		base int
	}{{"12z", 10}, {"-12z", 10}, {"abc", 10}, {"", 10}, {"-", 10}, {"0_7", 0}, {"0b1_01", 0}, {"1__2", 0}, {"-1__2", 0}, {"_12", 0}, {"12_", 0}, {"09", 0}, {"0x", 0}, {"0xg", 0}, {"0", 0}, {"-0", 0}, {"0o17", 0}, {"017", 0}, {"0B11", 0}, {"zz", 36}, {"ZZ", 36}, {"Zz", 62}, {"1_000", 10}, {"+7", 0}, {"--7", 10}, {"7 ", 10}, {"0x_1f", 0}, {"0_x1", 0}} {
		z := big.NewInt(99)
		r, ok := z.SetString(c.s, c.base)
		fmt.Printf("%q/%d: %v %v z=%v\n", c.s, c.base, r, ok, z)
	}
	w := big.NewInt(-5)
	_, ok := w.SetString("3__4", 0)
	fmt.Println(w, ok)
	var x big.Int
	fmt.Println(x.UnmarshalText([]byte("12q")), &x)
	fmt.Println(new(big.Int).AndNot(big.NewInt(0b1111), big.NewInt(0b0101)), new(big.Int).AndNot(big.NewInt(-6), big.NewInt(3)))
	defer func() { fmt.Println("recovered:", recover()) }()
	new(big.Int).SetString("1", 63)
}

// Output:
// "12z"/10: <nil> false z=12
// "-12z"/10: <nil> false z=-12
// "abc"/10: <nil> false z=0
// ""/10: <nil> false z=99
// "-"/10: <nil> false z=0
// "0_7"/0: 7 true z=7
// "0b1_01"/0: 5 true z=5
// "1__2"/0: <nil> false z=12
// "-1__2"/0: <nil> false z=12
// "_12"/0: <nil> false z=12
// "12_"/0: <nil> false z=12
// "09"/0: <nil> false z=0
// "0x"/0: <nil> false z=0
// "0xg"/0: <nil> false z=0
// "0"/0: 0 true z=0
// "-0"/0: 0 true z=0
// "0o17"/0: 15 true z=15
// "017"/0: 15 true z=15
// "0B11"/0: 3 true z=3
// "zz"/36: 1295 true z=1295
// "ZZ"/36: 1295 true z=1295
// "Zz"/62: 3817 true z=3817
// "1_000"/10: <nil> false z=1
// "+7"/0: 7 true z=7
// "--7"/10: <nil> false z=0
// "7 "/10: <nil> false z=7
// "0x_1f"/0: 31 true z=31
// "0_x1"/0: <nil> false z=0
// -34 false
// math/big: cannot unmarshal "12q" into a *big.Int 12
// 10 -8
// recovered: invalid number base 63
