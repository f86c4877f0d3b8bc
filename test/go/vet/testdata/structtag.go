package main

import "fmt"

type Spec struct {
	Replicas int32  `json:"replicas,omitempty"`
	Image    string `json:"image"`
	Name     string `json: "name"`
	Port     int    `json:port`
	Host     string `json:"host" yaml:"host"`
	Path     string `json:"path",yaml:"path"`
	Alias    string `json:"image"`
	Labels   string `json:"labels, omitempty"`
	Key      string `:"x"`
	Other    string `json:"other"xml:"o"`
	secret   string `json:"secret"`
	hidden   string `json:"-"`
	XMLAttr  string `xml:"a,attr"`
	XMLElem  string `xml:"a"`
	Spaced   string `xml:" b"`
	Quoted   string "json:\"q\tx\""
}

type Status struct {
	Spec
	Ready bool `json:"ready"`
	Image string `json:"image"`
}

func main() {
	fmt.Println(Spec{}, Status{})
}
