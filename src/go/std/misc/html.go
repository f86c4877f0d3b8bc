package html

import "strings"

var htmlEscaper = strings.NewReplacer(
	`&`, "&amp;",
	`'`, "&#39;",
	`<`, "&lt;",
	`>`, "&gt;",
	`"`, "&#34;",
)

func EscapeString(s string) string { return htmlEscaper.Replace(s) }

var htmlUnescaper = strings.NewReplacer(
	"&amp;", "&",
	"&#39;", "'",
	"&lt;", "<",
	"&gt;", ">",
	"&#34;", "\"",
	"&quot;", "\"",
	"&apos;", "'",
	"&nbsp;", "\u00a0",
)

func UnescapeString(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	return htmlUnescaper.Replace(s)
}
