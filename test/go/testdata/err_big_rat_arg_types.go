package main

import (
	"fmt"
	"math/big"
)

func main() {
	r := big.NewRat(1.5, 2)
	var s string = r.FloatString(2.5)
	x, ok := new(big.Rat).SetString("1/3", 10)
	fmt.Println(r, s, x, ok, r.Denom().Int64() + r)
}

// Error:
// # command-line-arguments
// ./err_big_rat_arg_types.go:9:18: cannot use 1.5 (untyped float constant) as int64 value in argument to big.NewRat (truncated)
// ./err_big_rat_arg_types.go:10:31: cannot use 2.5 (untyped float constant) as int value in argument to r.FloatString (truncated)
// ./err_big_rat_arg_types.go:11:41: too many arguments in call to new(big.Rat).SetString
// 	have (string, number)
// 	want (string)
// ./err_big_rat_arg_types.go:12:27: invalid operation: r.Denom().Int64() + r (mismatched types int64 and *big.Rat)
