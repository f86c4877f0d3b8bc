package main

import (
	"bufio"
	"fmt"
	"sort"
	"strings"
	"unicode"
)

func wrap(text string, width int) []string {
	var lines []string
	var cur strings.Builder
	for _, w := range strings.Fields(text) {
		if cur.Len() > 0 && cur.Len()+1+len(w) > width {
			lines = append(lines, cur.String())
			cur.Reset()
		}
		if cur.Len() > 0 {
			cur.WriteByte(' ')
		}
		cur.WriteString(w)
	}
	if cur.Len() > 0 {
		lines = append(lines, cur.String())
	}
	return lines
}

const text = `Operators extend Kubernetes with custom resources. A controller watches
resources, compares desired and observed state, and reconciles: it is level-based,
idempotent, and must tolerate stale caches. Requeue on conflict; don't panic.`

func main() {
	for i, l := range wrap(text, 36) {
		fmt.Printf("%2d |%-36s|\n", i+1, l)
	}
	freq := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Split(bufio.ScanWords)
	for sc.Scan() {
		w := strings.ToLower(strings.TrimFunc(sc.Text(), func(r rune) bool { return !unicode.IsLetter(r) }))
		if len(w) > 3 {
			freq[w]++
		}
	}
	type kv struct {
		k string
		v int
	}
	var kvs []kv
	for k, v := range freq {
		kvs = append(kvs, kv{k, v})
	}
	sort.Slice(kvs, func(i, j int) bool {
		if kvs[i].v != kvs[j].v {
			return kvs[i].v > kvs[j].v
		}
		return kvs[i].k < kvs[j].k
	})
	for _, e := range kvs[:5] {
		fmt.Printf("%-12s %s\n", e.k, strings.Repeat("#", e.v))
	}
	r := strings.NewReplacer("Kubernetes", "k8s", "resources", "CRs", "don't", "do not")
	fmt.Println(r.Replace(text[:90]))
	before, after, found := strings.Cut("key=value=x", "=")
	fmt.Println(before, after, found, strings.Count("cheese", "e"), strings.LastIndex("go gopher", "go"))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	var sb strings.Builder
	sb.Grow(64)
	fmt.Fprintf(&sb, "%03d-%s", 7, "x")
	fmt.Println(sb.String(), sb.Len(), strings.TrimLeft("xxhixx", "x"), strings.TrimPrefix("prefix-body", "prefix-"))
	sc2 := bufio.NewScanner(strings.NewReader("line1\r\nline2\n\nlast"))
	n := 0
	for sc2.Scan() {
		n++
		fmt.Printf("%d:%q ", n, sc2.Text())
	}
	fmt.Println()
}

// Output:
//  1 |Operators extend Kubernetes with    |
//  2 |custom resources. A controller      |
//  3 |watches resources, compares desired |
//  4 |and observed state, and reconciles: |
//  5 |it is level-based, idempotent, and  |
//  6 |must tolerate stale caches. Requeue |
//  7 |on conflict; don't panic.           |
// resources    ##
// caches       #
// compares     #
// conflict     #
// controller   #
// Operators extend k8s with custom CRs. A controller watches
// CRs, compare
// key value=x true 3 3
// ["a" "b,c,d"]
// ["a," "b," "c"]
// 007-x 5 hixx body
// 1:"line1" 2:"line2" 3:"" 4:"last" 
