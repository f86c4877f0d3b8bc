package main

import "fmt"

type Header struct {
	Magic uint16
	_     [2]byte // padding
	Size  uint32
	_     string
}

func pad() [2]byte { fmt.Println("pad evaluated"); return [2]byte{1, 2} }

func main() {
	h := Header{0xCAFE, pad(), 512, "ignored"}
	fmt.Printf("%v %+v\n", h, h)
	g := Header{Magic: 1}
	fmt.Println(h == g, g)
}

// Output:
// pad evaluated
// {51966 [0 0] 512 } {Magic:51966 _:[0 0] Size:512 _:}
// false {1 [0 0] 0 }
