package main

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

func main() {
	r := randv2.New(randv2.NewPCG(1, 2))
	fmt.Println(r.IntN(100), r.Int64N(1000), r.Float64(), r.Perm(4), r.Uint32(), randv2.N[int64](1) == 0)
	old := rand.New(rand.NewSource(7))
	s := []string{"a", "b", "c", "d", "e"}
	old.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	fmt.Println(s, old.Int63(), old.Int31n(10), old.ExpFloat64() > 0, old.NormFloat64() != 0)
	fmt.Println(strconv.AppendFloat(nil, 3.0, 'g', -1, 32), strconv.FormatFloat(1e-320, 'g', -1, 64), strconv.FormatFloat(5e-324, 'e', 3, 64))
	fmt.Println(strconv.FormatFloat(0.1, 'f', 20, 64), strconv.FormatFloat(2.5e-5, 'f', -1, 32), strconv.FormatFloat(123456789.987, 'E', -1, 64))
	fmt.Println(strconv.QuoteToGraphic("\u00a0\t☺\x7f"), strconv.Quote("\xff\u200b"))
	v, mb, tail, err := strconv.UnquoteChar(`\x41BC`, '\'')
	fmt.Println(v, mb, tail, err)
	fmt.Println(strings.Title("ünïcode wörds"), strings.ToTitle("ǳ"), strings.ToUpper("ﬁ"), len(strings.ToUpper("ﬁ")))
	fmt.Println(strings.IndexFunc("abc1", unicode.IsDigit), strings.LastIndexFunc("1abc", unicode.IsDigit), strings.ContainsFunc("xyz", unicode.IsUpper))
	fmt.Println(strings.CutPrefix("prefix-body", "prefix-"))
	fmt.Println(strings.CutSuffix("body.yaml", ".yml"))
	fmt.Println(strings.EqualFold("σ", "Σ"), strings.EqualFold("ς", "Σ"), strings.TrimLeft("aabbcc", "ab"), strings.TrimPrefix("aabbcc", "ab"))
	fmt.Printf("%q %q\n", strings.SplitAfterN("a,b,c,d", ",", 3), strings.FieldsFunc("a1b22c333", unicode.IsDigit))
	xs := []int{3, 1, 2}
	slices.SortFunc(xs, func(a, b int) int { return b - a })
	ys := slices.Clone(xs)
	ys = slices.Grow(ys, 10)
	fmt.Println(xs, ys, len(ys), cap(ys) >= 13, slices.IndexFunc(xs, func(x int) bool { return x < 3 }), slices.ContainsFunc(xs, func(x int) bool { return x > 5 }))
	fmt.Println(slices.Compare([]int{1, 2}, []int{1, 3}), slices.EqualFunc([]int{1}, []string{"1"}, func(a int, b string) bool { return strconv.Itoa(a) == b }), slices.MinFunc([]string{"bb", "a"}, strings.Compare))
	zs := slices.DeleteFunc([]int{1, 2, 3, 4}, func(x int) bool { return x%2 == 0 })
	fmt.Println(zs, slices.Replace([]int{1, 2, 3}, 0, 1, 9, 9), slices.CompactFunc([]string{"a", "A", "b"}, strings.EqualFold))
	pos, found := slices.BinarySearchFunc([]string{"a", "c"}, "b", strings.Compare)
	fmt.Println(pos, found, slices.Sorted(slices.Values([]int{3, 1})))
}

// Output:
// 76 616 0.5085473976760264 [1 3 0 2] 2147104640 true
// [c b d a e] 6440086189707786506 8 true true
// [51] 1e-320 4.941e-324
// 0.10000000000000000555 0.000025 1.23456789987E+08
// " \t☺\x7f" "\xff\u200b"
// 65 false BC <nil>
// Ünïcode Wörds ǲ ﬁ 3
// 3 0 false
// body true
// body.yaml false
// true true cc aabbcc
// ["a," "b," "c,d"] ["a" "b" "c"]
// [3 2 1] [3 2 1] 3 true 1 false
// -1 true a
// [1 3] [9 9 2 3] [a b]
// 1 false [1 3]
