package main

import (
	"fmt"
	"os"
	"text/template"
)

func main() {
	data := map[string]any{"s": []int{1, 2, 3, 4}, "str": "héllo", "n": nil, "u": uint8(2)}
	for _, src := range []string{
		`{{slice .s 1 3}} {{slice .s}} {{slice .s 2}} {{len (slice .s 1 2 4)}} {{slice .str 1 3}} {{slice .s .u}}`,
		`{{slice .s 1 (len .s)}}`,
		`{{slice .s 3 1}}`,
		`{{slice .s 1 3 2}}`,
		`{{slice .s 1 2 3 4}}`,
		`{{slice .str 1 2 3}}`,
		`{{slice .n 1}}`,
		`{{slice .s -1}}`,
		`{{slice .s "a"}}`,
		`{{slice .s nil}}`,
		`{{slice 5 1}}`,
		`{{slice .s 5}}`,
		`{{'é'}} {{'\n'}} {{'\x41'}} {{"\u00e9" | len}} {{print "a\x00b" | len}}`,
	} {
		t, err := template.New("t").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		err = t.Execute(os.Stdout, data)
		fmt.Println()
		fmt.Println("exec:", err)
	}
}

// Output:
// [2 3] [1 2 3 4] [3 4] 1 é 
// exec: template: t:1:91: executing "t" at <slice .s .u>: error calling slice: cannot index slice/array with type interface {}
// [2 3 4]
// exec: <nil>
//
// exec: template: t:1:2: executing "t" at <slice .s 3 1>: error calling slice: invalid slice index: 3 > 1
//
// exec: template: t:1:2: executing "t" at <slice .s 1 3 2>: error calling slice: invalid slice index: 3 > 2
//
// exec: template: t:1:2: executing "t" at <slice .s 1 2 3 4>: error calling slice: too many slice indexes: 4
//
// exec: template: t:1:2: executing "t" at <slice .str 1 2 3>: error calling slice: cannot 3-index slice a string
//
// exec: template: t:1:2: executing "t" at <slice .n 1>: error calling slice: slice of untyped nil
//
// exec: template: t:1:2: executing "t" at <slice .s -1>: error calling slice: index out of range: -1
//
// exec: template: t:1:2: executing "t" at <slice .s "a">: error calling slice: cannot index slice/array with type string
//
// exec: template: t:1:2: executing "t" at <slice .s nil>: error calling slice: cannot index slice/array with nil
//
// exec: template: t:1:2: executing "t" at <slice 5 1>: error calling slice: can't slice item of type int
//
// exec: template: t:1:2: executing "t" at <slice .s 5>: error calling slice: index out of range: 5
// 233 10 65 2 3
// exec: <nil>
