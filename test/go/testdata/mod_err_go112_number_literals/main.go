package main

import "fmt"

type A = int

func main() {
	w := 0x1p-2
	x := 0b101
	y := 1_000
	z := 0o17
	i := 0_7i
	var a A = 3
	fmt.Println(w, x, y, z, i, a<<uint(1), a<<1)
}

// Error:
// # example.com/m
// ./main.go:8:7: hexadecimal floating-point literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
// ./main.go:9:7: binary literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
// ./main.go:10:7: underscore in numeric literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
// ./main.go:11:7: 0o/0O-style octal literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
// ./main.go:12:7: underscore in numeric literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
