package main

import (
	"bufio"
	"fmt"
	"sort"
	"strings"
	"unicode"
)

const text = `It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness,
it was the epoch of belief, it was the epoch of incredulity.`

func main() {
	counts := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Split(bufio.ScanWords)
	total := 0
	for sc.Scan() {
		w := strings.TrimFunc(strings.ToLower(sc.Text()), func(r rune) bool { return !unicode.IsLetter(r) })
		if w == "" {
			continue
		}
		counts[w]++
		total++
	}
	type wc struct {
		w string
		c int
	}
	var list []wc
	for w, c := range counts {
		list = append(list, wc{w, c})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].c != list[j].c {
			return list[i].c > list[j].c
		}
		return list[i].w < list[j].w
	})
	fmt.Println("total words:", total, "unique:", len(list))
	for _, e := range list[:6] {
		fmt.Printf("%-12s %3d %s\n", e.w, e.c, strings.Repeat("*", e.c))
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		fmt.Printf("%2d| %-60.60s|%d\n", i+1, l, len(l))
	}
	longest := ""
	for w := range counts {
		if len(w) > len(longest) || len(w) == len(longest) && w < longest {
			longest = w
		}
	}
	fmt.Println("longest:", longest)
	title := strings.Title(strings.ToLower("hELLO wORLD"))
	fmt.Println(title, strings.Count(text, "it was"), strings.Index(text, "wisdom"))
	var sb strings.Builder
	for i, r := range "abcdef" {
		if i > 0 && i%2 == 0 {
			sb.WriteByte('-')
		}
		sb.WriteRune(unicode.ToUpper(r))
	}
	fmt.Println(sb.String())
	fields := strings.FieldsFunc("a=1;b=2;;c=3", func(r rune) bool { return r == ';' })
	kv := map[string]string{}
	for _, f := range fields {
		k, v, _ := strings.Cut(f, "=")
		kv[k] = v
	}
	fmt.Println(kv, len(fields))
}

// Output:
// total words: 36 unique: 13
// it             6 ******
// of             6 ******
// the            6 ******
// was            6 ******
// age            2 **
// epoch          2 **
//  1| It was the best of times, it was the worst of times,        |52
//  2| it was the age of wisdom, it was the age of foolishness,    |56
//  3| it was the epoch of belief, it was the epoch of incredulity.|60
// longest: foolishness
// Hello World 5 71
// AB-CD-EF
// map[a:1 b:2 c:3] 3
