export { ContactService } from './service.js';
export { contactModule } from './plugin.js';
