// Benchmarks Game fasta (to the published specification): DNA sequences by copying and by a
// weighted random choice with the specified linear congruential generator; n = 100000, output
// summarised as a checksum so the comparison does not depend on pipe throughput.
package main

import (
	"fmt"
	"hash/crc32"
	"strings"
)

const (
	im = 139968
	ia = 3877
	ic = 29573
)

var last = 42

func random(max float64) float64 {
	last = (last*ia + ic) % im
	return max * float64(last) / im
}

type acid struct {
	c byte
	p float64
}

const alu = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG" +
	"GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA" +
	"CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT" +
	"ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA" +
	"GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG" +
	"AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC" +
	"AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA"

func repeatFasta(out *strings.Builder, s string, n int) {
	pos := 0
	for n > 0 {
		line := 60
		if n < line {
			line = n
		}
		for i := 0; i < line; i++ {
			out.WriteByte(s[pos])
			pos++
			if pos == len(s) {
				pos = 0
			}
		}
		out.WriteByte('\n')
		n -= line
	}
}

func randomFasta(out *strings.Builder, genes []acid, n int) {
	cum := 0.0
	for i := range genes {
		cum += genes[i].p
		genes[i].p = cum
	}
	for n > 0 {
		line := 60
		if n < line {
			line = n
		}
		for i := 0; i < line; i++ {
			r := random(1)
			for _, g := range genes {
				if r < g.p {
					out.WriteByte(g.c)
					break
				}
			}
		}
		out.WriteByte('\n')
		n -= line
	}
}

func main() {
	n := 100000
	var out strings.Builder
	out.WriteString(">ONE Homo sapiens alu\n")
	repeatFasta(&out, alu, 2*n)
	out.WriteString(">TWO IUB ambiguity codes\n")
	iub := []acid{{'a', 0.27}, {'c', 0.12}, {'g', 0.12}, {'t', 0.27}, {'B', 0.02}, {'D', 0.02}, {'H', 0.02}, {'K', 0.02},
		{'M', 0.02}, {'N', 0.02}, {'R', 0.02}, {'S', 0.02}, {'V', 0.02}, {'W', 0.02}, {'Y', 0.02}}
	randomFasta(&out, iub, 3*n)
	out.WriteString(">THREE Homo sapiens frequency\n")
	homo := []acid{{'a', 0.3029549426680}, {'c', 0.1979883004921}, {'g', 0.1975473066391}, {'t', 0.3015094502008}}
	randomFasta(&out, homo, 5*n)
	s := out.String()
	fmt.Println(len(s), crc32.ChecksumIEEE([]byte(s)))
	fmt.Print(s[len(s)-122:])
}
