package api

type ObjectMeta struct {
	Name      string
	Namespace string
	uid       string
}

type Pod struct {
	ObjectMeta
	Phase string
}

func (p *Pod) GetName() string      { return p.Name }
func (p *Pod) GetNamespace() string { return p.Namespace }

type PodList struct{ Items []Pod }

func (l *PodList) Len() int { return len(l.Items) }

type options struct{ verbose bool }

func (p *Pod) validate() error { return nil }
