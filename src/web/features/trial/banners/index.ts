// The dashboard's trial banners (see ../index.ts).
export { TrialBanners } from '../trial-banners.js';
