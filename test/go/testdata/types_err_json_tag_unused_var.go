package main

import (
	"encoding/json"
	"fmt"
)

type T struct {
	Name string `json:"name"`
}

func main() {
	var t T
	data, err := json.Marshal(t)
	fmt.Println(string(data))
}

// Error:
// # command-line-arguments
// ./types_err_json_tag_unused_var.go:14:8: declared and not used: err
