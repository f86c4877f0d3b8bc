package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	// signals print as the C library names them; os.Interrupt and os.Kill are syscall.Signal values
	for _, s := range []os.Signal{os.Interrupt, os.Kill, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT,
		syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGCHLD, syscall.Signal(0), syscall.Signal(40), syscall.Signal(-3)} {
		fmt.Printf("%v|%d|%T|%q\n", s, s, s, s)
	}
	fmt.Println(os.Interrupt == syscall.SIGINT, syscall.SIGIOT == syscall.SIGABRT)

	// Notify and Stop: no signal arrives, so the channel stays empty
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	signal.Notify(c, syscall.SIGTERM) // again: no-op for SIGTERM
	signal.Stop(c)
	signal.Stop(c) // a second Stop is fine
	select {
	case s := <-c:
		fmt.Println("unexpected", s)
	default:
		fmt.Println("no signal", len(c))
	}

	// Ignore / Ignored / Reset
	fmt.Println(signal.Ignored(syscall.SIGHUP))
	signal.Ignore(syscall.SIGHUP, syscall.SIGKILL)
	fmt.Println(signal.Ignored(syscall.SIGHUP), signal.Ignored(syscall.SIGKILL), signal.Ignored(syscall.SIGINT))
	signal.Reset(syscall.SIGHUP)
	fmt.Println(signal.Ignored(syscall.SIGHUP)) // Reset does not un-ignore
	signal.Notify(c, syscall.SIGHUP)
	fmt.Println(signal.Ignored(syscall.SIGHUP)) // Notify does
	signal.Reset()
	fmt.Println(signal.Ignored(syscall.SIGHUP))

	// a nil channel panics
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		signal.Notify(nil, os.Interrupt)
	}()

	// NotifyContext: its String, then stop cancels it
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	fmt.Println(ctx)
	fmt.Println(ctx.Err())
	stop()
	<-ctx.Done()
	fmt.Println(ctx.Err(), context.Cause(ctx))
	ctx2, stop2 := signal.NotifyContext(context.WithValue(context.TODO(), "k", "v"))
	fmt.Println(ctx2, ctx2.Value("k"))
	stop2()
	// a parent already done: no goroutine, the child is done at once
	done, cancel := context.WithCancel(context.Background())
	cancel()
	ctx3, stop3 := signal.NotifyContext(done, syscall.SIGUSR1)
	fmt.Println(ctx3, ctx3.Err())
	stop3()

	// Errno
	var err error = syscall.ENOENT
	fmt.Println(err, errors.Is(err, fs.ErrNotExist), errors.Is(err, os.ErrNotExist), errors.Is(syscall.EPERM, fs.ErrPermission))
	fmt.Println(syscall.EAGAIN.Temporary(), syscall.EAGAIN.Timeout(), syscall.EINTR.Timeout(), syscall.Errno(0), errors.Is(syscall.ENOTSUP, errors.ErrUnsupported))
	fmt.Printf("%d %v %T\n", syscall.ECONNREFUSED, syscall.ECONNREFUSED, syscall.ECONNREFUSED)
}

// Output:
// interrupt|2|syscall.Signal|"interrupt"
// killed|9|syscall.Signal|"killed"
// terminated|15|syscall.Signal|"terminated"
// hangup|1|syscall.Signal|"hangup"
// quit|3|syscall.Signal|"quit"
// user defined signal 1|10|syscall.Signal|"user defined signal 1"
// user defined signal 2|12|syscall.Signal|"user defined signal 2"
// child exited|17|syscall.Signal|"child exited"
// signal 0|0|syscall.Signal|"signal 0"
// signal 40|40|syscall.Signal|"signal 40"
// signal -3|-3|syscall.Signal|"signal -3"
// true true
// no signal 0
// false
// true true false
// true
// false
// false
// recovered: os/signal: Notify using nil channel
// signal.NotifyContext(context.Background, [interrupt terminated])
// <nil>
// context canceled context canceled
// signal.NotifyContext(context.TODO.WithValue(k, v)) v
// signal.NotifyContext(context.Background.WithCancel, [user defined signal 1]) context canceled
// no such file or directory true true true
// true true false errno 0 true
// 111 connection refused syscall.Errno
