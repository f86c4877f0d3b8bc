package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"
)

func main() {
	fmt.Printf("%T %v %T %v %v\n", os.ErrDeadlineExceeded, os.ErrDeadlineExceeded, os.ErrNoDeadline, os.ErrNoDeadline, os.ErrProcessDone)
	var te interface{ Timeout() bool }
	fmt.Println(errors.As(os.ErrDeadlineExceeded, &te), te.Timeout(), os.IsTimeout(os.ErrDeadlineExceeded))

	r, w, err := os.Pipe()
	if err != nil {
		panic(err)
	}
	fmt.Println(r.SetReadDeadline(time.Now().Add(50 * time.Millisecond)))
	start := time.Now()
	buf := make([]byte, 8)
	n, err := r.Read(buf)
	fmt.Println(n, err, time.Since(start) >= 50*time.Millisecond)
	fmt.Println(errors.Is(err, os.ErrDeadlineExceeded), os.IsTimeout(err))
	var pe *os.PathError
	if errors.As(err, &pe) {
		fmt.Printf("%s %s %T %v\n", pe.Op, pe.Path, pe.Err, pe.Timeout())
	}
	w.Write([]byte("data"))
	n, err = r.Read(buf)
	fmt.Println(n, err, "expired deadline fails even with data waiting")
	r.SetReadDeadline(time.Time{})
	n, err = r.Read(buf)
	fmt.Printf("%d %q %v\n", n, buf[:n], err)

	go func() {
		time.Sleep(10 * time.Millisecond)
		w.Write([]byte("late"))
	}()
	r.SetDeadline(time.Now().Add(time.Second))
	n, err = r.Read(buf)
	fmt.Printf("%d %q %v\n", n, buf[:n], err)

	w.SetWriteDeadline(time.Now().Add(-time.Second))
	_, err = w.Write([]byte("x"))
	fmt.Println(err)
	w.SetWriteDeadline(time.Time{})
	w.Close()
	r.SetReadDeadline(time.Time{})
	_, err = r.Read(buf)
	fmt.Println(err == io.EOF)
	fmt.Println(w.SetDeadline(time.Now()))
	fmt.Println(r.Close(), r.SetReadDeadline(time.Now()))

	f, _ := os.CreateTemp("", "dl")
	defer os.Remove(f.Name())
	err = f.SetDeadline(time.Now())
	fmt.Println(err, err == os.ErrNoDeadline)
	var nilf *os.File
	fmt.Println(nilf.SetDeadline(time.Now()))

	se := os.NewSyscallError("connect", os.ErrDeadlineExceeded)
	fmt.Printf("%v %T %v %v\n", se, se, os.IsTimeout(se), errors.Is(se, os.ErrDeadlineExceeded))
	fmt.Println(os.NewSyscallError("x", nil) == nil, os.IsTimeout(errors.New("plain")), os.IsTimeout(nil))
	le := &os.LinkError{Op: "link", Old: "a", New: "b", Err: os.ErrDeadlineExceeded}
	fmt.Println(le, os.IsTimeout(le))
	fmt.Println(os.IsNotExist(&os.SyscallError{Syscall: "open", Err: os.ErrNotExist}))
}

// Output:
// *poll.DeadlineExceededError i/o timeout *errors.errorString file type does not support deadline os: process already finished
// true true true
// <nil>
// 0 read |0: i/o timeout true
// true true
// read |0 *poll.DeadlineExceededError true
// 0 read |0: i/o timeout expired deadline fails even with data waiting
// 4 "data" <nil>
// 4 "late" <nil>
// write |1: i/o timeout
// true
// use of closed file
// <nil> use of closed file
// file type does not support deadline true
// invalid argument
// connect: i/o timeout *os.SyscallError true true
// true false false
// link a b: i/o timeout true
// true
