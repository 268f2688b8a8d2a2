export { companySignInModule } from './plugin.js';
