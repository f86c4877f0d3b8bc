package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode"
)

const input = `The quick brown fox jumps over the lazy dog.
The dog barks; the fox runs!

  Foxes, dogs -- and THE end.`

type wordCount struct {
	word  string
	count int
}

func main() {
	scanner := bufio.NewScanner(strings.NewReader(input))
	scanner.Split(bufio.ScanWords)
	counts := make(map[string]int)
	total := 0
	for scanner.Scan() {
		w := strings.ToLower(strings.TrimFunc(scanner.Text(), func(r rune) bool {
			return !unicode.IsLetter(r)
		}))
		if w == "" {
			continue
		}
		counts[w]++
		total++
	}
	if err := scanner.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "reading input:", err)
		os.Exit(1)
	}

	var list []wordCount
	for w, c := range counts {
		list = append(list, wordCount{w, c})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].count != list[j].count {
			return list[i].count > list[j].count
		}
		return list[i].word < list[j].word
	})
	fmt.Printf("%d words, %d distinct\n", total, len(counts))
	for i, wc := range list {
		if i == 5 {
			break
		}
		fmt.Printf("%-6s %3d %s\n", wc.word, wc.count, strings.Repeat("*", wc.count))
	}

	lines := bufio.NewScanner(strings.NewReader(input))
	n := 0
	for lines.Scan() {
		n++
		line := lines.Text()
		if strings.TrimSpace(line) == "" {
			fmt.Printf("line %d: (blank)\n", n)
			continue
		}
		fmt.Printf("line %d: %q\n", n, strings.Fields(line)[0])
	}
}

// Output:
// 20 words, 14 distinct
// the      5 *****
// dog      2 **
// fox      2 **
// and      1 *
// barks    1 *
// line 1: "The"
// line 2: "The"
// line 3: (blank)
// line 4: "Foxes,"
