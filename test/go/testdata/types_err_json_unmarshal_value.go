package main

import (
	"encoding/json"
	"fmt"
)

type T struct{ A int }

func main() {
	var t T
	err := json.Unmarshal(`{"A":1}`, &t)
	fmt.Println(err, t)
}

// Error:
// # command-line-arguments
// ./types_err_json_unmarshal_value.go:12:24: cannot use `{"A":1}` (untyped string constant "{\"A\":1}") as []byte value in argument to json.Unmarshal
