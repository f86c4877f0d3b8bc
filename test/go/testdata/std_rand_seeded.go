package main

import (
	"fmt"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(2024))
	fmt.Println(r.Intn(10), r.Intn(1000), r.Int63(), r.Int31(), r.Uint32(), r.Uint64())
	fmt.Println(r.Float64(), r.Float32(), r.Int63n(1e15), r.Int31n(7), r.Int())
	fmt.Println(r.Perm(10))
	xs := []string{"a", "b", "c", "d", "e", "f"}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	fmt.Println(xs)
	r.Seed(7)
	fmt.Println(r.Intn(100), r.Intn(100))
	for _, seed := range []int64{0, -1, 1 << 40, 2147483647} {
		fmt.Println(seed, rand.New(rand.NewSource(seed)).Int63())
	}
	rand.Seed(99)
	fmt.Println(rand.Intn(50), rand.Float64())
	dice := map[int]int{}
	d := rand.New(rand.NewSource(1))
	for i := 0; i < 6000; i++ {
		dice[d.Intn(6)+1]++
	}
	fmt.Println(dice)
}

// Output:
// 5 500 5218050163121071549 1910891638 968526845 10788346905428858579
// 0.4162556351160336 0.16823359 567668027421722 6 8309016125930597779
// [3 2 0 7 5 8 1 4 9 6]
// [b e a f d c]
// 86 70
// 0 8717895732742165505
// -1 3644962268338389676
// 1099511627776 5470237361722394362
// 2147483647 8717895732742165505
// 17 0.6358173039286499
// map[1:1014 2:1010 3:997 4:1002 5:1005 6:972]
