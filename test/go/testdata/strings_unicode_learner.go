package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func isPalindrome(s string) bool {
	var clean []rune
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			clean = append(clean, r)
		}
	}
	return string(clean) == reverse(string(clean))
}

func wordCount(s string) map[string]int {
	counts := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	}) {
		counts[strings.Trim(w, "'")]++
	}
	return counts
}

func main() {
	fmt.Println(reverse("Hello, 世界!"), isPalindrome("A man, a plan, a canal: Panama"))
	fmt.Println(wordCount("That's the password: 'PASSWORD 123'!, cried the Special Agent.\nSo I fled."))
	s := "héllo, wörld"
	fmt.Println(len(s), utf8.RuneCountInString(s), strings.ToUpper(s), strings.Title("go is fun"))
	for i, r := range "aé\xffz" {
		fmt.Printf("%d:%q(%d) ", i, r, utf8.RuneLen(r))
	}
	fmt.Println()
	bad := string([]byte{0xe4, 0xb8})
	r, size := utf8.DecodeRuneInString(bad)
	fmt.Println(r == utf8.RuneError, size, utf8.ValidString(bad), []byte(bad), []rune(bad))
	fmt.Println(strings.Split("a,b,,c", ","), len(strings.Split("", ",")), strings.SplitN("a=b=c", "=", 2), strings.SplitAfter("a.b.c", "."))
	fmt.Printf("%q\n", strings.Fields("  lots   of\tspace\n "))
	before, after, found := strings.Cut("key=value=x", "=")
	fmt.Println(before, after, found)
	fmt.Println(strings.Repeat("ab", 3), strings.Index("chicken", "ken"), strings.LastIndex("go gopher", "go"), strings.IndexRune("chicken", 'k'), strings.IndexAny("golang", "ny"))
	fmt.Println(strings.TrimSpace("  x \n"), strings.Trim("xxhixx", "x"), strings.TrimLeft("aabbcc", "ab"), strings.TrimPrefix("prefix-body", "prefix-"), strings.TrimSuffix("a.go", ".go"), strings.TrimFunc("123abc456", unicode.IsDigit))
	rep := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(rep.Replace("<a & b>"), strings.ReplaceAll("oink oink", "k", "ky"), strings.Replace("aaaa", "a", "b", 2))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.HasPrefix("golang", "go"), strings.ContainsRune("abc", 'c'), strings.ContainsAny("abc", "xyz"), strings.Count("cheese", "e"), strings.Count("five", ""))
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsUpper(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, "HeLLo World"))
	var sb strings.Builder
	for i := 3; i > 0; i-- {
		fmt.Fprintf(&sb, "%d...", i)
	}
	sb.WriteString("liftoff")
	sb.WriteByte('!')
	sb.WriteRune('🚀')
	fmt.Println(sb.String(), sb.Len())
	var buf bytes.Buffer
	buf.WriteString("hello ")
	buf.Write([]byte("world"))
	fmt.Println(buf.String(), buf.Len(), bytes.ToUpper(buf.Bytes())[:5], bytes.Contains(buf.Bytes(), []byte("lo w")))
	line, err := buf.ReadString(' ')
	fmt.Printf("%q %v %q\n", line, err, buf.String())
	fmt.Println(strings.Compare("a", "b"), strings.Join([]string{"x", "y"}, "-"), strings.ToTitle("ǆ"), unicode.IsSpace('\u00a0'), unicode.IsPunct('!'), unicode.In('λ', unicode.Greek))
	fmt.Println(strings.ContainsFunc("abc1", unicode.IsNumber), strings.IndexFunc("abc1", unicode.IsNumber), strings.Clone("c"), strings.CutPrefix("v1.2", "v"))
	fmt.Printf("%c %c %v %v\n", unicode.ToLower('Σ'), unicode.SimpleFold('k'), unicode.IsTitle('ǅ'), string(rune(65)))
}

// Error:
// # command-line-arguments
// ./strings_unicode_learner.go:81:127: multiple-value strings.CutPrefix("v1.2", "v") (value of type (after string, found bool)) in single-value context
