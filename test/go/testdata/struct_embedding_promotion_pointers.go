package main

import (
	"fmt"
	"strings"
)

type Base struct {
	ID   int
	Tags []string
}

func (b *Base) AddTag(t string) { b.Tags = append(b.Tags, t) }
func (b Base) Describe() string { return fmt.Sprintf("#%d[%s]", b.ID, strings.Join(b.Tags, ",")) }

type Timestamps struct {
	Created, Updated int64
}

func (t *Timestamps) Touch(now int64) {
	if t.Created == 0 {
		t.Created = now
	}
	t.Updated = now
}

type Article struct {
	*Base
	Timestamps
	Title string
}

func (a Article) Describe() string { return "Article " + a.Title + " " + a.Base.Describe() }

type Describer interface{ Describe() string }

type Toucher interface{ Touch(int64) }

func main() {
	a := Article{Base: &Base{ID: 7}, Title: "Go"}
	a.AddTag("lang")
	a.Touch(100)
	a.Touch(200)
	fmt.Println(a.ID, a.Tags, a.Created, a.Updated, a.Describe())
	copyA := a
	copyA.AddTag("shared")
	copyA.Touch(300)
	fmt.Println(a.Tags, a.Updated, copyA.Updated)
	var d Describer = a
	fmt.Println(d.Describe())
	var t Toucher = &a
	t.Touch(400)
	fmt.Println(a.Updated)
	_, ok := d.(Toucher)
	fmt.Println("value Article is Toucher:", ok)
	f := a.Base.Describe
	a.ID = 8
	fmt.Println(f(), a.Base.Describe())
	g := (*Timestamps).Touch
	g(&a.Timestamps, 500)
	fmt.Printf("%+v\n", a.Timestamps)
	empty := Article{Title: "nil base"}
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(empty.Title)
	fmt.Println(empty.ID)
}

// Output:
// 7 [lang] 100 200 Article Go #7[lang]
// [lang shared] 200 300
// Article Go #7[lang,shared]
// 400
// value Article is Toucher: false
// #7[lang,shared] #8[lang,shared]
// {Created:100 Updated:500}
// nil base
// recovered: runtime error: invalid memory address or nil pointer dereference
