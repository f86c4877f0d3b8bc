package main

import (
	"bufio"
	"errors"
	"fmt"
	"strings"
)

const config = `# service config
name = billing
port=8080

  replicas =   3
bad line here
tags = a, b ,c
[section]
timeout = 30s
`

func main() {
	sc := bufio.NewScanner(strings.NewReader(config))
	lineNo := 0
	section := ""
	values := map[string]string{}
	var order []string
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			section = strings.Trim(line, "[]") + "."
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			fmt.Printf("line %d: cannot parse %q\n", lineNo, line)
			continue
		}
		key := section + strings.TrimSpace(k)
		values[key] = strings.TrimSpace(v)
		order = append(order, key)
	}
	if err := sc.Err(); err != nil {
		fmt.Println("error:", err)
	}
	for _, k := range order {
		fmt.Printf("%-16s %q\n", k, values[k])
	}

	words := bufio.NewScanner(strings.NewReader("  the quick\tbrown\n\nfox  "))
	words.Split(bufio.ScanWords)
	n := 0
	for words.Scan() {
		n++
		fmt.Printf("[%s]", words.Text())
	}
	fmt.Println(n)

	runes := bufio.NewScanner(strings.NewReader("héllo\xff"))
	runes.Split(bufio.ScanRunes)
	for runes.Scan() {
		fmt.Printf("%q ", runes.Bytes())
	}
	fmt.Println()

	noNL := bufio.NewScanner(strings.NewReader("a\r\nb\r\n\r\nc"))
	for noNL.Scan() {
		fmt.Printf("%q ", noNL.Text())
	}
	fmt.Println()

	small := bufio.NewScanner(strings.NewReader(strings.Repeat("x", 100) + "\nshort\n"))
	small.Buffer(make([]byte, 10), 50)
	for small.Scan() {
		fmt.Println("got", small.Text())
	}
	fmt.Println(small.Err(), errors.Is(small.Err(), bufio.ErrTooLong))

	commas := bufio.NewScanner(strings.NewReader("a,b,,c"))
	commas.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		if i := strings.IndexByte(string(data), ','); i >= 0 {
			return i + 1, data[:i], nil
		}
		if atEOF && len(data) > 0 {
			return len(data), data, bufio.ErrFinalToken
		}
		return 0, nil, nil
	})
	for commas.Scan() {
		fmt.Printf("<%s>", commas.Text())
	}
	fmt.Println(commas.Err())
}

// Output:
// line 6: cannot parse "bad line here"
// name             "billing"
// port             "8080"
// replicas         "3"
// tags             "a, b ,c"
// section.timeout  "30s"
// [the][quick][brown][fox]4
// "h" "é" "l" "l" "o" "�" 
// "a" "b" "" "c" 
// bufio.Scanner: token too long true
// <a><b><><c><nil>
