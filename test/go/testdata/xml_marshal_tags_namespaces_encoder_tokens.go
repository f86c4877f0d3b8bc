package main

import (
	"encoding/xml"
	"fmt"
	"os"
	"strings"
	"time"
)

type Address struct {
	City, State string
}

type Person struct {
	XMLName   xml.Name `xml:"person"`
	Id        int      `xml:"id,attr"`
	Lang      string   `xml:"lang,attr,omitempty"`
	FirstName string   `xml:"name>first"`
	LastName  string   `xml:"name>last"`
	Age       int      `xml:"age"`
	Height    float32  `xml:"height,omitempty"`
	Married   bool
	Address
	Comment string   `xml:",comment"`
	Emails  []string `xml:"email"`
	Note    *string  `xml:"note"`
	Born    time.Time
	Secret  string `xml:"-"`
	private int
}

type Level int

func (l Level) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("L%d", int(l))), nil }

type Item struct {
	Name  string `xml:",chardata"`
	Level Level  `xml:"level,attr"`
	Raw   string `xml:",innerxml"`
}

type Cdata struct {
	XMLName xml.Name `xml:"script"`
	Body    string   `xml:",cdata"`
}

type NS struct {
	XMLName xml.Name `xml:"urn:test root"`
	A       string   `xml:"http://example.com/ns a,attr"`
	B       string   `xml:"urn:other b"`
}

func main() {
	v := &Person{Id: 13, FirstName: "John", LastName: "Doe", Age: 42, Married: true,
		Comment: " Need more details. ", Address: Address{"Hanga Roa", "Easter Island"},
		Emails: []string{"a@b.c", "x&y<z>\"'"}, Born: time.Date(1980, 1, 2, 3, 4, 5, 0, time.UTC)}
	enc := xml.NewEncoder(os.Stdout)
	enc.Indent("  ", "    ")
	if err := enc.Encode(v); err != nil {
		fmt.Printf("error: %v\n", err)
	}
	fmt.Println()
	b, err := xml.Marshal(Item{Name: "tab\there\nnl", Level: 3, Raw: "<x/>"})
	fmt.Println(string(b), err)
	b, err = xml.Marshal(Cdata{Body: "if a < b ]]> c"})
	fmt.Println(string(b), err)
	b, err = xml.Marshal(NS{A: "1", B: "2"})
	fmt.Println(string(b), err)
	_, err = xml.Marshal(map[string]int{"a": 1})
	fmt.Println(err)
	_, err = xml.Marshal(make(chan int))
	fmt.Println(err)
	b, err = xml.Marshal([]int{1, 2})
	fmt.Println(string(b), err)
	b, err = xml.Marshal(struct{ A int }{1})
	fmt.Println(string(b), err)
	b, err = xml.Marshal(struct {
		XMLName xml.Name `xml:"anon"`
		C       string   `xml:",comment"`
	}{C: "a--b"})
	fmt.Println(string(b), err)
	b, err = xml.Marshal(struct {
		XMLName xml.Name `xml:"anon"`
		C       int      `xml:"x,chardata"`
	}{})
	fmt.Println(string(b), err)
	var s string = "hello"
	b, err = xml.Marshal(&s)
	fmt.Println(string(b), err)
	b, err = xml.MarshalIndent(struct {
		XMLName xml.Name `xml:"list"`
		Items   []Item   `xml:"items>item"`
		Empty   []int    `xml:"empty>e"`
		P       *Person  `xml:"p"`
	}{Items: []Item{{Name: "a"}, {Name: "b", Level: 1}}}, "", "\t")
	fmt.Println(string(b), err)
	var sb strings.Builder
	e2 := xml.NewEncoder(&sb)
	e2.EncodeToken(xml.ProcInst{Target: "xml", Inst: []byte(`version="1.0"`)})
	e2.EncodeToken(xml.StartElement{Name: xml.Name{Local: "doc"}, Attr: []xml.Attr{{Name: xml.Name{Local: "k"}, Value: "v&"}}})
	e2.EncodeToken(xml.CharData("text\n<>"))
	e2.EncodeToken(xml.Comment("c"))
	fmt.Println(e2.EncodeToken(xml.EndElement{Name: xml.Name{Local: "other"}}))
	e2.EncodeToken(xml.EndElement{Name: xml.Name{Local: "doc"}})
	fmt.Println(e2.EncodeToken(xml.ProcInst{Target: "xml"}))
	fmt.Println(e2.EncodeToken(xml.EndElement{Name: xml.Name{Local: "doc"}}))
	e2.Flush()
	fmt.Println(sb.String())
	e3 := xml.NewEncoder(&sb)
	e3.EncodeToken(xml.StartElement{Name: xml.Name{Local: "open"}})
	fmt.Println(e3.Close())
	xml.EscapeText(os.Stdout, []byte("a<b>&\"c'\x01\n"))
	fmt.Println()
}

// Output:
//   <person id="13">
//       <name>
//           <first>John</first>
//           <last>Doe</last>
//       </name>
//       <age>42</age>
//       <Married>true</Married>
//       <City>Hanga Roa</City>
//       <State>Easter Island</State>
//       <!-- Need more details. -->
//       <email>a@b.c</email>
//       <email>x&amp;y&lt;z&gt;&#34;&#39;</email>
//       <Born>1980-01-02T03:04:05Z</Born>
//   </person>
// <Item level="L3">tab&#x9;here&#xA;nl<x/></Item> <nil>
// <script><![CDATA[if a < b ]]]]><![CDATA[> c]]></script> <nil>
// <root xmlns="urn:test" xmlns:ns="http://example.com/ns" ns:a="1"><b xmlns="urn:other">2</b></root> <nil>
// xml: unsupported type: map[string]int
// xml: unsupported type: chan int
// <int>1</int><int>2</int> <nil>
//  xml: unsupported type: struct { A int }
//  xml: comments must not contain "--"
//  xml: invalid tag in field C of type struct { XMLName xml.Name "xml:\"anon\""; C int "xml:\"x,chardata\"" }: "x,chardata"
// <string>hello</string> <nil>
//  xml: name "p" in tag of struct { XMLName xml.Name "xml:\"list\""; Items []main.Item "xml:\"items>item\""; Empty []int "xml:\"empty>e\""; P *main.Person "xml:\"p\"" }.P conflicts with name "person" in *main.Person.XMLName
// xml: end tag </other> does not match start tag <doc>
// xml: EncodeToken of ProcInst xml target only valid for xml declaration, first token encoded
// xml: end tag </doc> without start tag
// <?xml version="1.0"?><doc k="v&amp;">text
// &lt;&gt;<!--c--></doc>
// unclosed tag <open>
// a&lt;b&gt;&amp;&#34;c&#39;�&#xA;
