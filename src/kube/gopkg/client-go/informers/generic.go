package informers

import (
	"k8s.io/client-go/tools/cache"
)

// GenericInformer is type of SharedIndexInformer which will locate and delegate to other
// sharedInformers based on type ([CG] informers/generic.go; the factory's ForResource switch over
// every built-in resource is not provided, dynamicinformer's is).
type GenericInformer interface {
	Informer() cache.SharedIndexInformer
	Lister() cache.GenericLister
}
