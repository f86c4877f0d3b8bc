package equality

// Equalities is a map from type to a function comparing two values of that type (here: the
// semantic rules are built in).
type Equalities struct {
	semantic bool
}

// Semantic can do semantic deep equality checks for api objects.
// Example: apiequality.Semantic.DeepEqual(aPod, aPodWithNonNilButEmptyMaps) == true
var Semantic = Equalities{semantic: true}

// DeepEqual is like reflect.DeepEqual, but using the semantic equalities.
func (e Equalities) DeepEqual(a1, a2 interface{}) bool

// DeepDerivative is similar to DeepEqual except that unset fields in a1 are ignored (not compared).
func (e Equalities) DeepDerivative(a1, a2 interface{}) bool
