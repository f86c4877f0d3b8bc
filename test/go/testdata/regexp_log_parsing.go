package main

import (
	"fmt"
	"regexp"
	"strings"
)

var logLine = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) \[(?P<level>[A-Z]+)\] (?P<msg>.*)$`)

func main() {
	logs := `2024-05-01 10:00:01 [INFO] server started on :8080
2024-05-01 10:00:05 [WARN] slow request: /api/users took 1532ms
garbage line
2024-05-01 10:01:00 [ERROR] db: connection refused (retry 3/5)`
	levels := map[string]int{}
	for _, line := range strings.Split(logs, "\n") {
		m := logLine.FindStringSubmatch(line)
		if m == nil {
			fmt.Printf("no match: %q\n", line)
			continue
		}
		lvl := m[logLine.SubexpIndex("level")]
		levels[lvl]++
		fmt.Printf("%s|%s|%s\n", m[2], lvl, m[logLine.SubexpIndex("msg")])
	}
	fmt.Println(levels, logLine.NumSubexp(), logLine.SubexpNames())

	dur := regexp.MustCompile(`(\d+)ms`)
	fmt.Println(dur.FindAllString("a 12ms b 7ms c 1s", -1), dur.ReplaceAllString("took 1532ms", "${1} milliseconds"))
	fmt.Println(dur.ReplaceAllStringFunc("5ms 10ms", strings.ToUpper), dur.FindStringIndex("x 99ms"))
	emails := regexp.MustCompile(`(?i)\b[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}\b`)
	fmt.Println(emails.FindAllString("Contact: Bob@Example.com, alice@test.io; bad@x", -1))
	fmt.Println(regexp.MustCompile(`a+`).Split("baaacada", -1), regexp.QuoteMeta("1.5+2*[x]"))
	_, err := regexp.Compile(`(unclosed`)
	fmt.Println(err)
	_, err = regexp.Compile(`a**`)
	fmt.Println(err)
	re := regexp.MustCompile(`(\w+)=(\w+)`)
	for _, sm := range re.FindAllStringSubmatch("a=1 b=2 c=", -1) {
		fmt.Print(sm[1], "->", sm[2], " ")
	}
	fmt.Println()
	fmt.Println(re.MatchString("x=y"), re.String(), re.ReplaceAllString("k=v", "$2=$1"), re.ReplaceAllLiteralString("k=v", "$1"))
	fmt.Printf("%q\n", regexp.MustCompile(`^\s*$`).FindAllString("  \n", -1))
}

// Output:
// 10:00:01|INFO|server started on :8080
// 10:00:05|WARN|slow request: /api/users took 1532ms
// no match: "garbage line"
// 10:01:00|ERROR|db: connection refused (retry 3/5)
// map[ERROR:1 INFO:1 WARN:1] 4 [   level msg]
// [12ms 7ms] took 1532 milliseconds
// 5MS 10MS [2 6]
// [Bob@Example.com alice@test.io]
// [b c d ] 1\.5\+2\*\[x\]
// error parsing regexp: missing closing ): `(unclosed`
// error parsing regexp: invalid nested repetition operator: `**`
// a->1 b->2 
// true (\w+)=(\w+) v=k $1
// ["  \n"]
