package main

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"os"
	"strings"
	"text/tabwriter"
)

func main() {
	inputs := []string{"", "abc", "The quick brown fox jumps over the lazy dog", strings.Repeat("a", 1000)}
	algs := []struct {
		name string
		new  func() hash.Hash
	}{
		{"md5", md5.New},
		{"sha1", sha1.New},
		{"sha256", sha256.New},
		{"sha224", sha256.New224},
		{"sha384", sha512.New384},
		{"sha512", sha512.New},
		{"sha512/256", sha512.New512_256},
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 1, ' ', 0)
	fmt.Fprintln(w, "alg\tsize\tblock\tinput\tdigest")
	for _, a := range algs {
		for i, in := range inputs {
			h := a.new()
			io.WriteString(h, in)
			d := hex.EncodeToString(h.Sum(nil))
			if len(d) > 32 {
				d = d[:16] + "…" + d[len(d)-8:]
			}
			fmt.Fprintf(w, "%s\t%d\t%d\t#%d\t%s\n", a.name, h.Size(), h.BlockSize(), i, d)
		}
	}
	w.Flush()
	h := sha512.New()
	for i := 0; i < 3; i++ {
		fmt.Fprintf(h, "chunk-%d;", i)
		fmt.Printf("running %x\n", h.Sum(nil)[:8])
	}
	fmt.Printf("%X\n", sha512.Sum512_224([]byte("abc")))
	fmt.Printf("% x\n", md5.Sum([]byte("abc")))
	fmt.Printf("%v\n", sha1.Sum([]byte("abc"))[:4])
}

// Error:
// # command-line-arguments
// ./err_slice_of_unaddressable_digest.go:52:21: invalid operation: sha1.Sum([]byte("abc")) (value of type [20]byte) (slice of unaddressable value)
