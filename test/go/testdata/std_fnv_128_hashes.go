package main

import (
	"fmt"
	"hash/fnv"
	"io"
)

func main() {
	for _, s := range []string{"", "a", "foobar", "kube-system/coredns"} {
		h1 := fnv.New128()
		io.WriteString(h1, s)
		h2 := fnv.New128a()
		h2.Write([]byte(s))
		fmt.Printf("%q %x %x\n", s, h1.Sum(nil), h2.Sum([]byte{0xff}))
	}
	h := fnv.New128a()
	h.Write([]byte("part1"))
	h.Write([]byte("part2"))
	one := h.Sum(nil)
	h.Reset()
	h.Write([]byte("part1part2"))
	fmt.Println(fmt.Sprintf("%x", one) == fmt.Sprintf("%x", h.Sum(nil)), h.Size(), h.BlockSize())
	h32 := fnv.New32a()
	h32.Write([]byte("foobar"))
	fmt.Println(h32.Sum32())
}

// Output:
// "" 6c62272e07bb014262b821756295c58d ff6c62272e07bb014262b821756295c58d
// "a" d228cb69101a8caf78912b704e4a141e ffd228cb696f1a8caf78912b704e4a8964
// "foobar" 7896bfea9c3c64bf6dc58353d2c293aa ff343e1662793c64bf6f0d3597ba446f18
// "kube-system/coredns" b249a77d5f09cf700a159d6c5c49fb77 ff5b4253b0d09fc7b909a4de56df1bcfc7
// true 16 1
// 3214735720
