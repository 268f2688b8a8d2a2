// Issue 23 scan matrix at ECL L: 4 dot shapes × 3 corner shapes × 5 colour sets × {no logo,
// logo}, each read by ZXing-C++, jsQR and zbar (no inversion) on the PNG and the SVG, with the
// expected grade (testing/scan-matrix-suite.ts).
import { scanMatrixSuite } from './testing/scan-matrix-suite.js';

scanMatrixSuite('L');
