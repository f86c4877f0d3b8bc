// Binds client-go's REST client (src/kube/gopkg/client-go/rest.ts) to this REST handler, the
// simulated API server's HTTP surface, and the API server's in-process writes to the typed decoding of
// built-in bodies (apiserver/typed-decode.ts). Imported for that effect by every host that runs Go programs
// on the simulated packages: statically by the CLI's hosts (grade, run, go run/test on a Kubernetes
// module), the terminal's resident manager and its go test; by the exercise page's engine worker only
// before a program that names a REST client (src/sandbox/engine-handlers.ts), so that the REST layer
// (handler, tables, protobuf, OpenAPI, discovery) stays out of the page's engine chunks otherwise.
import { bindBuiltinDecoding } from '../apiserver/typed-decode.ts';
import { bindRestTransport } from '../gopkg/client-go/rest.ts';
import { handleRest, inProcessDecoding } from './handler.ts';

bindRestTransport(handleRest);
// and the typed decoding of built-in bodies written in process (apiserver/typed-decode.ts)
bindBuiltinDecoding(inProcessDecoding);
