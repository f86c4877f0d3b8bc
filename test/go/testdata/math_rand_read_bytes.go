package main

import (
	"fmt"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(42))
	b := make([]byte, 10)
	n, err := r.Read(b)
	fmt.Println(n, err, b)
	c := make([]byte, 3)
	r.Read(c)
	fmt.Println(c)
	fmt.Println(r.Int63())
	r.Read(c[:1])
	r.Seed(42)
	r.Read(b[:4])
	fmt.Println(b[:4])
	rand.Seed(7)
	rand.Read(c)
	fmt.Println(c)
	r2 := rand.New(rand.NewSource(42))
	var all []byte
	for i := 0; i < 5; i++ {
		p := make([]byte, 3)
		r2.Read(p)
		all = append(all, p...)
	}
	r3 := rand.New(rand.NewSource(42))
	q := make([]byte, 15)
	r3.Read(q)
	fmt.Println(string(all) == string(q), q)
}

// Output:
// 10 <nil> [83 140 127 150 177 100 191 27 151 187]
// [159 75 180]
// 5571782338101878760
// [83 140 127 150]
// [243 255 77]
// true [83 140 127 150 177 100 191 27 151 187 159 75 180 114 232]
