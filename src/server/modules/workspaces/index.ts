export {
  WorkspaceService,
  createPersonalWorkspace,
  parseWorkspaceId,
  type Membership,
  type WorkspaceUser,
} from './service.js';
export { workspacesModule } from './plugin.js';
export {
  forgetSoleOwnedBilling,
  leaveAllWorkspaces,
  soleOwnedSharedWorkspaces,
  soleOwnedSubscribedWorkspaces,
} from './repository.js';
