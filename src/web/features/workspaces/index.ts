// The workspaces feature's public surface: the header's switcher and the pages.
export { WorkspaceSwitcher } from './workspace-switcher.js';
export { useActiveWorkspace, useCanEdit } from './workspace-api.js';
export {
  BillingOwnersNote,
  PER_WORKSPACE_PRICING,
  useWorkspaceBilling,
} from './workspace-billing.js';
