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
	s1 := sha1.Sum([]byte("abc"))
	fmt.Printf("%v\n", s1[:4])
}

// Output:
// alg        size block input digest
// md5        16   64    #0    d41d8cd98f00b204e9800998ecf8427e
// md5        16   64    #1    900150983cd24fb0d6963f7d28e17f72
// md5        16   64    #2    9e107d9d372bb6826bd81d3542a419d6
// md5        16   64    #3    cabe45dcc9ae5b66ba86600cca6b8ba8
// sha1       20   64    #0    da39a3ee5e6b4b0d…afd80709
// sha1       20   64    #1    a9993e364706816a…9cd0d89d
// sha1       20   64    #2    2fd4e1c67a2d28fc…1b93eb12
// sha1       20   64    #3    291e9a6c66994949…fc36b1ba
// sha256     32   64    #0    e3b0c44298fc1c14…7852b855
// sha256     32   64    #1    ba7816bf8f01cfea…f20015ad
// sha256     32   64    #2    d7a8fbb307d78094…37c9e592
// sha256     32   64    #3    41edece42d63e8d9…b9737ea3
// sha224     28   64    #0    d14a028c2a3a2bc9…c5b3e42f
// sha224     28   64    #1    23097d223405d822…e36c9da7
// sha224     28   64    #2    730e109bd7a8a32b…ad911525
// sha224     28   64    #3    4e8f0ce90b64661a…3d04a03d
// sha384     48   128   #0    38b060a751ac9638…4898b95b
// sha384     48   128   #1    cb00753f45a35e8b…34c825a7
// sha384     48   128   #2    ca737f1014a48f4c…2afbc9b1
// sha384     48   128   #3    f54480689c6b0b11…66ab8ced
// sha512     64   128   #0    cf83e1357eefb8bd…f927da3e
// sha512     64   128   #1    ddaf35a193617aba…a54ca49f
// sha512     64   128   #2    07e547d9586f6a73…b854fee6
// sha512     64   128   #3    67ba5535a46e3f86…47709c97
// sha512/256 32   128   #0    c672b8d1ef56ed28…cef0967a
// sha512/256 32   128   #1    53048e2681941ef9…07e7af23
// sha512/256 32   128   #2    dd9d67b371519c33…c5bef04d
// sha512/256 32   128   #3    40eb4a70d4d69815…49c7fb53
// running 3c813fece281716e
// running 41f470c9fa16064b
// running 229a9149f1db9cd0
// 4634270F707B6A54DAAE7530460842E20E37ED265CEEE9A43E8924AA
// 90 01 50 98 3c d2 4f b0 d6 96 3f 7d 28 e1 7f 72
// [169 153 62 54]
