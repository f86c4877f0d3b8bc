package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"time"
)

type ValidationError struct {
	Field string
	Code  int
}

func (e *ValidationError) Error() string { return fmt.Sprintf("invalid %s (code %d)", e.Field, e.Code) }

type Temp float64

func main() {
	base := errors.New("connection refused")
	wrapped := fmt.Errorf("dial db: %w", base)
	ve := &ValidationError{"email", 42}
	joined := errors.Join(ve, wrapped)
	_, perr := strconv.Atoi("abc")
	_, oerr := os.Open("/definitely/missing.txt")

	for _, e := range []error{base, wrapped, ve, joined, perr, oerr, fs.ErrNotExist, nil} {
		fmt.Printf("%v | %+v | %s\n", e, e, e)
	}
	fmt.Printf("%#v\n", ve)
	fmt.Printf("%T %T %T %T\n", base, wrapped, joined, oerr)
	fmt.Printf("%q\n", base)
	fmt.Printf("%x\n", base)
	fmt.Printf("%d\n", ve)

	d := 90*time.Minute + 30*time.Second + 5*time.Millisecond
	fmt.Printf("%v | %s | %d | %+v | %#v | %.1f\n", d, d, d, d, d, d.Hours())
	t := time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
	fmt.Printf("%v\n%s\n", t, t)
	fmt.Printf("%+v\n", t)
	fmt.Printf("%#v\n", t)
	fmt.Printf("%v %d %s %#v\n", t.Month(), t.Month(), t.Weekday(), t.Weekday())
	loc := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(loc), t.In(loc).Format(time.RFC3339Nano))
	var zero time.Time
	fmt.Printf("%v | %#v\n", zero, zero.IsZero())
	type Event struct {
		Name string
		At   time.Time
		Dur  time.Duration
		Temp Temp
		Err  error
	}
	ev := Event{"deploy", t, d, 21.5, ve}
	fmt.Printf("%v\n%+v\n", ev, ev)
	fmt.Printf("%v\n", []any{d, t.Month(), Temp(-0.5), time.Duration(0), time.Duration(1)})
}

// Output:
// connection refused | connection refused | connection refused
// dial db: connection refused | dial db: connection refused | dial db: connection refused
// invalid email (code 42) | invalid email (code 42) | invalid email (code 42)
// invalid email (code 42)
// dial db: connection refused | invalid email (code 42)
// dial db: connection refused | invalid email (code 42)
// dial db: connection refused
// strconv.Atoi: parsing "abc": invalid syntax | strconv.Atoi: parsing "abc": invalid syntax | strconv.Atoi: parsing "abc": invalid syntax
// open /definitely/missing.txt: no such file or directory | open /definitely/missing.txt: no such file or directory | open /definitely/missing.txt: no such file or directory
// file does not exist | file does not exist | file does not exist
// <nil> | <nil> | %!s(<nil>)
// &main.ValidationError{Field:"email", Code:42}
// *errors.errorString *fmt.wrapError *errors.joinError *fs.PathError
// "connection refused"
// 636f6e6e656374696f6e2072656675736564
// &{%!d(string=email) 42}
// 1h30m30.005s | 1h30m30.005s | 5430005000000 | 1h30m30.005s | 5430005000000 | 1.5
// 2024-02-29 13:04:05.123456789 +0000 UTC
// 2024-02-29 13:04:05.123456789 +0000 UTC
// 2024-02-29 13:04:05.123456789 +0000 UTC
// time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
// February 2 Thursday 4
// 2024-02-29 08:04:05.123456789 -0500 EST 2024-02-29T08:04:05.123456789-05:00
// 0001-01-01 00:00:00 +0000 UTC | true
// {deploy 2024-02-29 13:04:05.123456789 +0000 UTC 1h30m30.005s 21.5 invalid email (code 42)}
// {Name:deploy At:2024-02-29 13:04:05.123456789 +0000 UTC Dur:1h30m30.005s Temp:21.5 Err:invalid email (code 42)}
// [1h30m30.005s February -0.5 0s 1ns]
