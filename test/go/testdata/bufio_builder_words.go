package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode"
)

const text = `The quick brown fox
jumps over the lazy dog.
The dog sleeps; the fox runs!

  Indented line with    spaces
`

func main() {
	sc := bufio.NewScanner(strings.NewReader(text))
	lines := 0
	for sc.Scan() {
		lines++
		fmt.Printf("%2d|%s|\n", lines, sc.Text())
	}
	ws := bufio.NewScanner(strings.NewReader(text))
	ws.Split(bufio.ScanWords)
	counts := map[string]int{}
	for ws.Scan() {
		w := strings.ToLower(strings.TrimFunc(ws.Text(), unicode.IsPunct))
		counts[w]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	var sb strings.Builder
	for i, k := range keys[:5] {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%s=%d", k, counts[k])
	}
	sb.WriteByte('.')
	sb.WriteRune('✓')
	fmt.Println(sb.String(), sb.Len())
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "buffered %d\n", w.Available())
	w.WriteString("second\n")
	fmt.Println("before flush", w.Buffered())
	w.Flush()
	r := bufio.NewReader(strings.NewReader("alpha,beta\ngamma"))
	s, err := r.ReadString(',')
	fmt.Printf("%q %v\n", s, err)
	s, err = r.ReadString('\n')
	fmt.Printf("%q %v\n", s, err)
	s, err = r.ReadString('\n')
	fmt.Printf("%q %v\n", s, err)
	var buf bytes.Buffer
	buf.WriteString("hello ")
	buf.Write([]byte("world"))
	fmt.Fprintf(&buf, " %d", 42)
	fmt.Println(buf.String(), buf.Len())
	b3 := make([]byte, 5)
	n, _ := buf.Read(b3)
	fmt.Println(n, string(b3), buf.String())
	rs := bufio.NewScanner(strings.NewReader("héllo"))
	rs.Split(bufio.ScanRunes)
	for rs.Scan() {
		fmt.Print(rs.Text(), "/")
	}
	fmt.Println()
}

// Output:
//  1|The quick brown fox|
//  2|jumps over the lazy dog.|
//  3|The dog sleeps; the fox runs!|
//  4||
//  5|  Indented line with    spaces|
// the=4, dog=2, fox=2, brown=1, indented=1.✓ 44
// before flush 21
// buffered 4096
// second
// "alpha," <nil>
// "beta\n" <nil>
// "gamma" EOF
// hello world 42 14
// 5 hello  world 42
// h/é/l/l/o/
