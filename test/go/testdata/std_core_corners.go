package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

type NotFound struct{ Name string }

func (e NotFound) Error() string { return e.Name + " not found" }
func (e NotFound) Is(target error) bool {
	t, ok := target.(NotFound)
	return ok && (t.Name == "" || t.Name == e.Name)
}

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	fmt.Printf("|%-6s|%6s|%q|%+q|\n", "日本", "é", '日', "日本")
	fmt.Printf("%v %v\n", map[[2]int]string{{2, 1}: "b", {1, 9}: "a"}, map[interface{}]int{"b": 1, "a": 3})
	fmt.Printf("%08.3f|%+.1e|%x|%X|% x\n", -1.5, 123456.0, 3.5, "Hi", []byte{1, 2})
	fmt.Println(strconv.AppendFloat([]byte("f="), 1.0/3, 'f', 4, 64), string(strconv.AppendBool(nil, true)))
	fmt.Println(utf8.RuneCountInString("héllo"), strings.ToUpper("ǆ"), len(strings.Repeat("ab", 0)))
	err := fmt.Errorf("load: %w", NotFound{"cfg"})
	fmt.Println(errors.Is(err, NotFound{}), errors.Is(err, NotFound{"cfg"}), errors.Is(err, NotFound{"x"}))
	words := byLen{"ccc", "a", "bb", "dd", "e"}
	sort.Stable(words)
	fmt.Println(words)
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	ready := false
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mu.Lock()
			for !ready {
				cond.Wait()
			}
			mu.Unlock()
		}()
	}
	time.Sleep(10 * time.Millisecond)
	mu.Lock()
	ready = true
	cond.Broadcast()
	mu.Unlock()
	wg.Wait()
	fmt.Println("all woke")
	t := time.NewTimer(50 * time.Millisecond)
	t.Reset(10 * time.Millisecond)
	<-t.C
	fmt.Println("timer fired")
	ctx, cancel := context.WithCancel(context.Background())
	stop := context.AfterFunc(ctx, func() { fmt.Println("after func ran") })
	cancel()
	time.Sleep(time.Millisecond)
	fmt.Println(stop())
	d, _ := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	<-d.Done()
	fmt.Println(d.Err())
	var once sync.Once
	v := sync.OnceValue(func() int { fmt.Println("computing"); return 42 })
	fmt.Println(v(), v())
	once.Do(func() {})
	fmt.Println(strings.EqualFold("Σ", "ς"), strconv.QuoteRune('\n'), fmt.Sprintf("%5.1q", "abc"))
}

// Output:
// |日本    |     é|'日'|"\u65e5\u672c"|
// map[[1 9]:a [2 1]:b] map[a:3 b:1]
// -001.500|+1.2e+05|0x1.cp+01|4869|01 02
// [102 61 48 46 51 51 51 51] true
// 5 Ǆ 0
// true true false
// [a e bb dd ccc]
// all woke
// timer fired
// after func ran
// false
// context deadline exceeded
// computing
// 42 42
// true '\n'   "a"
