import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('status-subresource');
