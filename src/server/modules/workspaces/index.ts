export {
  WorkspaceService,
  createPersonalWorkspace,
  parseWorkspaceId,
  type Membership,
  type WorkspaceUser,
} from './service.js';
export { workspacesModule } from './plugin.js';
export { removeAllMemberships } from './repository.js';
