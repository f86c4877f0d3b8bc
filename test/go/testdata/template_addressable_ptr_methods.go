package main

import (
	"fmt"
	"strings"
	"text/template"
)

type Pod struct {
	Name   string
	Phase  string
	Labels map[string]string
	Owner  *Owner
	hidden int
}

type Owner struct{ Kind, Name string }

func (p *Pod) Ready() bool           { return p.Phase == "Running" }
func (p *Pod) Label(k string) string { return p.Labels[k] }
func (p Pod) Short() string          { return strings.ToUpper(p.Name[:3]) }

type List struct {
	Items []Pod
	First Pod
	Any   any
	Ptrs  []*Pod
	Arr   [2]Pod
}

func describe(p *Pod) string { return "described " + p.Name }

func run(name, text string, data any) {
	t, err := template.New(name).Funcs(template.FuncMap{"describe": describe}).Parse(text)
	if err != nil {
		fmt.Println("parse error:", err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, data)
	fmt.Printf("%s: %q err=%v\n", name, sb.String(), err)
}

func main() {
	pods := []Pod{
		{Name: "web-1", Phase: "Running", Labels: map[string]string{"app": "web"}, Owner: &Owner{"ReplicaSet", "web-abc"}},
		{Name: "db-0", Phase: "Pending", Labels: map[string]string{"app": "db"}},
	}
	l := List{Items: pods, First: pods[0], Any: pods[1], Ptrs: []*Pod{&pods[0], nil}, Arr: [2]Pod{pods[0], pods[1]}}
	run("range", `{{range .Items}}{{.Name}}:{{.Ready}}:{{.Label "app"}}:{{.Short}} {{end}}`, l)
	run("index", `{{(index .Items 1).Ready}} {{with index .Items 0}}{{.Ready}}{{end}}`, l)
	run("fieldOfPtr", `{{.First.Ready}}`, &l)
	run("fieldOfValue", `{{.First.Ready}}`, l)
	run("anyField", `{{.Any.Ready}}`, l)
	run("anyName", `{{.Any.Name}} {{.Any.Short}}`, l)
	run("arrOfValue", `{{range .Arr}}{{.Ready}}{{end}}`, l)
	run("arrOfPtr", `{{range .Arr}}{{.Ready}}{{end}}`, &l)
	run("funcAddr", `{{range .Items}}{{describe .}} {{end}}`, l)
	run("funcNoAddr", `{{describe .First}}`, l)
	run("nilPtr", `{{range .Ptrs}}{{.Name}} {{end}}`, l)
	run("nilPtrMissing", `{{range .Ptrs}}{{.Nope}} {{end}}`, l)
	run("ownerNil", `{{range .Items}}{{.Owner.Kind}} {{end}}`, l)
	run("unexported", `{{.First.hidden}}`, l)
	run("unexportedPtr", `{{.First.hidden}}`, &l)
	run("mapAny", `{{.x.y}}`, map[string]any{"x": "str"})
	run("mapAnyNil", `{{.x}} {{.x.y}}`, map[string]any{"x": nil})
	run("mapAnyPtr", `{{.x.Name}}`, map[string]any{"x": (*Pod)(nil)})
	run("varAny", `{{$v := .x}}{{$v.y}}`, map[string]any{"x": 3})
	run("pipeAny", `{{(.x).y}}`, map[string]any{"x": 3})
	run("strData", `{{.Name}}`, "just a string")
	run("mapMethod", `{{.k.Ready}}`, map[string]Pod{"k": pods[0]})
}

func init() {
	data := map[string]any{"x": 3, "items": []Pod{{Name: "a"}}, "m": map[string]int{"k": 1}}
	run("chainIndex", `{{(index .items 0).Nope}}`, data)
	run("chainPrintf", `{{(printf "%d" .x).Len}}`, data)
	run("chainNested", `{{(index (index .items 0).Labels "app").Foo}}`, data)
	run("chainVar", `{{$m := .m}}{{($m).k.z}}`, data)
	run("chainPipe", `{{(.x | printf "%v").y}}`, data)
	run("chainArgs", `{{printf "%v" (.x).y}}`, data)
}

// Output:
// chainIndex: "" err=template: chainIndex:1:16: executing "chainIndex" at <0>: can't evaluate field Nope in type main.Pod
// chainPrintf: "" err=template: chainPrintf:1:15: executing "chainPrintf" at <.x>: can't evaluate field Len in type string
// chainNested: "" err=template: chainNested:1:33: executing "chainNested" at <"app">: can't evaluate field Foo in type string
// chainVar: "" err=template: chainVar:1:15: executing "chainVar" at <$m>: can't evaluate field z in type int
// chainPipe: "" err=template: chainPipe:1:15: executing "chainPipe" at <"%v">: can't evaluate field y in type string
// chainArgs: "" err=template: chainArgs:1:15: executing "chainArgs" at <.x>: can't evaluate field y in type int
// range: "web-1:true:web:WEB db-0:false:db:DB- " err=<nil>
// index: "false true" err=<nil>
// fieldOfPtr: "true" err=<nil>
// fieldOfValue: "" err=template: fieldOfValue:1:8: executing "fieldOfValue" at <.First.Ready>: can't evaluate field Ready in type main.Pod
// anyField: "" err=template: anyField:1:6: executing "anyField" at <.Any.Ready>: can't evaluate field Ready in type interface {}
// anyName: "db-0 DB-" err=<nil>
// arrOfValue: "" err=template: arrOfValue:1:16: executing "arrOfValue" at <.Ready>: can't evaluate field Ready in type main.Pod
// arrOfPtr: "truefalse" err=<nil>
// funcAddr: "described web-1 described db-0 " err=<nil>
// funcNoAddr: "" err=template: funcNoAddr:1:11: executing "funcNoAddr" at <.First>: wrong type for value; expected *main.Pod; got main.Pod
// nilPtr: "web-1 " err=template: nilPtr:1:17: executing "nilPtr" at <.Name>: nil pointer evaluating *main.Pod.Name
// nilPtrMissing: "" err=template: nilPtrMissing:1:17: executing "nilPtrMissing" at <.Nope>: can't evaluate field Nope in type *main.Pod
// ownerNil: "ReplicaSet " err=template: ownerNil:1:24: executing "ownerNil" at <.Owner.Kind>: nil pointer evaluating *main.Owner.Kind
// unexported: "" err=template: unexported:1:8: executing "unexported" at <.First.hidden>: hidden is an unexported field of struct type main.Pod
// unexportedPtr: "" err=template: unexportedPtr:1:8: executing "unexportedPtr" at <.First.hidden>: hidden is an unexported field of struct type main.Pod
// mapAny: "" err=template: mapAny:1:4: executing "mapAny" at <.x.y>: can't evaluate field y in type interface {}
// mapAnyNil: "<no value> " err=template: mapAnyNil:1:11: executing "mapAnyNil" at <.x.y>: nil pointer evaluating interface {}.y
// mapAnyPtr: "" err=template: mapAnyPtr:1:4: executing "mapAnyPtr" at <.x.Name>: nil pointer evaluating interface {}.Name
// varAny: "" err=template: varAny:1:16: executing "varAny" at <$v.y>: can't evaluate field y in type int
// pipeAny: "" err=template: pipeAny:1:3: executing "pipeAny" at <.x>: can't evaluate field y in type int
// strData: "" err=template: strData:1:2: executing "strData" at <.Name>: can't evaluate field Name in type string
// mapMethod: "" err=template: mapMethod:1:4: executing "mapMethod" at <.k.Ready>: can't evaluate field Ready in type main.Pod
