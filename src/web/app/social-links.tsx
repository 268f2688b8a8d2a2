import { siFacebook, siInstagram, siPinterest, siTiktok, siX, siYoutube } from 'simple-icons';
import linkedinSvg from 'bootstrap-icons/icons/linkedin.svg?raw';
import {
  SOCIAL_NETWORK_NAMES,
  type SocialLink,
  type SocialNetwork,
} from '../../contracts/social-links.js';
import { BRAND_NAME } from '../lib/brand.js';

/** An icon path from simple-icons (CC0, 24×24) or Bootstrap Icons (MIT, 16×16). */
interface Icon {
  path: string;
  viewBox?: string;
}

// simple-icons no longer ships LinkedIn (removed at the owner's request): Bootstrap Icons' glyph.
const linkedinPath = [...linkedinSvg.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]).join(' ');

const ICONS: Record<SocialNetwork, Icon> = {
  facebook: { path: siFacebook.path },
  instagram: { path: siInstagram.path },
  linkedin: { path: linkedinPath, viewBox: '0 0 16 16' },
  x: { path: siX.path },
  pinterest: { path: siPinterest.path },
  youtube: { path: siYoutube.path },
  tiktok: { path: siTiktok.path },
};

/**
 * Icon links to the operator's profiles (SOCIAL_LINKS), in its order; each opens in a new tab
 * without an opener. Loaded only when there is a link to show (the icons stay out of the
 * first download).
 */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Social media">
      {links.map((link) => {
        const icon = ICONS[link.network];
        return (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${BRAND_NAME} on ${SOCIAL_NETWORK_NAMES[link.network]}`}
              className="flex h-9 w-9 items-center justify-center rounded-full text-gray-400 hover:bg-gray-800 hover:text-white focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              <svg
                viewBox={icon.viewBox ?? '0 0 24 24'}
                className="h-5 w-5"
                fill="currentColor"
                aria-hidden="true"
              >
                <path fillRule="evenodd" d={icon.path} />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
