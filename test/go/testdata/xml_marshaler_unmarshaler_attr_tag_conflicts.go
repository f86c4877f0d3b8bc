package main

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
)

type Temp float64

func (t Temp) MarshalXML(e *xml.Encoder, start xml.StartElement) error {
	start.Attr = append(start.Attr, xml.Attr{Name: xml.Name{Local: "unit"}, Value: "C"})
	return e.EncodeElement(strconv.FormatFloat(float64(t), 'f', 1, 64), start)
}

func (t *Temp) UnmarshalXML(d *xml.Decoder, start xml.StartElement) error {
	var s string
	if err := d.DecodeElement(&s, &start); err != nil {
		return err
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(s, "C"), 64)
	*t = Temp(f)
	return err
}

type Bad struct{}

func (Bad) MarshalXML(e *xml.Encoder, start xml.StartElement) error {
	return e.EncodeToken(start)
}

type Lazy struct{}

func (*Lazy) UnmarshalXML(d *xml.Decoder, start xml.StartElement) error {
	_, err := d.Token()
	return err
}

type Color struct{ R, G, B uint8 }

func (c Color) MarshalXMLAttr(name xml.Name) (xml.Attr, error) {
	return xml.Attr{Name: name, Value: fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)}, nil
}

func (c *Color) UnmarshalXMLAttr(a xml.Attr) error {
	_, err := fmt.Sscanf(a.Value, "#%02x%02x%02x", &c.R, &c.G, &c.B)
	return err
}

type Reading struct {
	XMLName xml.Name `xml:"reading"`
	Color   Color    `xml:"color,attr"`
	T       Temp     `xml:"temp"`
	Ts      []Temp   `xml:"t"`
}

type Conflict struct {
	A string `xml:"x"`
	B string `xml:"x"`
}

type BadTag struct {
	A string `xml:"a,attr,chardata"`
}

type Emb1 struct{ X string }
type Emb2 struct{ X string }
type Both struct {
	Emb1
	Emb2
}

func main() {
	r := Reading{Color: Color{255, 128, 0}, T: 21.55, Ts: []Temp{1, 2.25}}
	b, err := xml.MarshalIndent(r, "", "  ")
	fmt.Println(string(b), err)
	var r2 Reading
	err = xml.Unmarshal(b, &r2)
	fmt.Printf("%v %+v\n", err, r2)
	_, err = xml.Marshal(Bad{})
	fmt.Println(err)
	_, err = xml.Marshal(&Bad{})
	fmt.Println(err)
	var l struct {
		L Lazy `xml:"l"`
	}
	fmt.Println(xml.Unmarshal([]byte(`<x><l><a/><b/></l></x>`), &l))
	_, err = xml.Marshal(Conflict{})
	fmt.Println(err)
	_, err = xml.Marshal(BadTag{})
	fmt.Println(err)
	b, err = xml.Marshal(Both{Emb1{"1"}, Emb2{"2"}})
	fmt.Println(string(b), err)
	var rr Reading
	fmt.Println(xml.Unmarshal([]byte(`<reading color="zz"></reading>`), &rr))
	fmt.Println(xml.Unmarshal([]byte(`<reading><temp>abcC</temp></reading>`), &rr))
	type G[T any] struct{ V T }
	b, err = xml.Marshal(G[int]{5})
	fmt.Println(string(b), err)
	b, err = xml.Marshal(struct {
		XMLName xml.Name
		V       int `xml:",attr"`
	}{XMLName: xml.Name{Space: "urn:s", Local: "dyn"}, V: 2})
	fmt.Println(string(b), err)
	b, err = xml.Marshal(struct {
		XMLName xml.Name `xml:"a"`
		P       []byte
		Q       [3]byte
		I       interface{}
		J       interface{} `xml:"j"`
	}{P: []byte("x<y"), Q: [3]byte{'a', 'b', 'c'}, J: 3.5})
	fmt.Println(string(b), err)
}

// Output:
// <reading color="#ff8000">
//   <temp unit="C">21.6</temp>
//   <t unit="C">1.0</t>
//   <t unit="C">2.2</t>
// </reading> <nil>
// <nil> {XMLName:{Space: Local:reading} Color:{R:255 G:128 B:0} T:21.6 Ts:[1 2.2]}
// xml: main.Bad.MarshalXML wrote invalid XML: <Bad> not closed
// xml: main.Bad.MarshalXML wrote invalid XML: <Bad> not closed
// xml: (*main.Lazy).UnmarshalXML did not consume entire <l> element
// main.Conflict field "A" with tag "x" conflicts with field "B" with tag "x"
// xml: invalid tag in field A of type main.BadTag: "a,attr,chardata"
//  main.Both field "X" with tag "" conflicts with field "X" with tag ""
// input does not match format
// strconv.ParseFloat: parsing "abc": invalid syntax
// <G><V>5</V></G> <nil>
// <dyn xmlns="urn:s" V="2"></dyn> <nil>
// <a><P>x&lt;y</P><Q>abc</Q><j>3.5</j></a> <nil>
