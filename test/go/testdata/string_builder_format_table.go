package main

import (
	"fmt"
	"os"
	"strings"
	"text/tabwriter"
	"unicode/utf8"
)

type row struct {
	name   string
	ready  string
	status string
	age    string
}

func main() {
	rows := []row{{"web-7d4b9", "1/1", "Running", "5m"}, {"db-0", "0/1", "CrashLoopBackOff", "12h"}, {"cache-héllo", "1/1", "Running", "3d"}}
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 3, ' ', 0)
	fmt.Fprintln(w, "NAME\tREADY\tSTATUS\tAGE")
	for _, r := range rows {
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", r.name, r.ready, r.status, r.age)
	}
	w.Flush()
	var sb strings.Builder
	width := 0
	for _, r := range rows {
		if n := utf8.RuneCountInString(r.name); n > width {
			width = n
		}
	}
	for _, r := range rows {
		sb.WriteString(fmt.Sprintf("|%-*s|%*s|\n", width, r.name, 5, r.age))
	}
	fmt.Print(sb.String())
	fmt.Println(utf8.RuneCountInString("héllo"), len("héllo"), utf8.ValidString("\xff"), utf8.RuneLen('€'))
	r, size := utf8.DecodeRuneInString("€uro")
	fmt.Println(string(r), size, r)
	buf := utf8.AppendRune(nil, '世')
	fmt.Println(buf, string(buf))
	tw := tabwriter.NewWriter(os.Stdout, 5, 0, 1, '.', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(tw, "a\tbbb\tc\t")
	fmt.Fprintln(tw, "aaaa\tb\tccccc\t")
	tw.Flush()
	fmt.Printf("%6.2f%%|%x|%X|% x|%08.3f|%+.1e\n", 99.5, "hi", []byte{1, 171}, "abc", -3.14159, 12345.678)
	fmt.Printf("%3c|%-4q|%#U|%v\n", 'x', 'y', '⌘', 'z')
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 1, 4, 2, 2, 3.14159)
	fmt.Printf("%[2]d %[1]d %d\n", 10, 20)
	fmt.Printf("%v %.3v %10.4v|\n", 1e6, 3.14159, "abcdefgh")
	fmt.Printf("%t|%5t|%v\n", false, true, []bool{true})
	fmt.Printf("%x %X %o %b %c\n", -255, uint8(200), -8, -5, 65)
	fmt.Printf("%08b|%-8x|%#08x\n", 5, 255, 255)
	fmt.Printf("%s|%v|%d\n", []string{"a", "b"}, [2]string{"c", "d"}, []int32{1, 2})
}

// Output:
// NAME          READY   STATUS             AGE
// web-7d4b9     1/1     Running            5m
// db-0          0/1     CrashLoopBackOff   12h
// cache-héllo   1/1     Running            3d
// |web-7d4b9  |   5m|
// |db-0       |  12h|
// |cache-héllo|   3d|
// 5 6 false 3
// € 3 8364
// [228 184 150] 世
// ....a|..bbb|.....c|
// .aaaa|....b|.ccccc|
//  99.50%|6869|01AB|61 62 63|-003.142|+1.2e+04
//   x|'y' |U+2318 '⌘'|122
//     1|2   |3.14
// 20 10 20
// 1e+06 3.14       abcd|
// false| true|[true]
// -ff C8 -10 -101 A
// 00000101|ff      |0x000000ff
// [a b]|[c d]|[1 2]
