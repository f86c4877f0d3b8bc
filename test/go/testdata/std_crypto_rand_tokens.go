package main

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
)

func token(n int) (string, error) {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

type failing struct{}

func (failing) Read(p []byte) (int, error) { return 0, errors.New("entropy exhausted") }

func main() {
	t, err := token(16)
	fmt.Println(len(t), err)
	a, _ := token(8)
	b, _ := token(8)
	fmt.Println(a != b)
	s := make([]byte, 12)
	n, err := io.ReadFull(rand.Reader, s)
	fmt.Println(n, err, len(base64.RawURLEncoding.EncodeToString(s)))
	fmt.Printf("%T\n", rand.Reader)
	max := big.NewInt(1000)
	for i := 0; i < 5; i++ {
		v, err := rand.Int(rand.Reader, max)
		if err != nil || v.Sign() < 0 || v.Cmp(max) >= 0 {
			fmt.Println("bad", v, err)
		}
	}
	one, _ := rand.Int(rand.Reader, big.NewInt(1))
	fmt.Println(one)
	_, err = rand.Int(failing{}, big.NewInt(50))
	fmt.Println(err)
	_, err = rand.Int(io.LimitReader(rand.Reader, 1), new(big.Int).Lsh(big.NewInt(1), 64))
	fmt.Println(err)
	p, err := rand.Prime(rand.Reader, 64)
	fmt.Println(p.BitLen(), p.ProbablyPrime(20), err)
	_, err = rand.Prime(rand.Reader, 1)
	fmt.Println(err)
	x := new(big.Int).SetBytes([]byte{1, 0, 0})
	fmt.Println(x, x.Bytes(), new(big.Int).Bytes(), x.FillBytes(make([]byte, 5)))
	defer func() { fmt.Println(recover()) }()
	rand.Int(rand.Reader, big.NewInt(0))
}

// Output:
// 32 <nil>
// true
// 12 <nil> 16
// *rand.reader
// 0
// entropy exhausted
// unexpected EOF
// 64 true <nil>
// crypto/rand: prime size must be at least 2-bit
// 65536 [1 0 0] [] [0 0 1 0 0]
// crypto/rand: argument to Int is <= 0
