package main

import (
	"fmt"
	"os"
)

func helper() {
	x := 1
}

var cfg = Config{Name: 3}

type Config struct{ Name string }

func main() {
	fmt.Println(cfg)
}
