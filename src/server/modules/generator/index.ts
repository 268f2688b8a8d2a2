// Public face of the generator module: its routes, the service other modules render through,
// and generation tracking.
export { GENERATOR_LIMITS, PDF_WIDTH_MM } from './routes.js';
export { GeneratorService, type Caller, type GenerateResult } from './service.js';
export { TrackingService } from './tracking.js';
export { generatorModule } from './plugin.js';
