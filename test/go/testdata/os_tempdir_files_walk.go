package main

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	dir, err := os.MkdirTemp("", "oplab-*")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	files := map[string]string{
		"config/app.yaml":  "replicas: 3\nport: 8080\n",
		"config/db.yaml":   "host: db\n",
		"README.md":        "# demo\n",
		"logs/today.log":   "ok\nfail\nok\n",
		"logs/.hidden.log": "x\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			panic(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			panic(err)
		}
	}
	var found []string
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		if strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		if d.IsDir() {
			found = append(found, rel+"/")
			return nil
		}
		info, _ := d.Info()
		found = append(found, fmt.Sprintf("%s (%d bytes)", rel, info.Size()))
		return nil
	})
	fmt.Println(err)
	sort.Strings(found)
	fmt.Println(strings.Join(found, "\n"))
	matches, _ := filepath.Glob(filepath.Join(dir, "config", "*.yaml"))
	for _, m := range matches {
		fmt.Println(filepath.Base(m), filepath.Ext(m))
	}
	f, err := os.Open(filepath.Join(dir, "logs/today.log"))
	if err != nil {
		panic(err)
	}
	sc := bufio.NewScanner(f)
	fails := 0
	for sc.Scan() {
		if sc.Text() == "fail" {
			fails++
		}
	}
	f.Close()
	fmt.Println("fails:", fails)
	_, err = os.ReadFile(filepath.Join(dir, "missing.txt"))
	fmt.Println(errors.Is(err, fs.ErrNotExist), strings.Replace(err.Error(), dir, "$DIR", 1))
	err = os.Mkdir(filepath.Join(dir, "config"), 0o755)
	fmt.Println(errors.Is(err, fs.ErrExist))
	af, _ := os.OpenFile(filepath.Join(dir, "README.md"), os.O_APPEND|os.O_WRONLY, 0)
	fmt.Fprintf(af, "more\n")
	af.Close()
	b, _ := os.ReadFile(filepath.Join(dir, "README.md"))
	fmt.Printf("%q\n", b)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		fmt.Print(e.Name(), e.IsDir(), " ")
	}
	fmt.Println()
	fmt.Println(os.Remove(filepath.Join(dir, "config")) != nil)
}

// Output:
// <nil>
// ./
// README.md (7 bytes)
// config/
// config/app.yaml (23 bytes)
// config/db.yaml (9 bytes)
// logs/
// logs/today.log (11 bytes)
// app.yaml .yaml
// db.yaml .yaml
// fails: 1
// true open $DIR/missing.txt: no such file or directory
// true
// "# demo\nmore\n"
// README.mdfalse configtrue logstrue 
// true
