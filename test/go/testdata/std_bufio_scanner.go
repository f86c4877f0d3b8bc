package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

func main() {
	input := "the quick brown\nfox jumps\n\nover the lazy dog"
	sc := bufio.NewScanner(strings.NewReader(input))
	for i := 1; sc.Scan(); i++ {
		fmt.Printf("%d: %q\n", i, sc.Text())
	}
	ws := bufio.NewScanner(strings.NewReader(input))
	ws.Split(bufio.ScanWords)
	count := 0
	for ws.Scan() {
		count++
	}
	fmt.Println("words:", count)
	rs := bufio.NewScanner(strings.NewReader("héllo"))
	rs.Split(bufio.ScanRunes)
	for rs.Scan() {
		fmt.Print(rs.Text(), "|")
	}
	fmt.Println()
	br := bufio.NewReader(strings.NewReader("alpha,beta\ngamma"))
	for {
		line, err := br.ReadString('\n')
		fmt.Printf("%q %v\n", line, err)
		if err == io.EOF {
			break
		}
	}
	var sb strings.Builder
	bw := bufio.NewWriter(&sb)
	fmt.Fprintf(bw, "%d-%s", 7, "x")
	fmt.Println(sb.Len())
	bw.Flush()
	fmt.Println(sb.String())
	b2 := bufio.NewReader(strings.NewReader("xyz"))
	c, _ := b2.ReadByte()
	b2.UnreadByte()
	r, size, _ := b2.ReadRune()
	fmt.Println(c, r, size)
	peek, _ := b2.Peek(2)
	fmt.Println(string(peek))
}

// Output:
// 1: "the quick brown"
// 2: "fox jumps"
// 3: ""
// 4: "over the lazy dog"
// words: 9
// h|é|l|l|o|
// "alpha,beta\n" <nil>
// "gamma" EOF
// 0
// 7-x
// 120 120 1
// yz
