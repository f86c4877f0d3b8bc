// bytes.Fields returns sub-slices of its input (s[start:end:end]): writing to a field writes the
// input, and appending to a field does not overwrite the next. ToUpper and ToLower return fresh
// slices, for ASCII and non-ASCII inputs.
package main

import (
	"bytes"
	"fmt"
)

func main() {
	line := []byte("  alpha beta\tgamma\n")
	fs := bytes.Fields(line)
	fmt.Println(len(fs), cap(fs[0]), cap(fs[1]))
	fs[0][0] = 'A'
	fs[1] = append(fs[1], '!')
	fmt.Printf("%q %q %q\n", line, fs[1], fs[2])

	u := []byte("héllo wörld\u00a0x\u2003y")
	for _, f := range bytes.Fields(u) {
		fmt.Printf("%q %d ", f, cap(f))
	}
	fmt.Println()
	bad := []byte{'a', 0xff, ' ', 'b', 0xc2, 0x85, 'c'}
	fmt.Printf("%q\n", bytes.Fields(bad))

	fmt.Println(bytes.Fields(nil) == nil, len(bytes.Fields([]byte(" \t "))), bytes.Fields([]byte(" ")) == nil)

	up := bytes.ToUpper(line)
	up[2] = 'x'
	fmt.Printf("%q %q\n", up, line)
	fmt.Printf("%q %q\n", bytes.ToUpper([]byte("straße ǆ")), bytes.ToLower([]byte("ÀB ǅ İ")))
	fmt.Println(bytes.ToUpper(nil) == nil, len(bytes.ToLower([]byte{})))
	sub := line[2:7]
	fmt.Printf("%q %q\n", bytes.ToUpper(sub), bytes.ToLower([]byte("MiXeD 123 @[`{")))
}

// Output:
// 3 5 4
// "  Alpha beta\tgamma\n" "beta!" "gamma"
// "héllo" 6 "wörld" 6 "x" 1 "y" 1 
// ["a\xff" "b" "c"]
// false 0 false
// "  xLPHA BETA\tGAMMA\n" "  Alpha beta\tgamma\n"
// "STRAßE Ǆ" "àb ǆ i"
// false 0
// "ALPHA" "mixed 123 @[`{"
