package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

type Spec struct {
	Replicas int `json:"replicas"`
}

func main() {
	var s Spec
	data := []byte(`{"replicas":3}`)
	err := json.Unmarshal(data, s)
	err2 := json.Unmarshal(data, &s)
	var m map[string]any
	err3 := json.Unmarshal(data, m)
	err4 := json.NewDecoder(strings.NewReader("{}")).Decode(s)
	var v any = &s
	err5 := json.Unmarshal(data, v)
	fmt.Println(err, err2, err3, err4, err5, s)
}
