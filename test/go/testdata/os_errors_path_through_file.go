package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	dir, err := os.MkdirTemp("", "paths")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	os.Chdir(dir)
	show := func(what string, err error) {
		if err == nil {
			fmt.Println(what, "ok")
			return
		}
		msg := strings.ReplaceAll(err.Error(), dir, "$DIR")
		fmt.Printf("%s: %s | notexist=%v\n", what, msg, errors.Is(err, fs.ErrNotExist))
	}
	os.WriteFile("notes.txt", []byte("x"), 0o644)
	os.Mkdir("sub", 0o755)
	_, err = os.Open("notes.txt/inner")
	show("open through file", err)
	_, err = os.Open("missing/inner")
	show("open through missing", err)
	_, err = os.Stat("notes.txt/a/b")
	show("stat", err)
	_, err = os.ReadFile("notes.txt/x")
	show("readfile", err)
	show("writefile", os.WriteFile("notes.txt/new", nil, 0o644))
	show("writefile missing dir", os.WriteFile("nodir/new", nil, 0o644))
	show("mkdir", os.Mkdir("notes.txt/d", 0o755))
	show("mkdir deep", os.Mkdir("notes.txt/d/e", 0o755))
	show("mkdirall", os.MkdirAll("notes.txt/d/e", 0o755))
	show("remove", os.Remove("notes.txt/zz"))
	show("rename from", os.Rename("notes.txt/zz", "sub/zz"))
	show("rename to", os.Rename("notes.txt", "notes.txt/zz"))
	show("rename to missing", os.Rename("notes.txt", "nodir/zz"))
	show("chdir", os.Chdir("notes.txt/q"))
	show("chmod", os.Chmod("sub/notes.txt/q", 0o600))
	_, err = os.ReadDir(filepath.Join("notes.txt", "q"))
	show("readdir", err)
	_, err = os.Lstat("sub/missing")
	show("lstat", err)
}


// Output:
// open through file: open notes.txt/inner: not a directory | notexist=false
// open through missing: open missing/inner: no such file or directory | notexist=true
// stat: stat notes.txt/a/b: not a directory | notexist=false
// readfile: open notes.txt/x: not a directory | notexist=false
// writefile: open notes.txt/new: not a directory | notexist=false
// writefile missing dir: open nodir/new: no such file or directory | notexist=true
// mkdir: mkdir notes.txt/d: not a directory | notexist=false
// mkdir deep: mkdir notes.txt/d/e: not a directory | notexist=false
// mkdirall: mkdir notes.txt: not a directory | notexist=false
// remove: remove notes.txt/zz: not a directory | notexist=false
// rename from: rename notes.txt/zz sub/zz: not a directory | notexist=false
// rename to: rename notes.txt notes.txt/zz: not a directory | notexist=false
// rename to missing: rename notes.txt nodir/zz: no such file or directory | notexist=true
// chdir: chdir notes.txt/q: not a directory | notexist=false
// chmod: chmod sub/notes.txt/q: no such file or directory | notexist=true
// readdir: open notes.txt/q: not a directory | notexist=false
// lstat: lstat sub/missing: no such file or directory | notexist=true
