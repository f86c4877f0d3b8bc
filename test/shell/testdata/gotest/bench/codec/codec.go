// Package codec encodes small records.
package codec

import (
	"strconv"
	"strings"
)

type Record struct {
	Name  string
	Count int
}

func Encode(r Record) string {
	var sb strings.Builder
	sb.WriteString(r.Name)
	sb.WriteByte('=')
	sb.WriteString(strconv.Itoa(r.Count))
	return sb.String()
}

func Decode(s string) (Record, bool) {
	name, count, ok := strings.Cut(s, "=")
	if !ok {
		return Record{}, false
	}
	n, err := strconv.Atoi(count)
	return Record{Name: name, Count: n}, err == nil
}
