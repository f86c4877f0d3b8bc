package main

import (
	"encoding/xml"
	"fmt"
	"os"
)

type Person struct {
	XMLName xml.Name `xml:"person"`
	Name    string   `xml:"name"`
	Alias   string   `xml:"name"`
	Id      int      `xml:"id,attr"`
	Code    int      `xml:"id,attr"`
	Nick    string   `xml:"a>b"`
	Other   string   `xml:"a>b"`
	Text    string   `xml:",chardata"`
	More    string   `xml:",chardata"`
	Bad     string   `xml: "bad"`
	Sp      string   `xml:"sp ace"`
	private string   `xml:"private"`
}

func main() {
	p := Person{Name: "x"}
	out, err := xml.Marshal(p)
	if err != nil {
		fmt.Printf("%d\n", err)
	}
	fmt.Printf("%s %v\n", out, p.XMLName)
	var q Person
	xml.Unmarshal(out, q)
	enc := xml.NewEncoder(os.Stdout)
	fmt.Println(enc.Encode(p), q.private)
}
