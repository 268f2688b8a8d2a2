// The account feature's public surface: what another feature needs to add a section to
// /account-settings (its props and the card it renders in).
export type { AccountSectionProps } from './section-props.js';
export { DetailRow, LoadFailed, SectionCard } from './section-card.js';
