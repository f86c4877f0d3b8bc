package api

import "fmt"

func init() {
	fmt.Println("init api (second file)")
}

func SetDefaults(w *Widget) {
	if w.Replicas == 0 {
		w.Replicas = 3
	}
}
