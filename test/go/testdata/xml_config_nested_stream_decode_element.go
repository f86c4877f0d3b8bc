package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

type Entry struct {
	Key   string `xml:"key,attr"`
	Value string `xml:",chardata"`
}

type Config struct {
	XMLName  xml.Name `xml:"config"`
	Version  string   `xml:"version,attr"`
	Entries  []Entry  `xml:"entries>entry"`
	Server   *Server  `xml:"server"`
	Tags     []string `xml:"tags>tag,omitempty"`
	Debug    bool     `xml:"debug,omitempty"`
	Timeout  int      `xml:"timeout"`
	Children []Config `xml:"config"`
}

type Server struct {
	Host string `xml:"host,attr"`
	Port int    `xml:"port,attr"`
	Name string `xml:"name"`
}

func main() {
	src := `<config version="2">
	<entries>
		<entry key="a">1</entry>
		<entry key="b">two &lt;2&gt;</entry>
	</entries>
	<server host="localhost" port="8080"><name>main</name></server>
	<timeout>30</timeout>
	<config version="3"><timeout>5</timeout></config>
	<unknown><deep>x</deep></unknown>
</config>`
	var c Config
	if err := xml.Unmarshal([]byte(src), &c); err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Printf("%+v\n", c.Entries)
	fmt.Printf("%+v %v %d %d\n", *c.Server, c.Version, c.Timeout, len(c.Children))
	fmt.Printf("%+v\n", c.Children[0].XMLName)
	out, err := xml.MarshalIndent(c, "", "  ")
	fmt.Println(string(out), err)
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	for _, e := range c.Entries {
		if err := enc.Encode(e); err != nil {
			fmt.Println(err)
		}
	}
	if err := enc.EncodeElement(c.Entries[0], xml.StartElement{Name: xml.Name{Local: "item"}, Attr: []xml.Attr{{Name: xml.Name{Space: "http://example.com/x/", Local: "k"}, Value: "v"}}}); err != nil {
		fmt.Println(err)
	}
	fmt.Println(enc.EncodeElement(1, xml.StartElement{}))
	enc.Flush()
	fmt.Println(buf.String())
	dec := xml.NewDecoder(strings.NewReader(`<list><entry key="x">1</entry><entry key="y">2</entry><other/></list>`))
	for {
		tok, err := dec.Token()
		if err != nil {
			fmt.Println("done:", err)
			break
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "entry" {
			var e Entry
			if err := dec.DecodeElement(&e, &se); err != nil {
				fmt.Println(err)
			}
			fmt.Printf("%+v\n", e)
		}
	}
}

// Output:
// [{Key:a Value:1} {Key:b Value:two <2>}]
// {Host:localhost Port:8080 Name:main} 2 30 1
// {Space: Local:config}
// <config version="2">
//   <entries>
//     <entry key="a">1</entry>
//     <entry key="b">two &lt;2&gt;</entry>
//   </entries>
//   <server host="localhost" port="8080">
//     <name>main</name>
//   </server>
//   <tags></tags>
//   <timeout>30</timeout>
//   <config version="3">
//     <entries></entries>
//     <tags></tags>
//     <timeout>5</timeout>
//   </config>
// </config> <nil>
// xml: EncodeElement of StartElement with missing name
// <?xml version="1.0" encoding="UTF-8"?>
// <Entry key="a">1</Entry>
// <Entry key="b">two &lt;2&gt;</Entry>
// <item xmlns:x="http://example.com/x/" x:k="v" key="a">1</item>
// {Key:x Value:1}
// {Key:y Value:2}
// done: EOF
