package main

import "fmt"

type Ring struct {
	buf  [4]int
	head int
}

func (r *Ring) Push(v int) {
	r.buf[r.head%len(r.buf)] = v
	r.head++
}

func (r Ring) Snapshot() [4]int { return r.buf }

func main() {
	var r Ring
	for i := 1; i <= 6; i++ {
		r.Push(i * 10)
	}
	s := r.Snapshot()
	s[0] = -1
	fmt.Println(r.buf, s, r.head)
	copyR := r
	copyR.Push(99)
	fmt.Println(r.buf, copyR.buf)
}

// Output:
// [50 60 30 40] [-1 60 30 40] 6
// [50 60 30 40] [50 60 99 40]
