package main

import (
	"encoding/xml"
	"fmt"
	"os"
)

type Base struct {
	ID   int    `xml:"id,attr"`
	Kind string `xml:"meta>kind"`
}

type Opt struct {
	V string `xml:"v,attr"`
}

type Doc struct {
	XMLName xml.Name `xml:"doc"`
	*Base
	Title   string      `xml:"meta>title"`
	Opt     *Opt        `xml:"meta>opt"`
	Payload interface{} `xml:"payload"`
	Empty   struct{}    `xml:"empty,omitempty"`
	List    []*Opt      `xml:"list>item"`
	Nums    [2]int      `xml:"n"`
	Bytes   []byte      `xml:"b,attr"`
	Flag    *bool       `xml:"flag,attr,omitempty"`
}

func main() {
	t := true
	docs := []Doc{
		{Base: &Base{}, Title: "zero base"},
		{Base: &Base{ID: 1, Kind: "k"}, Title: "t", Opt: &Opt{"o"}, Payload: Opt{"p"}, List: []*Opt{{"a"}, nil, {"c"}}, Bytes: []byte("xy"), Flag: &t},
		{Base: &Base{ID: 2}, Payload: []string{"s1", "s2"}},
		{Base: &Base{ID: 3}, Payload: 42},
	}
	for _, d := range docs {
		out, err := xml.MarshalIndent(d, "", " ")
		fmt.Println(string(out), err)
	}
	var d Doc
	err := xml.Unmarshal([]byte(`<doc id="5" b="zz" flag="true"><meta><kind>K</kind><title>T</title><opt v="1"/></meta><list><item v="i1"/><item v="i2"/></list><n>1</n><n>2</n><n>3</n></doc>`), &d)
	fmt.Println(err)
	fmt.Printf("%+v %q %+v %v %v %q %v\n", *d.Base, d.Title, *d.Opt, len(d.List), d.Nums, d.Bytes, *d.Flag)
	enc := xml.NewEncoder(os.Stdout)
	fmt.Println(enc.Encode(map[string]string{}))
	fmt.Println(enc.Encode(nil), enc.Encode((*Doc)(nil)))
	type R struct {
		XMLName xml.Name `xml:"r"`
		A       string   `xml:"x>y"`
		B       string   `xml:"x>z"`
		C       string   `xml:"w"`
		D       string   `xml:"x>y>q"`
	}
	out, err := xml.Marshal(R{A: "a", B: "b", C: "c"})
	fmt.Println(string(out), err)
}

// Output:
// <doc id="0" b="">
//  <meta>
//   <kind></kind>
//   <title>zero base</title>
//  </meta>
//  <empty></empty>
//  <list></list>
//  <n>0</n>
//  <n>0</n>
// </doc> <nil>
// <doc id="1" b="xy" flag="true">
//  <meta>
//   <kind>k</kind>
//   <title>t</title>
//   <opt v="o"></opt>
//  </meta>
//  <payload v="p"></payload>
//  <empty></empty>
//  <list>
//   <item v="a"></item>
//   <item v="c"></item>
//  </list>
//  <n>0</n>
//  <n>0</n>
// </doc> <nil>
// <doc id="2" b="">
//  <meta>
//   <kind></kind>
//   <title></title>
//  </meta>
//  <payload>s1</payload>
//  <payload>s2</payload>
//  <empty></empty>
//  <list></list>
//  <n>0</n>
//  <n>0</n>
// </doc> <nil>
// <doc id="3" b="">
//  <meta>
//   <kind></kind>
//   <title></title>
//  </meta>
//  <payload>42</payload>
//  <empty></empty>
//  <list></list>
//  <n>0</n>
//  <n>0</n>
// </doc> <nil>
// unknown type [2]int
// {ID:5 Kind:K} "T" {V:1} 2 [0 0] "zz" true
// xml: unsupported type: map[string]string
// <nil> <nil>
//  main.R field "A" with tag "x>y" conflicts with field "D" with tag "x>y>q"
