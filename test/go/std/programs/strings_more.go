package main

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

func wordFreq(text string) map[string]int {
	freq := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	}) {
		freq[w]++
	}
	return freq
}

func main() {
	text := "The quick brown fox. The lazy dog! The end, isn't it?"
	freq := wordFreq(text)
	keys := make([]string, 0, len(freq))
	for k := range freq {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if freq[keys[i]] != freq[keys[j]] {
			return freq[keys[i]] > freq[keys[j]]
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys[:4] {
		fmt.Printf("%-6s %d\n", k, freq[k])
	}
	fmt.Println(freq)
	image := "nginx:1.25.3"
	parts := strings.Split(image, ":")
	fmt.Println(parts[0], parts[1], len(parts))
	version := strings.TrimPrefix("v1.2.3", "v")
	nums := strings.Split(version, ".")
	total := 0
	for _, n := range nums {
		v, err := strconv.Atoi(n)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		total += v
	}
	fmt.Println("total", total)
	labels := map[string]string{"app": "web", "tier": "frontend", "env": "prod"}
	var pairs []string
	for k, v := range labels {
		pairs = append(pairs, k+"="+v)
	}
	sort.Strings(pairs)
	fmt.Println(strings.Join(pairs, ","))
	sel := "app=web,tier=frontend"
	for _, kv := range strings.Split(sel, ",") {
		k, v, ok := strings.Cut(kv, "=")
		fmt.Println(k, v, ok, labels[k] == v)
	}
	var sb strings.Builder
	sb.Grow(64)
	for i := 3; i > 0; i-- {
		sb.WriteString(strconv.Itoa(i))
		sb.WriteString("...")
	}
	sb.WriteString("liftoff")
	fmt.Println(sb.String(), sb.Len())
	fmt.Println(strings.Title("kubernetes operator"), strings.ToTitle("go"))
	fmt.Println(strings.EqualFold("Deployment", "deployment"), strings.ContainsAny("abc", ""), strings.Index("chicken", "dmr"))
	fmt.Println(strings.LastIndexByte("abcabc", 'b'), strings.IndexAny("", "a"), strings.TrimLeft("  \t x", " \t"))
	fmt.Printf("%q %q %q\n", strings.TrimSpace("\n\t hi \r\n"), strings.Trim("¡¡Hola!!", "!¡"), strings.TrimRight("abc...", "."))
	fmt.Printf("%q\n", strings.Fields("  a  b\tc\n"))
	fmt.Printf("%q\n", strings.SplitN("a:b:c", ":", 0))
	fmt.Printf("%q\n", strings.SplitN("a:b:c", ":", -1))
	fmt.Printf("%q\n", strings.SplitAfterN("a:b:c", ":", 2))
	fmt.Println(strings.Count("", ""), strings.Repeat("-", 0) == "", strings.Compare("b", "a"))
	r := []rune("héllo")
	fmt.Println(len(r), string(r[1]), string(r[1:3]), strings.ToUpper(string(r)))
	for i, c := range "go€" {
		fmt.Print(i, ":", string(c), " ")
	}
	fmt.Println()
	b := []byte("hello")
	b[0] = 'H'
	fmt.Println(string(b), strings.Map(unicode.ToUpper, "mixed Case"))
	fmt.Fprintln(os.Stdout, strings.NewReplacer("a", "1", "b", "2").Replace("abcab"))
	fmt.Println(strings.Replace("oink oink oink", "k", "ky", 2), strings.Replace("oink oink oink", "oink", "moo", -1))
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	fmt.Println(strings.Repeat("x", -1))
}
