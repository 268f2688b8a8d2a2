// Public face of the plans module: which plan a user is on, its limits, and the atomic gate
// every create of a dynamic or saved code goes through.
export { planFor, trialDaysRemaining, trialEnd, type Plan, type PlanName } from './plan.js';
export type { PlanUserFields } from './plan.js';
export { assertBelowLimit, createWithinLimit, limitReached, type CodeKind } from './limits.js';
export {
  countLiveDynamicCodes,
  countLiveSavedCodes,
  findPlanFields,
  workspacePlanFields,
  workspacesPlanFields,
  type WorkspacePlanFields,
} from './repository.js';
