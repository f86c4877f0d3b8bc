package m

type Memcached struct{ Size int32 }

func (m *Memcached) Scale(n int32) { m.Size = n }

func New() *Memcached { return &Memcached{} }
