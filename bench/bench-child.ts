/** Entry of the benchmark's helper processes (mock upstream, reference proxy). */
import { childMain } from './processes.js';

if (!(await childMain())) process.exit(2);
