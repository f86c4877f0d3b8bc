package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"strconv"
	"time"
)

type NotFound struct{}

func (*NotFound) Error() string { return "nf" }

func main() {
	err := errors.New("x")
	var nf NotFound
	if errors.As(err, nf) {
		fmt.Println("nf")
	}
	var pe *fs.PathError
	if errors.As(err, pe) {
		fmt.Println(pe)
	}
	if main == nil {
		return
	}
	n := 65
	s := string(n)
	var r rune = 66
	s2 := string(r)
	var u8 uint8 = 1
	x := u8 << 9
	t := time.Now().Format("2006-02-01")
	var v any = err
	if _, ok := v.(fmt.Stringer); ok {
		fmt.Println("stringer")
	}
	var spec struct{ Size int }
	json.Unmarshal([]byte(`{}`), spec)
	slog.Info("reconciled", "name")
	slog.Error("failed", err)
	fmt.Println(s, s2, x, t, strconv.Itoa(n), os.Args)
}
