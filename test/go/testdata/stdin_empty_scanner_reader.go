package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	lines := 0
	for sc.Scan() {
		lines++
	}
	fmt.Println("lines:", lines, "err:", sc.Err())
	r := bufio.NewReader(os.Stdin)
	s, err := r.ReadString('\n')
	fmt.Printf("%q %v %t\n", s, err, err == io.EOF)
	var n int
	k, err := fmt.Scan(&n)
	fmt.Println(k, err)
	k, err = fmt.Scanln(&n)
	fmt.Println(k, err)
	k, err = fmt.Scanf("%d", &n)
	fmt.Println(k, err)
	b, err := io.ReadAll(os.Stdin)
	fmt.Println(len(b), err)
	st, err := os.Stdin.Stat()
	fmt.Println(err, st.Name())
	fmt.Fprintln(os.Stderr, "to stderr")
	fmt.Fprint(os.Stdout, "no trailing newline")
}

// Output:
// lines: 0 err: <nil>
// "" EOF true
// 0 EOF
// 0 EOF
// 0 EOF
// 0 <nil>
// <nil> stdin
// no trailing newline
// \ No newline at end of output
// Stderr:
// to stderr
