// strings.Split, SplitN and SplitAfter on empty strings, leading/trailing/adjacent separators,
// multi-byte and invalid-UTF-8 separators, and the empty separator.
package main

import (
	"fmt"
	"strings"
)

func main() {
	for _, s := range []string{"", ",", "a,b,", ",,a,,", "abc", "a\xffb\xff", "héllo wörld"} {
		for _, sep := range []string{",", ",,", "\xff", "ö", "l"} {
			fmt.Printf("%q %q %q %q %q\n", s, sep, strings.Split(s, sep), strings.SplitN(s, sep, 2), strings.SplitAfter(s, sep))
		}
	}
	fmt.Printf("%q %q\n", strings.Split("abc", ""), strings.Split("", ""))
}

// Output:
// "" "," [""] [""] [""]
// "" ",," [""] [""] [""]
// "" "\xff" [""] [""] [""]
// "" "ö" [""] [""] [""]
// "" "l" [""] [""] [""]
// "," "," ["" ""] ["" ""] ["," ""]
// "," ",," [","] [","] [","]
// "," "\xff" [","] [","] [","]
// "," "ö" [","] [","] [","]
// "," "l" [","] [","] [","]
// "a,b," "," ["a" "b" ""] ["a" "b,"] ["a," "b," ""]
// "a,b," ",," ["a,b,"] ["a,b,"] ["a,b,"]
// "a,b," "\xff" ["a,b,"] ["a,b,"] ["a,b,"]
// "a,b," "ö" ["a,b,"] ["a,b,"] ["a,b,"]
// "a,b," "l" ["a,b,"] ["a,b,"] ["a,b,"]
// ",,a,," "," ["" "" "a" "" ""] ["" ",a,,"] ["," "," "a," "," ""]
// ",,a,," ",," ["" "a" ""] ["" "a,,"] [",," "a,," ""]
// ",,a,," "\xff" [",,a,,"] [",,a,,"] [",,a,,"]
// ",,a,," "ö" [",,a,,"] [",,a,,"] [",,a,,"]
// ",,a,," "l" [",,a,,"] [",,a,,"] [",,a,,"]
// "abc" "," ["abc"] ["abc"] ["abc"]
// "abc" ",," ["abc"] ["abc"] ["abc"]
// "abc" "\xff" ["abc"] ["abc"] ["abc"]
// "abc" "ö" ["abc"] ["abc"] ["abc"]
// "abc" "l" ["abc"] ["abc"] ["abc"]
// "a\xffb\xff" "," ["a\xffb\xff"] ["a\xffb\xff"] ["a\xffb\xff"]
// "a\xffb\xff" ",," ["a\xffb\xff"] ["a\xffb\xff"] ["a\xffb\xff"]
// "a\xffb\xff" "\xff" ["a" "b" ""] ["a" "b\xff"] ["a\xff" "b\xff" ""]
// "a\xffb\xff" "ö" ["a\xffb\xff"] ["a\xffb\xff"] ["a\xffb\xff"]
// "a\xffb\xff" "l" ["a\xffb\xff"] ["a\xffb\xff"] ["a\xffb\xff"]
// "héllo wörld" "," ["héllo wörld"] ["héllo wörld"] ["héllo wörld"]
// "héllo wörld" ",," ["héllo wörld"] ["héllo wörld"] ["héllo wörld"]
// "héllo wörld" "\xff" ["héllo wörld"] ["héllo wörld"] ["héllo wörld"]
// "héllo wörld" "ö" ["héllo w" "rld"] ["héllo w" "rld"] ["héllo wö" "rld"]
// "héllo wörld" "l" ["hé" "" "o wör" "d"] ["hé" "lo wörld"] ["hél" "l" "o wörl" "d"]
// ["a" "b" "c"] []
