package main

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

type Book struct {
	XMLName xml.Name   `xml:"book"`
	ID      string     `xml:"id,attr"`
	Title   string     `xml:"title"`
	Authors []string   `xml:"authors>author"`
	Price   float64    `xml:"price"`
	Year    int        `xml:"year"`
	InStock bool       `xml:"stock"`
	Notes   string     `xml:",innerxml"`
	Other   []string   `xml:",any"`
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Cmt     string     `xml:",comment"`
}

type Catalog struct {
	Books []Book `xml:"book"`
}

func main() {
	data := `<?xml version="1.0"?>
<!DOCTYPE catalog>
<catalog>
  <!-- first -->
  <book id="b1" lang="en" x:y="z">
    <title>Go &amp; You</title>
    <authors><author>Ann</author><author>Bob</author></authors>
    <price> 29.99 </price>
    <year>2021</year>
    <stock>true</stock>
    <extra>E</extra>
    loose text
  </book>
  <book id="b2"><title><![CDATA[<raw>]]></title><year></year></book>
</catalog>`
	var c Catalog
	err := xml.Unmarshal([]byte(data), &c)
	fmt.Println(err, len(c.Books))
	for _, b := range c.Books {
		fmt.Printf("%q %q %q %v %v %v %q %q %q\n", b.ID, b.Title, b.Authors, b.Price, b.Year, b.InStock, b.Other, strings.TrimSpace(b.Text), b.Cmt)
		fmt.Printf("%+v\n", b.Attrs)
		fmt.Printf("%q\n", b.Notes)
	}
	for _, bad := range []string{
		`<book><year>abc</year></book>`,
		`<book><price>1.2.3</price></book>`,
		`<book><stock>maybe</stock></book>`,
		`<magazine></magazine>`,
		`<book><title>x</book>`,
		`<book>`,
		`<book a=1></book>`,
		`<book a></book>`,
		`<book>&nbsp;</book>`,
		`<book>&amp</book>`,
		`</book>`,
		`<book><!- x --></book>`,
		`<book>a ]]> b</book>`,
		`<1book/>`,
		`<book a="<"/>`,
		`<book><![CDATA[abc</book>`,
		``,
		`<?xml version="1.1"?><book/>`,
		`<?xml version="1.0" encoding="latin1"?><book/>`,
		"<book>\n\n<x></y></book>",
		`<book><!-- a -- b --></book>`,
	} {
		var b Book
		err := xml.Unmarshal([]byte(bad), &b)
		fmt.Printf("%-40q %v\n", bad, err)
	}
	var n int
	fmt.Println(xml.Unmarshal([]byte(`<n> 42 </n>`), &n), n)
	fmt.Println(xml.Unmarshal([]byte(`<n>300</n>`), new(int8)))
	fmt.Println(xml.Unmarshal([]byte(`<n/>`), n))
	fmt.Println(xml.Unmarshal([]byte(`<n/>`), nil))
	var m map[string]string
	fmt.Println(xml.Unmarshal([]byte(`<n/>`), &m))
	var anyv interface{}
	fmt.Println(xml.Unmarshal([]byte(`<n>1</n>`), &anyv), anyv)
	d := xml.NewDecoder(strings.NewReader(`<a x="1" xmlns:p="urn:p"><p:b>t</p:b><c/><!--k--><?pi data?></a>`))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			fmt.Println("EOF")
			break
		}
		if err != nil {
			fmt.Println("err", err)
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			fmt.Printf("start %+v\n", t)
		case xml.EndElement:
			fmt.Printf("end %v\n", t.Name)
		case xml.CharData:
			fmt.Printf("chars %q\n", t)
		default:
			fmt.Printf("%T %q\n", t, t)
		}
		line, col := d.InputPos()
		fmt.Println(" at", line, col, d.InputOffset())
	}
	d = xml.NewDecoder(strings.NewReader(`<p><br><i>x</P>`))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	for {
		tok, err := d.Token()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Printf("%T %v\n", tok, tok)
	}
}

