import { behaviourSuite } from '../behaviour-suite.ts';

behaviourSuite('fake-client-status');
