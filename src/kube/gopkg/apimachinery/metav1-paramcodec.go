package v1

import (
	"fmt"
	"net/url"
	"strconv"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// ParameterCodec handles versioning of objects that are converted to query parameters: the
// options of list, get, create, update, patch and delete requests, as clients send them with
// Request.VersionedParams ([AM] pkg/apis/meta/v1/register.go, through queryparams.Convert: each
// field under its json name, empty ones left out).
var ParameterCodec runtime.ParameterCodec = parameterCodec{}

type parameterCodec struct{}

func addString(v url.Values, k, s string) {
	if s != "" {
		v.Set(k, s)
	}
}

func addBool(v url.Values, k string, b bool) {
	if b {
		v.Set(k, "true")
	}
}

func addInt(v url.Values, k string, n int64) {
	if n != 0 {
		v.Set(k, strconv.FormatInt(n, 10))
	}
}

func addIntPtr(v url.Values, k string, n *int64) {
	if n != nil {
		v.Set(k, strconv.FormatInt(*n, 10))
	}
}

func addList(v url.Values, k string, l []string) {
	for _, s := range l {
		v.Add(k, s)
	}
}

// EncodeParameters converts the options to query parameters.
func (parameterCodec) EncodeParameters(obj runtime.Object, to schema.GroupVersion) (url.Values, error) {
	v := url.Values{}
	switch o := obj.(type) {
	case *ListOptions:
		addString(v, "labelSelector", o.LabelSelector)
		addString(v, "fieldSelector", o.FieldSelector)
		addBool(v, "watch", o.Watch)
		addBool(v, "allowWatchBookmarks", o.AllowWatchBookmarks)
		addString(v, "resourceVersion", o.ResourceVersion)
		addString(v, "resourceVersionMatch", string(o.ResourceVersionMatch))
		addIntPtr(v, "timeoutSeconds", o.TimeoutSeconds)
		addInt(v, "limit", o.Limit)
		addString(v, "continue", o.Continue)
		if o.SendInitialEvents != nil {
			v.Set("sendInitialEvents", strconv.FormatBool(*o.SendInitialEvents))
		}
		addString(v, "shardSelector", o.ShardSelector)
	case *GetOptions:
		addString(v, "resourceVersion", o.ResourceVersion)
	case *CreateOptions:
		addList(v, "dryRun", o.DryRun)
		addString(v, "fieldManager", o.FieldManager)
		addString(v, "fieldValidation", o.FieldValidation)
	case *UpdateOptions:
		addList(v, "dryRun", o.DryRun)
		addString(v, "fieldManager", o.FieldManager)
		addString(v, "fieldValidation", o.FieldValidation)
	case *PatchOptions:
		addList(v, "dryRun", o.DryRun)
		if o.Force != nil {
			v.Set("force", strconv.FormatBool(*o.Force))
		}
		addString(v, "fieldManager", o.FieldManager)
		addString(v, "fieldValidation", o.FieldValidation)
	case *DeleteOptions:
		addIntPtr(v, "gracePeriodSeconds", o.GracePeriodSeconds)
		if o.OrphanDependents != nil {
			v.Set("orphanDependents", strconv.FormatBool(*o.OrphanDependents))
		}
		if o.PropagationPolicy != nil {
			v.Set("propagationPolicy", string(*o.PropagationPolicy))
		}
		addList(v, "dryRun", o.DryRun)
		if o.IgnoreStoreReadErrorWithClusterBreakingPotential != nil {
			v.Set("ignoreStoreReadErrorWithClusterBreakingPotential", strconv.FormatBool(*o.IgnoreStoreReadErrorWithClusterBreakingPotential))
		}
	default:
		return nil, fmt.Errorf("%T is not a supported parameter object", obj)
	}
	return v, nil
}

// DecodeParameters is not provided: clients only encode.
func (parameterCodec) DecodeParameters(parameters url.Values, from schema.GroupVersion, into runtime.Object) error {
	return fmt.Errorf("decoding query parameters is not supported")
}
