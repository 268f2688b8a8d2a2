// Dynamic codes' public API for other modules: the owner and id of a code a route acts on.
export { codeIdOf, type CodeOwner } from './owner.js';
export { serviceReadBody } from './body-schemas.js';
export { codeDestinations, retireWorkspaceCodes, type CodeDestination } from './repository.js';
export { DynamicCodeService, CSV_HEADER } from './service.js';
export { dynamicCodesModule, type DynamicCodesModuleOptions } from './plugin.js';