// Output:
// <nil> 2
// "b1" "Go & You" ["Ann" "Bob"] 29.99 2021 true ["E"] "loose text" ""
// [{Name:{Space: Local:lang} Value:en} {Name:{Space:x Local:y} Value:z}]
// "\n    <title>Go &amp; You</title>\n    <authors><author>Ann</author><author>Bob</author></authors>\n    <price> 29.99 </price>\n    <year>2021</year>\n    <stock>true</stock>\n    <extra>E</extra>\n    loose text\n  "
// "b2" "<raw>" [] 0 0 false [] "" ""
// []
// "<title><![CDATA[<raw>]]></title><year></year>"
// "<book><year>abc</year></book>"          strconv.ParseInt: parsing "abc": invalid syntax
// "<book><price>1.2.3</price></book>"      strconv.ParseFloat: parsing "1.2.3": invalid syntax
// "<book><stock>maybe</stock></book>"      strconv.ParseBool: parsing "maybe": invalid syntax
// "<magazine></magazine>"                  expected element type <book> but have <magazine>
// "<book><title>x</book>"                  XML syntax error on line 1: element <title> closed by </book>
// "<book>"                                 XML syntax error on line 1: unexpected EOF
// "<book a=1></book>"                      XML syntax error on line 1: unquoted or missing attribute value in element
// "<book a></book>"                        XML syntax error on line 1: attribute name without = in element
// "<book>&nbsp;</book>"                    XML syntax error on line 1: invalid character entity &nbsp;
// "<book>&amp</book>"                      XML syntax error on line 1: invalid character entity &amp (no semicolon)
// "</book>"                                XML syntax error on line 1: unexpected end element </book>
// "<book><!- x --></book>"                 XML syntax error on line 1: invalid sequence <!- not part of <!--
// "<book>a ]]> b</book>"                   XML syntax error on line 1: unescaped ]]> not in CDATA section
// "<1book/>"                               XML syntax error on line 1: invalid XML name: 1book
// "<book a=\"<\"/>"                        XML syntax error on line 1: unescaped < inside quoted string
// "<book><![CDATA[abc</book>"              XML syntax error on line 1: unexpected EOF in CDATA section
// ""                                       EOF
// "<?xml version=\"1.1\"?><book/>"         xml: unsupported version "1.1"; only version 1.0 is supported
// "<?xml version=\"1.0\" encoding=\"latin1\"?><book/>" xml: encoding "latin1" declared but Decoder.CharsetReader is nil
// "<book>\n\n<x></y></book>"               XML syntax error on line 3: element <x> closed by </y>
// "<book><!-- a -- b --></book>"           XML syntax error on line 1: invalid sequence "--" not allowed in comments
// <nil> 42
// strconv.ParseInt: parsing "300": value out of range
// non-pointer passed to Unmarshal
// non-pointer passed to Unmarshal
// unknown type map[string]string
// <nil> <nil>
// start {Name:{Space: Local:a} Attr:[{Name:{Space: Local:x} Value:1} {Name:{Space:xmlns Local:p} Value:urn:p}]}
//  at 1 26 25
// start {Name:{Space:urn:p Local:b} Attr:[]}
//  at 1 31 30
// chars "t"
//  at 1 32 31
// end {urn:p b}
//  at 1 38 37
// start {Name:{Space: Local:c} Attr:[]}
//  at 1 42 41
// end { c}
//  at 1 42 41
// xml.Comment "k"
//  at 1 50 49
// xml.ProcInst {"pi" "data"}
//  at 1 61 60
// end { a}
//  at 1 65 64
// EOF
// xml.StartElement {{ p} []}
// xml.StartElement {{ br} []}
// xml.EndElement {{ br}}
// xml.StartElement {{ i} []}
// xml.CharData [120]
// xml.EndElement {{ i}}
// xml.EndElement {{ p}}
// XML syntax error on line 1: unexpected end element </P>
