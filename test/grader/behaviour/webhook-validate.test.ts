import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('webhook-validate');
