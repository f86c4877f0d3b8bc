package main

import (
	"embed"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"text/template"

	"example.com/embedfs/internal/assets"
)

//go:embed manifests
var manifests embed.FS

//go:embed all:manifests
var everything embed.FS

//go:embed templates/*.tmpl
var templates embed.FS

//go:embed VERSION
var version string

//go:embed "VERSION"
//go:embed `templates/hello.tmpl`
var pair embed.FS

var (
	//go:embed VERSION
	versionBytes []byte
)

func walk(name string, fsys fs.FS) {
	fmt.Println("walk", name)
	err := fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		fmt.Printf("  %s dir=%v type=%v name=%s size=%d mode=%v mod=%v sys=%v\n",
			path, d.IsDir(), d.Type(), info.Name(), info.Size(), info.Mode(), info.ModTime().IsZero(), info.Sys())
		return nil
	})
	fmt.Println("  err:", err)
}

func main() {
	fmt.Printf("version %q bytes %q\n", version, versionBytes)
	versionBytes[0] = 'V'
	fmt.Printf("after write %q %q\n", version, versionBytes)

	walk("manifests", manifests)
	walk("everything", everything)
	walk("pair", pair)
	walk("static", assets.Static)
	fmt.Printf("raw %q\n", assets.Raw)

	entries, err := manifests.ReadDir("manifests")
	for _, e := range entries {
		fmt.Println("entry", e.Name(), e.IsDir(), e)
	}
	fmt.Println("readdir err", err)

	data, err := manifests.ReadFile("manifests/configmap.yaml")
	fmt.Printf("configmap %q %v\n", data, err)
	_, err = manifests.ReadFile("manifests")
	fmt.Println(err)
	_, err = manifests.ReadDir("manifests/configmap.yaml")
	fmt.Println(err)
	for _, name := range []string{"nope", "/manifests", "manifests/", "./manifests", "manifests/../VERSION", "manifests/.notes.yaml"} {
		_, err := manifests.Open(name)
		fmt.Printf("open %q: %v\n", name, err)
	}

	f, _ := manifests.Open("manifests/rbac/account.yaml")
	st, _ := f.Stat()
	fmt.Printf("%T %v\n", f, st)
	buf := make([]byte, 10)
	n, err := f.Read(buf)
	fmt.Printf("read %d %q %v\n", n, buf[:n], err)
	if s, ok := f.(io.Seeker); ok {
		off, err := s.Seek(-5, io.SeekEnd)
		fmt.Println("seek", off, err)
		rest, err := io.ReadAll(f)
		fmt.Printf("rest %q %v\n", rest, err)
		_, err = s.Seek(-1, io.SeekStart)
		fmt.Println("seek", err)
	}
	if ra, ok := f.(io.ReaderAt); ok {
		n, err := ra.ReadAt(buf[:4], 11)
		fmt.Printf("readat %d %q %v\n", n, buf[:n], err)
		n, err = ra.ReadAt(buf, 60)
		fmt.Printf("readat %d %q %v\n", n, buf[:n], err)
	}
	f.Close()

	d, _ := manifests.Open("manifests/rbac")
	fmt.Printf("%T\n", d)
	_, err = d.Read(buf)
	fmt.Println(err)
	if rd, ok := d.(fs.ReadDirFile); ok {
		for {
			list, err := rd.ReadDir(1)
			if err != nil {
				fmt.Println("readdir(1):", err)
				break
			}
			fmt.Println("readdir(1)", list[0].Name())
		}
		list, err := rd.ReadDir(-1)
		fmt.Println("readdir(-1)", len(list), err)
	}

	matches, err := fs.Glob(manifests, "manifests/*/*.yaml")
	fmt.Println("glob", matches, err)
	sub, err := fs.Sub(manifests, "manifests/rbac")
	fmt.Println("sub err", err)
	role, err := fs.ReadFile(sub, "role.yaml")
	fmt.Printf("sub role %q %v\n", role, err)
	walk("sub", sub)

	st, err = fs.Stat(templates, "templates")
	fmt.Println("stat", st.Name(), st.IsDir(), st.Mode(), err)

	t := template.Must(template.ParseFS(templates, "templates/*.tmpl"))
	fmt.Println("templates", t.Name(), t.Lookup("bye") != nil, t.Lookup("bye.tmpl") != nil, t.Lookup("x") == nil)
	_, err = template.ParseFS(templates, "*.yaml")
	fmt.Println(err)
	_, err = template.ParseFS(templates, "[")
	fmt.Println(err)
	if err := t.ExecuteTemplate(os.Stdout, "hello.tmpl", map[string]string{"Name": "gopher"}); err != nil {
		fmt.Println(err)
	}
	if err := t.ExecuteTemplate(os.Stdout, "bye", map[string]string{"Name": "gopher"}); err != nil {
		fmt.Println(err)
	}
	fmt.Println()

	var zero embed.FS
	_, err = zero.Open("x")
	fmt.Println("zero", err)
	list, err := zero.ReadDir(".")
	fmt.Println("zero readdir", len(list), err)
	root, err := zero.Open(".")
	rst, _ := root.Stat()
	fmt.Println("zero root", rst.Name(), rst.IsDir(), err)

	var _ fs.ReadFileFS = manifests
	fmt.Println(strings.Count(fmt.Sprint(versionBytes), " "))
}

