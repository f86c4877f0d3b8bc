// uint64 accumulators that a loop only updates (`v = v*K + e`, `v += e`, `v *= K`, `v ^= e`, K a
// constant of any size) are kept on 32-bit halves past 2^53 while the loop runs: the value must be
// Go's after the loop however it ends (break, labelled continue, goto, return, panic), when the loop
// runs again, in recursion, in goroutines, and never for a variable the loop reads any other way.
package main

import (
	"errors"
	"fmt"
)

type Hash uint64

func checksum(data []byte) uint64 {
	var sum uint64
	for _, b := range data {
		sum = sum*131 + uint64(b)
	}
	return sum
}

// A named type, the addend first, and uint.
func mixed(n int) (Hash, uint) {
	var h Hash = 5381
	var u uint = 1
	for i := 0; i < n; i++ {
		h = Hash(i&0xff) + h*33
		u = 1000003*u + uint(i)
	}
	return h, u
}

// Breaks and a labelled continue leave the loop with the value joined back.
func early(data []byte) (uint64, uint64) {
	var a, b uint64 = 1, 7
outer:
	for r := 0; r < 5; r++ {
		b *= 1<<19 + 1
		b += 1 << 62
		for i, x := range data {
			if i > 40+r {
				continue outer
			}
			a = a*251 + uint64(x)
			if x == 0xfe && r == 3 {
				break outer
			}
		}
	}
	return a, b
}

// goto out of the loop, and a return from inside it (the caller reads the value the loop left).
func jumps(n int) uint64 {
	var v uint64 = 3
	i := 0
loop:
	for ; i < n; i++ {
		v = v*65599 + uint64(i)
		if i == n/2 {
			i++
			goto loop
		}
	}
	return v
}

var global uint64

func returnsInside(n int) (r uint64) {
	var v uint64 = 1 << 60
	for i := 0; ; i++ {
		if i == n {
			global = 1
			return
		}
		v = v + 1<<61
		v *= 3
	}
}

// A panic in the middle of the loop: the deferred function reads the variable it captured, so that
// variable is not split, while the other one is.
func panics(data []byte) (got uint64, err error) {
	var seen uint64
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered %v at %d", r, seen)
		}
	}()
	var sum uint64 = 1 << 55
	for i := 0; i < len(data)+1; i++ {
		sum = sum*17 + uint64(data[i])
		seen++
	}
	return sum, nil
}

// Each call's frame has its own accumulator.
func rec(depth int, data []byte) uint64 {
	var s uint64 = uint64(depth) << 50
	for i, b := range data {
		s = s*97 + uint64(b)
		if i == 3 && depth > 0 {
			s += rec(depth-1, data[1:])
		}
	}
	return s
}

// A loop that reads its accumulator otherwise (a comparison, a print) keeps it as it is.
func readsToo(n int) uint64 {
	var v uint64 = 1 << 52
	for i := 0; i < n; i++ {
		v = v*3 + 1
		if v%7 == 0 {
			v += 11
		}
	}
	return v
}

// Across 2^53 and 2^64: doubling from 1 and 3 n times (past 64 times the value wraps to 0).
func doubling(ns ...int) []uint64 {
	var out []uint64
	for _, n := range ns {
		var v uint64 = 1
		for i := 0; i < n; i++ {
			v *= 2
			v += 0
		}
		var w uint64 = 3
		for i := 0; i < n; i++ {
			w = w * 2
		}
		out = append(out, v, w)
	}
	return out
}

// Multipliers past 2^20 (FNV-1a's, an LCG's, near 2^64) and xor updates.
func bigMultipliers(data []byte) []uint64 {
	var fnv uint64 = 14695981039346656037
	for _, b := range data {
		fnv ^= uint64(b)
		fnv *= 1099511628211
	}
	var lcg uint64 = 42
	var x uint64 = 7
	for i := 0; i < 1000; i++ {
		lcg = lcg*6364136223846793005 + 1442695040888963407
		x = 0xFFFFFFFFFFFFFFC5*x + uint64(i)
	}
	var m uint64 = 1
	var y uint64 = 0x123456789
	for i := 0; i < 90; i++ {
		m *= 1<<32 + 3
		y = y ^ uint64(i)<<(i%64)
	}
	var small uint64 = 5
	for i := 0; i < 40; i++ {
		small = uint64(i) ^ small
		small = 1<<21*small + 1
	}
	// xorshift reads its variable in the addend: left as it is.
	var xs uint64 = 88172645463325252
	for i := 0; i < 100; i++ {
		xs ^= xs << 13
		xs ^= xs >> 7
		xs ^= xs << 17
	}
	return []uint64{fnv, lcg, x, m, y, small, xs}
}

func main() {
	data := make([]byte, 4096)
	for i := range data {
		data[i] = byte(i*31 + i>>8)
	}
	fmt.Println("checksum", checksum(data), checksum(data[:5]), checksum(nil))
	for _, n := range []int{0, 1, 10, 13, 5000} {
		h, u := mixed(n)
		fmt.Println("mixed", n, h, u)
	}
	fmt.Println("early", fmt.Sprint(early(data)))
	fmt.Println("jumps", jumps(10), jumps(301))
	fmt.Println("return", returnsInside(0), returnsInside(7), global)
	s, err := panics(data[:100])
	fmt.Println("panics", s, errors.Unwrap(err), err)
	fmt.Println("rec", rec(3, data[:64]))
	fmt.Println("reads", readsToo(200))
	fmt.Println("big", bigMultipliers(data), bigMultipliers(nil))
	fmt.Println("doubling", doubling(52, 53, 54, 62, 63, 64, 70))
	// The same loop run again picks up the value the last run left.
	var acc uint64 = 1<<63 + 12345
	for r := 0; r < 4; r++ {
		for _, b := range data[:500] {
			acc = acc*31 + uint64(b)
		}
		fmt.Println("again", r, acc)
	}
	// In goroutines (the program then runs in generator mode), with a channel operation in the loop.
	ch := make(chan uint64)
	done := make(chan bool)
	go func() {
		var t uint64 = 99
		for v := range ch {
			t = t*1009 + v
		}
		fmt.Println("goroutine", t)
		done <- true
	}()
	var sent uint64
	for i := 0; i < 300; i++ {
		sent = sent*7 + uint64(i)
		ch <- uint64(i) << 40
	}
	close(ch)
	<-done
	fmt.Println("sent", sent)
}


// Output:
// checksum 17335203966610911232 70767110 0
// mixed 0 5381 1
// mixed 1 177573 1000003
// mixed 10 8241428015390602866 14676218963394611150
// mixed 13 9722485685244011827 9561517259229730177
// mixed 5000 8318326973011624801 10835703351095219141
// early 17769176413954372959 14699768425209135111
// jumps 1051639134545447048 4576980443935930323
// return 0 0 1
// panics 0 <nil> recovered runtime error: index out of range [100] with length 100 at 100
// rec 15653268023074635780
// reads 14700207224743262536
// big [14426765713780354341 3780446852550674546 5342565825662795283 7262336435697452265 646538233487464521 171523893624833 10653220568048883440] [14695981039346656037 3780446852550674546 5342565825662795283 7262336435697452265 646538233487464521 171523893624833 10653220568048883440]
// doubling [4503599627370496 13510798882111488 9007199254740992 27021597764222976 18014398509481984 54043195528445952 4611686018427387904 13835058055282163712 9223372036854775808 9223372036854775808 0 0 0 0]
// again 0 1998481921786564671
// again 1 974685103198521669
// again 2 15807997505215732555
// again 3 5700901511077545553
// goroutine 12158412238053959203
// sent 11057910752382278230
