package main

import (
	"encoding/csv"
	"io/fs"
	"net/url"
	"os"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode"
)

type Local struct{ A, B int }

type Wrap struct {
	M sync.Mutex
}

func main() {
	l := Local{1, 2}
	rs := unicode.Range16{0x41, 0x5a, 1}
	b := strings.Builder{}
	ts := []time.Time{{}}
	type pair struct{ k, v string }
	p := pair{"a", "b"}
	anon := struct{ X int }{1}
	fmt.Println(l, rs, b.String(), ts, p, anon)
	m := map[string]Local{"a": {1, 2}}
	fmt.Println(m)
	var w Wrap
	_ = &w
	loc := time.Location{}
	_ = loc
	d := []unicode.Range32{{1, 2, 3}}
	fmt.Println(d)
	ue := url.Error{"Get", "http://x", nil}
	fmt.Println(ue)
	pe := &fs.PathError{"open", "/x", nil}
	fmt.Println(pe)
	xs := []*url.Error{{"Get", "u", nil}}
	ys := []url.Error{{Op: "Get"}, {"a", "b", nil}}
	ope := os.PathError{"a", "b", nil}
	fmt.Println(xs, ys, ope)
	te := time.ParseError{"a", "b", "c", "d", "e"}
	fmt.Println(te, csv.ParseError{1, 2, 3, nil})
}

type PE = fs.PathError

func aliasLit() {
	fmt.Println(PE{"a", "b", nil})
}
