package main

import (
	"crypto/rand"
	"fmt"
	"io"
	"regexp"
)

type UUID [16]byte

func NewV4(r io.Reader) (UUID, error) {
	var u UUID
	if _, err := io.ReadFull(r, u[:]); err != nil {
		return u, fmt.Errorf("uuid: %w", err)
	}
	u[6] = (u[6] & 0x0f) | 0x40
	u[8] = (u[8] & 0x3f) | 0x80
	return u, nil
}

func (u UUID) String() string {
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:])
}

var pattern = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

type shortReader struct{ n int }

func (s *shortReader) Read(p []byte) (int, error) {
	if s.n == 0 {
		return 0, io.EOF
	}
	k := copy(p, make([]byte, s.n))
	s.n -= k
	return k, nil
}

func main() {
	seen := map[UUID]bool{}
	for i := 0; i < 50; i++ {
		u, err := NewV4(rand.Reader)
		if err != nil {
			panic(err)
		}
		if !pattern.MatchString(u.String()) {
			fmt.Println("bad format:", u)
		}
		seen[u] = true
	}
	fmt.Println("unique:", len(seen))
	_, err := NewV4(&shortReader{n: 5})
	fmt.Println(err)
	_, err = NewV4(&shortReader{})
	fmt.Println(err)
	var zero UUID
	fmt.Println(zero)
	fmt.Printf("%v %d\n", len(zero.String()), len(zero))
}

// Output:
// unique: 50
// uuid: unexpected EOF
// uuid: EOF
// 00000000-0000-0000-0000-000000000000
// 36 16
