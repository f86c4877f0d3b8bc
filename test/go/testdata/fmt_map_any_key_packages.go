package main

import (
	"fmt"
	"math/big"
	"time"
)

func main() {
	m := map[any]string{big.Word(1): "big.Word", 2: "int", "s": "string", time.Month(3): "Month", (chan int)(nil): "chan", struct{}{}: "s{}"}
	fmt.Println(m)
}

// Output:
// map[1:big.Word s:string 2:int <nil>:chan March:Month {}:s{}]
