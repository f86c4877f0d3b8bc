package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
)

func slugify(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	lastDash := true
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
			lastDash = false
		case !lastDash:
			b.WriteByte('-')
			lastDash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

func main() {
	for _, s := range []string{"Hello, World!", "  Kube Operator 2.0  ", "ÜBER  straße", "---", ""} {
		fmt.Printf("%q -> %q\n", s, slugify(s))
	}
	var buf bytes.Buffer
	buf.Grow(64)
	fmt.Fprintf(&buf, "%-10s|%5d|\n", "name", 42)
	buf.WriteString("tail")
	fmt.Print(buf.String(), "\n", buf.Len(), " ", buf.Cap() >= 64, "\n")
	buf.Truncate(4)
	fmt.Printf("%q\n", buf.String())
	line, err := buf.ReadString('|')
	fmt.Printf("%q %v %d\n", line, err, buf.Len())
	fields := bytes.Fields([]byte(" a  b c "))
	fmt.Printf("%q %q\n", fields, bytes.Join(fields, []byte("+")))
	fmt.Println(bytes.Equal(nil, []byte{}), bytes.Compare([]byte("a"), []byte("b")), bytes.HasPrefix([]byte("kube"), []byte("ku")))
	fmt.Println(bytes.ContainsRune([]byte("héllo"), 'é'), bytes.IndexByte([]byte("abc"), 'c'), string(bytes.Title([]byte("go gopher"))))
	fmt.Printf("%q\n", bytes.SplitN([]byte("a=b=c"), []byte("="), 2))
	fmt.Printf("%s|%s|%s\n", bytes.TrimSpace([]byte("  x  ")), bytes.TrimLeft([]byte("xxyxz"), "x"), bytes.ToUpper([]byte("up")))
	var sb strings.Builder
	fmt.Println(sb.Len(), sb.String() == "", sb.Cap())
	defer func() { fmt.Println("recovered:", recover()) }()
	var copyB strings.Builder
	copyB.WriteString("x")
	cp := copyB
	cp.WriteString("y")
}

// Output:
// "Hello, World!" -> "hello-world"
// "  Kube Operator 2.0  " -> "kube-operator-2-0"
// "ÜBER  straße" -> "über-straße"
// "---" -> ""
// "" -> ""
// name      |   42|
// tail
// 22 true
// "name"
// "name" EOF 0
// ["a" "b" "c"] "a+b+c"
// true -1 true
// true 2 Go Gopher
// ["a" "b=c"]
// x|yxz|UP
// 0 true 0
// recovered: strings: illegal use of non-zero Builder copied by value
