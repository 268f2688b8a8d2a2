import { BRAND } from '../lib/brand.js';
import { BrandMark } from '../components/ui/brand-mark.js';

/**
 * The brand's mark beside its name: a white-label client's uploaded logo on its host, our mark
 * otherwise. Decorative (empty alt): the name next to it is the text.
 */
export function BrandLogo({ className }: { className?: string }) {
  if (BRAND.logoUrl) {
    return <img src={BRAND.logoUrl} alt="" className={`${className ?? ''} object-contain`} />;
  }
  return <BrandMark className={className} />;
}
