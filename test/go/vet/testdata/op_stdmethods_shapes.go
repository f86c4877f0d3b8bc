package main

import (
	"encoding/json"
	"fmt"
	"io"
)

type Phase string

func (p Phase) MarshalJSON() []byte { return []byte(`"` + string(p) + `"`) }

func (p *Phase) UnmarshalJSON(b []byte) {}

type Quantity struct{ v int64 }

func (q Quantity) String() int { return int(q.v) }

func (q *Quantity) ReadByte() byte { return 0 }

func (q *Quantity) WriteTo(w io.Writer) error { return nil }

func (q Quantity) Format(s string) {}

func (q *Quantity) Seek(offset int64, whence int) int64 { return 0 }

func (q *Quantity) ReadFrom(r io.Reader) int64 { return 0 }

func (q Quantity) MarshalText() (string, error) { return "", nil }

func (q *Quantity) Peek(n int) []byte { return nil }

func (q Quantity) GobEncode() ([]byte, error) { return nil, nil }

func (q Quantity) Is(err error) bool { return false }

func (q Quantity) As(target any) bool { return false }

func (q Quantity) Unwrap() error { return nil }

func main() {
	b, _ := json.Marshal(Phase("x"))
	fmt.Println(string(b), Quantity{})
}
