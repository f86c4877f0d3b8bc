import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('status-conditions');
