package main

import (
	"encoding/json"
	"fmt"
)

type Spec struct {
	Replicas int    `json:"replicas,omitempty"`
	Image    string `json:image`
	Port     int    `json:"port" yaml:"port"`
	Labels   map[string]string `json:"labels" json:"lbls"`
	private  string `json:"private"`
	Name     string `json: "name"`
}

func main() {
	b, _ := json.Marshal(Spec{})
	fmt.Println(string(b))
}
