package main

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

func main() {
	html := `<html><body><p class=intro>Caf&eacute; &amp; cr&egrave;me &mdash; 5&nbsp;&euro;<br><img src="a.png" alt=pic>
<p>second &copy; 2024 &unknown; &#233;&#x263A;<hr>end</body></html>`
	d := xml.NewDecoder(strings.NewReader(html))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			fmt.Printf("%s<%s %v>\n", strings.Repeat(" ", depth), t.Name.Local, t.Attr)
			depth++
		case xml.EndElement:
			depth--
			fmt.Printf("%s</%s>\n", strings.Repeat(" ", depth), t.Name.Local)
		case xml.CharData:
			fmt.Printf("%s%q\n", strings.Repeat(" ", depth), t)
		}
	}
	fmt.Println(len(xml.HTMLEntity), xml.HTMLEntity["hearts"], xml.HTMLEntity["Omega"], xml.HTMLEntity["apos"] == "", len(xml.HTMLAutoClose))
	var v struct {
		P []string `xml:"p"`
	}
	err := xml.Unmarshal([]byte(`<d><p>a&nbsp;b</p></d>`), &v)
	fmt.Println(err)
}

// Output:
// <html []>
//  <body []>
//   <p [{{ class} intro}]>
//    "Café & crème — 5\u00a0€"
//    <br []>
//    </br>
//    <img [{{ src} a.png} {{ alt} pic}]>
//    </img>
//    "\n"
//    <p []>
//     "second © 2024 &unknown; é☺"
//     <hr []>
//     </hr>
//     "end"
//    </p>
//   </p>
//  </body>
// </html>
// 252 ♥ Ω true 13
// XML syntax error on line 1: invalid character entity &nbsp;
