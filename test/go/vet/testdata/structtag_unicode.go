package main

import "fmt"

type T struct {
	A     int `json:"naïve"`
	B     int `json:"naïve"`
	C     int `json:"größe" xml:größe`
	D     int "json:\"a\tb\" x:\"é\"\n"
	E     int "json:\"zero\u200bwidth\" é"
	F     int `json:"zero​width"`
	G     int "json:\"x\" `é`:\"1\""
	H     int "\ufeffjson:\"bom\""
	I     int "json:\"ok\" é:\"\x01\" y"
	J     int `json:"日本"`
	K     int `json:"日本"`
	Äpfel int `json:"äpfel"`
	äpfel int `json:"äpfel2"`
}

func main() { fmt.Println(T{}.äpfel) }
