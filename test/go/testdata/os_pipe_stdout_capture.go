package main

// os.Pipe, and fmt's Print functions writing through os.Stdout once a program points it elsewhere
// (the way tests capture what a function prints), closes it, or sets it to nil.

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

func report(label string) {
	fmt.Println("report:", label)
	fmt.Printf("%s=%d\n", label, len(label))
	fmt.Print("done ", label, "\n")
}

func capture(f func()) string {
	old := os.Stdout
	r, w, err := os.Pipe()
	if err != nil {
		panic(err)
	}
	os.Stdout = w
	out := make(chan string)
	go func() {
		var b strings.Builder
		io.Copy(&b, r)
		out <- b.String()
	}()
	f()
	w.Close()
	os.Stdout = old
	return <-out
}

func main() {
	got := capture(func() { report("alpha") })
	fmt.Printf("captured %q\n", got)

	r, w, err := os.Pipe()
	fmt.Println(r.Name(), w.Name(), err)
	st, err := r.Stat()
	fmt.Println(st.Name(), st.Mode(), st.Size(), err)
	n, err := r.Write([]byte("x"))
	fmt.Println(n, err)
	_, err = w.Read(make([]byte, 3))
	fmt.Println(err)
	_, err = r.Seek(0, io.SeekStart)
	fmt.Println(err)

	fmt.Fprintf(w, "line %d\nline %d\n", 1, 2)
	sc := bufio.NewScanner(r)
	sc.Scan()
	fmt.Println("scanned:", sc.Text())
	w.WriteString("tail")
	w.Close()
	for sc.Scan() {
		fmt.Println("scanned:", sc.Text())
	}
	b := make([]byte, 4)
	n, err = r.Read(b)
	fmt.Println(n, err)
	_, err = w.Write([]byte("x"))
	fmt.Println(err)
	r.Close()
	_, err = r.Read(b)
	fmt.Println(err)
	fmt.Println(r.Close())

	r2, w2, _ := os.Pipe()
	r2.Close()
	_, err = w2.Write([]byte("x"))
	fmt.Println(err)

	// A reader waiting for bytes that another goroutine writes later.
	r3, w3, _ := os.Pipe()
	done := make(chan bool)
	go func() {
		all, err := io.ReadAll(r3)
		fmt.Printf("reader: %q %v\n", all, err)
		done <- true
	}()
	for i := 0; i < 3; i++ {
		fmt.Fprintf(w3, "%d;", i)
	}
	w3.Close()
	<-done

	old := os.Stdout
	os.Stdout = nil
	n, err = fmt.Println("lost")
	os.Stdout = old
	fmt.Println(n, err)
	os.Stdout.Close()
	n, err = fmt.Println("lost too")
	fmt.Fprintln(os.Stderr, n, err)
}

// Output:
// captured "report: alpha\nalpha=5\ndone alpha\n"
// |0 |1 <nil>
// |0 prw------- 0 <nil>
// 0 write |0: bad file descriptor
// read |1: bad file descriptor
// seek |0: illegal seek
// scanned: line 1
// scanned: line 2
// scanned: tail
// 0 EOF
// write |1: file already closed
// read |0: file already closed
// close |0: file already closed
// write |1: broken pipe
// reader: "0;1;2;" <nil>
// 0 invalid argument
// Stderr:
// 0 write /dev/stdout: file already closed
