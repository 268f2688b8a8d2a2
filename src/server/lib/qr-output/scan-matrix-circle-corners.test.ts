// Issue 23: circle corners read by every decoder at EVERY ECL. The L and H matrices cover all
// corner shapes; this adds M and Q for circle corners (4 dot shapes × 5 colour sets × {no logo,
// logo} each), with the same expected grades (testing/scan-matrix-suite.ts).
import { scanMatrixSuite } from './testing/scan-matrix-suite.js';

scanMatrixSuite('M', { corner: 'circle' });
scanMatrixSuite('Q', { corner: 'circle' });
