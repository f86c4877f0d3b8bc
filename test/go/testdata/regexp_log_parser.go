package main

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var lineRE = regexp.MustCompile(`^(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - - \[(?P<ts>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+|-)$`)

const logs = `10.0.0.1 - - [06/Dec/2026:08:00:01 +0000] "GET /healthz HTTP/1.1" 200 2
10.0.0.2 - - [06/Dec/2026:08:00:02 +0000] "POST /api/v1/pods HTTP/1.1" 201 512
garbage line here
10.0.0.1 - - [06/Dec/2026:08:00:03 +0000] "GET /api/v1/pods/web-1 HTTP/2.0" 404 -
10.0.0.3 - - [06/Dec/2026:08:00:04 +0000] "DELETE /api/v1/pods/web-2 HTTP/1.1" 500 19`

func main() {
	names := lineRE.SubexpNames()
	byStatus := map[int]int{}
	bytes := 0
	for i, line := range strings.Split(logs, "\n") {
		m := lineRE.FindStringSubmatch(line)
		if m == nil {
			fmt.Printf("line %d: no match: %q\n", i+1, line)
			continue
		}
		rec := map[string]string{}
		for j, n := range names {
			if n != "" {
				rec[n] = m[j]
			}
		}
		st, _ := strconv.Atoi(rec["status"])
		byStatus[st/100*100]++
		if n, err := strconv.Atoi(rec["size"]); err == nil {
			bytes += n
		}
		fmt.Printf("%-6s %-22s %d\n", rec["method"], rec["path"], st)
	}
	keys := make([]int, 0)
	for k := range byStatus {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		fmt.Printf("%dxx=%d ", k/100, byStatus[k])
	}
	fmt.Println("bytes:", bytes)
	idRE := regexp.MustCompile(`pods/([a-z]+)-(\d+)`)
	fmt.Println(idRE.ReplaceAllString(logs[:200], "pods/<$1#$2>")[120:200])
	fmt.Println(idRE.FindAllStringSubmatchIndex(logs, -1))
	fmt.Printf("%q\n", regexp.MustCompile(`\s*,\s*`).Split("a , b,c ,  d", -1))
	_, err := regexp.Compile(`(unclosed`)
	fmt.Println(err)
	fmt.Println(regexp.QuoteMeta("1.5*x+[y]"), lineRE.NumSubexp(), lineRE.SubexpIndex("path"))
	defer func() { fmt.Println("recovered:", recover()) }()
	regexp.MustCompile(`a**`)
}

// Output:
// GET    /healthz               200
// POST   /api/v1/pods           201
// line 3: no match: "garbage line here"
// GET    /api/v1/pods/web-1     404
// DELETE /api/v1/pods/web-2     500
// 2xx=2 4xx=1 5xx=1 bytes: 533
// /api/v1/pods HTTP/1.1" 201 512
// garbage line here
// 10.0.0.1 - - [06/Dec/2026:08:00
// [[224 234 229 232 233 234] [309 319 314 317 318 319]]
// ["a" "b" "c" "d"]
// error parsing regexp: missing closing ): `(unclosed`
// 1\.5\*x\+\[y\] 6 4
// recovered: regexp: Compile(`a**`): error parsing regexp: invalid nested repetition operator: `**`