// Output:
// version "v1.2.3\n" bytes "v1.2.3\n"
// after write "v1.2.3\n" "V1.2.3\n"
// walk manifests
//   . dir=true type=d--------- name=. size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests dir=true type=d--------- name=manifests size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests/configmap.yaml dir=false type=---------- name=configmap.yaml size=58 mode=-r--r--r-- mod=true sys=<nil>
//   manifests/rbac dir=true type=d--------- name=rbac size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests/rbac/account.yaml dir=false type=---------- name=account.yaml size=63 mode=-r--r--r-- mod=true sys=<nil>
//   manifests/rbac/role.yaml dir=false type=---------- name=role.yaml size=11 mode=-r--r--r-- mod=true sys=<nil>
//   err: <nil>
// walk everything
//   . dir=true type=d--------- name=. size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests dir=true type=d--------- name=manifests size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests/.cache dir=true type=d--------- name=.cache size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests/.cache/entry dir=false type=---------- name=entry size=7 mode=-r--r--r-- mod=true sys=<nil>
//   manifests/.notes.yaml dir=false type=---------- name=.notes.yaml size=9 mode=-r--r--r-- mod=true sys=<nil>
//   manifests/_draft dir=true type=d--------- name=_draft size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests/_draft/next.yaml dir=false type=---------- name=next.yaml size=6 mode=-r--r--r-- mod=true sys=<nil>
//   manifests/configmap.yaml dir=false type=---------- name=configmap.yaml size=58 mode=-r--r--r-- mod=true sys=<nil>
//   manifests/rbac dir=true type=d--------- name=rbac size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   manifests/rbac/account.yaml dir=false type=---------- name=account.yaml size=63 mode=-r--r--r-- mod=true sys=<nil>
//   manifests/rbac/role.yaml dir=false type=---------- name=role.yaml size=11 mode=-r--r--r-- mod=true sys=<nil>
//   err: <nil>
// walk pair
//   . dir=true type=d--------- name=. size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   VERSION dir=false type=---------- name=VERSION size=7 mode=-r--r--r-- mod=true sys=<nil>
//   templates dir=true type=d--------- name=templates size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   templates/hello.tmpl dir=false type=---------- name=hello.tmpl size=18 mode=-r--r--r-- mod=true sys=<nil>
//   err: <nil>
// walk static
//   . dir=true type=d--------- name=. size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   static dir=true type=d--------- name=static size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   static/raw.bin dir=false type=---------- name=raw.bin size=9 mode=-r--r--r-- mod=true sys=<nil>
//   static/site.css dir=false type=---------- name=site.css size=20 mode=-r--r--r-- mod=true sys=<nil>
//   err: <nil>
// raw "h\xe9llo \x00\xff\n"
// entry configmap.yaml false -r--r--r-- 58 0001-01-01 00:00:00 configmap.yaml
// entry rbac true dr-xr-xr-x 0 0001-01-01 00:00:00 rbac/
// readdir err <nil>
// configmap "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n" <nil>
// read manifests: is a directory
// read manifests/configmap.yaml: not a directory
// open "nope": open nope: file does not exist
// open "/manifests": open /manifests: file does not exist
// open "manifests/": open manifests/: file does not exist
// open "./manifests": open ./manifests: file does not exist
// open "manifests/../VERSION": open manifests/../VERSION: file does not exist
// open "manifests/.notes.yaml": open manifests/.notes.yaml: file does not exist
// *embed.openFile -r--r--r-- 63 0001-01-01 00:00:00 account.yaml
// read 10 "apiVersion" <nil>
// seek 58 <nil>
// rest "ator\n" <nil>
// seek seek manifests/rbac/account.yaml: invalid argument
// readat 4 " v1\n" <nil>
// readat 3 "or\n" EOF
// *embed.openDir
// read manifests/rbac/: is a directory
// readdir(1) account.yaml
// readdir(1) role.yaml
// readdir(1): EOF
// readdir(-1) 0 <nil>
// glob [manifests/rbac/account.yaml manifests/rbac/role.yaml] <nil>
// sub err <nil>
// sub role "kind: Role\n" <nil>
// walk sub
//   . dir=true type=d--------- name=rbac size=0 mode=dr-xr-xr-x mod=true sys=<nil>
//   account.yaml dir=false type=---------- name=account.yaml size=63 mode=-r--r--r-- mod=true sys=<nil>
//   role.yaml dir=false type=---------- name=role.yaml size=11 mode=-r--r--r-- mod=true sys=<nil>
//   err: <nil>
// stat templates true dr-xr-xr-x <nil>
// templates bye.tmpl true true true
// template: pattern matches no files: `*.yaml`
// syntax error in pattern
// Hello, gopher!
// Bye, gopher.
// zero open x: file does not exist
// zero readdir 0 <nil>
// zero root . true <nil>
// 6
