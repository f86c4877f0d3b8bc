package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	n := 0
	for sc.Scan() {
		n++
		fmt.Println("line:", sc.Text())
	}
	if err := sc.Err(); err != nil {
		fmt.Println("error:", err)
	}
	fmt.Println("lines:", n)
	r := bufio.NewReader(os.Stdin)
	s, err := r.ReadString('\n')
	fmt.Printf("%q %v\n", s, err)
}

// Output:
// lines: 0
// "" EOF
