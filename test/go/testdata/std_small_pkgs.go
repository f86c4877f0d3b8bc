package main

import (
	"container/ring"
	"errors"
	"fmt"
	"html"
	"io/ioutil"
	"runtime"
	"strings"
	"sync"
	"unicode/utf16"
)

func main() {
	r := ring.New(4)
	for i := 0; i < r.Len(); i++ {
		r.Value = i * i
		r = r.Next()
	}
	r.Do(func(v any) { fmt.Print(v, " ") })
	fmt.Println()
	r.Unlink(2)
	r.Do(func(v any) { fmt.Print(v, " ") })
	fmt.Println(r.Len(), r.Move(-1).Value)
	enc := utf16.Encode([]rune("a😀"))
	fmt.Println(enc, string(utf16.Decode(enc)), utf16.IsSurrogate(0xd800), utf16.RuneLen('😀'))
	fmt.Println(html.EscapeString(`<a href="x">Tom & 'Jerry'</a>`), html.UnescapeString("&lt;b&gt; &amp;amp; &quot;"))
	data, _ := ioutil.ReadAll(strings.NewReader("legacy"))
	fmt.Println(string(data))
	fmt.Println(runtime.GOOS, runtime.GOARCH)
	var wg sync.WaitGroup
	order := []string{}
	var mu sync.Mutex
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			mu.Lock()
			order = append(order, fmt.Sprint("g", id))
			mu.Unlock()
			runtime.Gosched()
		}(i)
	}
	wg.Wait()
	fmt.Println(len(order))
	defer func() {
		r := recover()
		var re runtime.Error
		fmt.Println(errors.As(r.(error), &re), re)
	}()
	var m map[int]int
	m[1]++
}

// Output:
// 0 1 4 9 
// 0 9 2 9
// [97 55357 56832] a😀 true 2
// &lt;a href=&#34;x&#34;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt; <b> &amp; "
// legacy
// linux amd64
// 2
// true assignment to entry in nil map
