package main

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
	"time"
)

func main() {
	t := time.NewTimer(50 * time.Millisecond)
	fmt.Println(cap(t.C), len(t.C))
	time.Sleep(100 * time.Millisecond)
	fmt.Println(len(t.C), t.Stop())
	fmt.Println(t.Reset(10 * time.Millisecond))
	v := <-t.C
	fmt.Println(!v.IsZero())
	tk := time.NewTicker(10 * time.Millisecond)
	time.Sleep(35 * time.Millisecond)
	tk.Stop()
	select {
	case <-tk.C:
		fmt.Println("tick pending")
	default:
		fmt.Println("no tick")
	}
	r := rand.New(rand.NewSource(42))
	fmt.Println(r.Intn(100), r.Intn(100), r.Float64(), r.Perm(5), r.Int63(), r.Uint32(), r.NormFloat64(), r.ExpFloat64())
	r2 := randv2.New(randv2.NewPCG(1, 2))
	fmt.Println(r2.IntN(100), r2.Uint64(), r2.Float64(), r2.Perm(4), r2.N(1000), r2.Int32N(7))
	var seed [32]byte
	copy(seed[:], "chacha seed for a test program!!")
	r3 := randv2.New(randv2.NewChaCha8(seed))
	fmt.Println(r3.IntN(1000), r3.Uint64(), r3.NormFloat64())
	s := []string{"a", "b", "c", "d", "e"}
	r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	fmt.Println(s)
	r2.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	fmt.Println(s)
	z := rand.NewZipf(rand.New(rand.NewSource(1)), 1.5, 2, 100)
	fmt.Println(z.Uint64(), z.Uint64(), z.Uint64())
}

// Error:
// # command-line-arguments
// ./time_timer_go123_rand_seeded_sequences.go:30:70: r2.N undefined (type *"math/rand/v2".Rand has no field or method N)
