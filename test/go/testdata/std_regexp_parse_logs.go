package main

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

const logs = `2024-01-15 10:23:45 ERROR [db] connection refused (code=111)
2024-01-15 10:23:46 INFO [http] GET /api/users 200 12ms
2024-01-15 10:24:01 WARN [http] GET /api/orders 404 3ms
2024-01-15 10:25:10 ERROR [http] POST /api/orders 500 120ms
2024-01-15 10:26:00 INFO [cron] job "cleanup" finished`

var lineRE = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (?P<level>[A-Z]+) \[(?P<comp>\w+)\] (.*)$`)
var reqRE = regexp.MustCompile(`(GET|POST|PUT|DELETE) (\S+) (\d{3}) (\d+)ms`)

func main() {
	levels := map[string]int{}
	for _, line := range strings.Split(logs, "\n") {
		m := lineRE.FindStringSubmatch(line)
		if m == nil {
			fmt.Println("no match:", line)
			continue
		}
		lvl := m[lineRE.SubexpIndex("level")]
		levels[lvl]++
		if r := reqRE.FindStringSubmatch(m[5]); r != nil {
			fmt.Printf("%-6s %-12s status=%s took=%sms\n", r[1], r[2], r[3], r[4])
		}
	}
	keys := make([]string, 0, len(levels))
	for k := range levels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, levels[k])
	}
	codeRE := regexp.MustCompile(`code=(\d+)`)
	fmt.Println(codeRE.FindAllStringSubmatch(logs, -1))
	masked := regexp.MustCompile(`\d{2}:\d{2}:\d{2}`).ReplaceAllString(logs[:60], "HH:MM:SS")
	fmt.Println(masked)
	quoted := regexp.MustCompile(`"([^"]*)"`)
	fmt.Println(quoted.ReplaceAllString(logs, `'$1'`)[strings.LastIndex(logs, "job"):])
	words := regexp.MustCompile(`[^\w]+`).Split("a, b;c  d", -1)
	fmt.Printf("%q\n", words)
	fmt.Println(regexp.MustCompile(`(?i)^error|warn`).MatchString("Error here"), regexp.MustCompile(`^\s*$`).MatchString("  \t"))
	camel := regexp.MustCompile(`([a-z0-9])([A-Z])`)
	fmt.Println(strings.ToLower(camel.ReplaceAllString("HTTPServerErrorCount", "${1}_${2}")))
	fmt.Println(regexp.MustCompile(`a|ab`).FindString("ab"), regexp.MustCompile(`(a+)(b+)?`).FindAllStringSubmatchIndex("aab a", -1))
	fmt.Println(regexp.MustCompile(`[\p{Lu}]`).FindAllString("ÀbÇd", -1), regexp.MustCompile(`\$\{(\w+)\}`).ReplaceAllStringFunc("hi ${name}", strings.ToUpper))
}

// Output:
// GET    /api/users   status=200 took=12ms
// GET    /api/orders  status=404 took=3ms
// POST   /api/orders  status=500 took=120ms
// ERROR 2
// INFO 2
// WARN 1
// [[code=111 111]]
// 2024-01-15 HH:MM:SS ERROR [db] connection refused (code=111)
// job 'cleanup' finished
// ["a" "b" "c" "d"]
// true true
// httpserver_error_count
// a [[0 3 0 2 2 3] [4 5 4 5 -1 -1]]
// [À Ç] hi ${NAME}
