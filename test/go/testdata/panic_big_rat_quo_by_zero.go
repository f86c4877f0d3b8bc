package main

import (
	"fmt"
	"math/big"
)

type money struct{ amount *big.Rat }

func split(total *big.Rat, ways int64) *big.Rat {
	return new(big.Rat).Quo(total, big.NewRat(ways, 1))
}

func main() {
	m := money{amount: big.NewRat(100, 1)}
	fmt.Println(split(m.amount, 3).FloatString(2))
	fmt.Println(split(m.amount, 0))
}

// Output:
// 33.33
// Stderr:
// panic: division by zero
//
// goroutine 1 [running]:
// Exit: 2
