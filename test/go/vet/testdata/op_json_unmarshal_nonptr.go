package main

import (
	"encoding/json"
	"fmt"
	"sync"
)

type Config struct {
	mu   sync.Mutex
	Name string `json:"name"`
}

func load(c Config) Config { return c }

func main() {
	var c Config
	json.Unmarshal([]byte(`{"name":"x"}`), c)
	c2 := load(c)
	fmt.Println(c2.Name)
	var v map[string]any
	json.Unmarshal(nil, v)
}
