package main

import (
	"fmt"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(42))
	for i := 0; i < 5; i++ {
		fmt.Print(r.Intn(100), " ")
	}
	fmt.Println()
	r2 := rand.New(rand.NewSource(7))
	fmt.Println(r2.Int63(), r2.Int31n(1000), r2.Float64() < 1)
	perm := rand.New(rand.NewSource(1)).Perm(6)
	fmt.Println(perm, len(perm))
}

// Output:
// 5 87 68 50 23 
// 8475284246537043955 870 true
// [5 4 2 3 1 0] 6
