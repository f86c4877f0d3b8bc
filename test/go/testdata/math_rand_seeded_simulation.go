package main

import (
	"fmt"
	"math/rand"
	"strings"
)

const letters = "abcdefghijklmnopqrstuvwxyz0123456789"

func randomName(r *rand.Rand, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(letters[r.Intn(len(letters))])
	}
	return b.String()
}

func main() {
	r := rand.New(rand.NewSource(2024))
	fmt.Println(randomName(r, 8), randomName(r, 5))
	deck := []string{"A", "K", "Q", "J", "10", "9"}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	fmt.Println(deck, r.Perm(5))
	hist := make([]int, 4)
	for i := 0; i < 1000; i++ {
		hist[r.Intn(4)]++
	}
	fmt.Println(hist)
	fmt.Printf("%.4f %.4f %d %d\n", r.Float64(), r.NormFloat64(), r.Int63n(1000), r.Int31n(10))
	token := make([]byte, 6)
	r.Read(token)
	fmt.Printf("%x %d\n", token, r.Uint32())
	r2 := rand.New(rand.NewSource(2024))
	fmt.Println(randomName(r2, 8))
	defer func() { fmt.Println("recovered:", recover()) }()
	r.Intn(0)
}

// Output:
// f60k073a eum8k
// [Q 10 J 9 A K] [2 3 1 4 0]
// [269 228 252 251]
// 0.7733 0.4111 201 4
// ad761f654939 1509699903
// f60k073a
// recovered: invalid argument to Intn
