package main

import (
	"encoding/json"
	"fmt"
)

type ObjectMeta struct {
	Name string `json:"name"`
}

type MemcachedSpec struct {
	Size          int32             `json:"size,omitempty"`
	Image         string            `json:"image" yaml:image`
	ContainerPort int32             `json:containerPort`
	Replicas      *int32            `json:"size"`
	Labels        map[string]string `json:"labels,omitempty",yaml:"labels"`
	Paused        bool              `json: "paused"`
	Strategy      string            `json:"strategy" json:"strat"`
	Note          string            `protobuf:"bytes,1,opt,name=note" json:"note"`
	Extra         string            `xml:"a>b" xml:"a>b"`
	private       string            `json:"private"`
}

type Memcached struct {
	ObjectMeta `json:"metadata,omitempty"`
	Spec       MemcachedSpec `json:"spec,omitempty"`
	Status     struct {
		Nodes []string `json:"nodes" json:"n"`
	} `json:"status,omitempty"`
	Meta ObjectMeta `json:"metadata"`
}

func main() {
	b, _ := json.Marshal(Memcached{})
	fmt.Println(string(b))
}
