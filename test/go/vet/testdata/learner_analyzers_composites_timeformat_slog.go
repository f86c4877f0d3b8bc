package main

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"sync/atomic"
	"time"
)

type Celsius float64

func (c Celsius) String() int { return int(c) }

type Doc struct{}

func (Doc) MarshalJSON() (string, error) { return "", nil }
func (d *Doc) ReadByte() (int, error)    { return 0, nil }
func (d *Doc) WriteTo(w io.Writer) error  { return nil }

type Shape interface{ Area() float64 }
type Named interface{ Area() int }

func main() {
	start := time.Now()
	defer log.Println(time.Since(start))
	ipn := net.IPNet{net.IPv4(10, 0, 0, 0), net.CIDRMask(8, 32)}
	tcp := &net.TCPAddr{net.IPv4(127, 0, 0, 1), 80, ""}
	fmt.Println(ipn.String(), tcp)
	n := 65
	fmt.Println(string(n), string(rune(n)))
	fmt.Println(time.Now().Format("2006-02-01"), time.Now().Format("2006-01-02 15:04"))
	var v map[string]int
	json.Unmarshal([]byte(`{}`), v)
	var cnt int64
	cnt = atomic.AddInt64(&cnt, 1)
	c := make(chan os.Signal)
	signal.Notify(c, os.Interrupt)
	slog.Info("msg", "key")
	slog.Info("msg", "k", 1, slog.Int("x", 2), 3)
	s := []int{1}
	s = append(s)
	var sh Shape
	_ = sh.(Named)
	fmt.Println(cnt, s)
}
