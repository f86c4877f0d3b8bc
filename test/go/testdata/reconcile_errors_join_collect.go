package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

func mergeReconcileErrors(sources ...map[string]string) map[string]string {
	merged := map[string]string{}
	for _, src := range sources {
		for k, v := range src {
			merged[k] = v
		}
	}
	return merged
}

func main() {
	var (
		failed  = map[string]error{}
		lastErr error
	)
	namespaces := []string{"a", "b", "c", "d"}
	for _, ns := range namespaces {
		if strings.Contains("bd", ns) {
			lastErr = fmt.Errorf("could not sync namespace %s", ns)
			failed[ns] = lastErr
		}
	}
	keys := make([]string, 0, len(failed))
	for k := range failed {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var finalErrs []error
	for _, k := range keys {
		finalErrs = append(finalErrs, failed[k])
	}
	fmt.Println(errors.Join(finalErrs...))
	fmt.Println(lastErr)
	errs := mergeReconcileErrors(map[string]string{"ds1": "timeout"}, map[string]string{"ds2": "forbidden", "ds1": "retry"})
	fmt.Println(errs, len(errs))
}

// Output:
// could not sync namespace b
// could not sync namespace d
// could not sync namespace d
// map[ds1:retry ds2:forbidden] 2
