import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('predicate-owned-status');
