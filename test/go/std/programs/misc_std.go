package main

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"
)

func main() {
	fmt.Println(math.Sqrt(2), math.Pi, math.MaxInt64, math.MinInt64, math.MaxInt32, math.Inf(1), -math.Inf(1), math.NaN())
	fmt.Println(math.Floor(-2.5), math.Ceil(2.1), math.Round(2.5), math.Round(-2.5), math.Trunc(-2.7), math.Abs(-3))
	fmt.Println(math.Max(3, 7), math.Min(3, 7), math.Pow(2, 10), math.Mod(7, 3), math.IsNaN(math.NaN()), math.IsInf(math.Inf(-1), -1))
	fmt.Println(math.MaxUint32, math.MaxFloat64, math.Log(math.E), math.Hypot(3, 4))
	fmt.Println(math.Float64bits(1.0), math.Float64frombits(0x4000000000000000))
	fmt.Println(unicode.IsUpper('A'), unicode.IsLetter('é'), unicode.IsDigit('5'), unicode.IsSpace('\t'), unicode.ToUpper('ß'), string(unicode.ToLower('Ä')))
	s := "héllo, 世界"
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s), utf8.ValidString("\xff"))
	r, size := utf8.DecodeRuneInString("世界")
	fmt.Println(r, size, string(r), utf8.RuneLen('世'))
	buf := make([]byte, 4)
	n := utf8.EncodeRune(buf, 'é')
	fmt.Println(buf[:n], n)
	for i, c := range "aé" {
		fmt.Println(i, c, string(c))
	}
	var bb bytes.Buffer
	bb.WriteString("hello ")
	bb.Write([]byte("world"))
	fmt.Fprintf(&bb, " %d", 42)
	fmt.Println(bb.String(), bb.Len())
	fmt.Println(bytes.Equal([]byte("a"), []byte("a")), bytes.Contains([]byte("abc"), []byte("b")), string(bytes.ToUpper([]byte("abc"))))
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "buffered %s\n", "line")
	w.WriteString("second\n")
	w.Flush()
	sc := bufio.NewScanner(strings.NewReader("one two\nthree\n\nfour"))
	for sc.Scan() {
		fmt.Printf("%q\n", sc.Text())
	}
	ws := bufio.NewScanner(strings.NewReader("  alpha beta\tgamma\n"))
	ws.Split(bufio.ScanWords)
	count := 0
	for ws.Scan() {
		count++
		fmt.Print(ws.Text(), ";")
	}
	fmt.Println(count)
	fmt.Println(os.Getenv("NOPE") == "", len(os.Args) > 0)
	_, ok := os.LookupEnv("NOPE")
	fmt.Println(ok)
	os.Setenv("MYVAR", "v1")
	fmt.Println(os.Getenv("MYVAR"))
	defer fmt.Println("deferred not run")
	os.Exit(3)
}
