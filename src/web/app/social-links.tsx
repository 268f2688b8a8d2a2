import { siFacebook, siInstagram, siPinterest, siTiktok, siX, siYoutube } from 'simple-icons';
import linkedinSvg from 'bootstrap-icons/icons/linkedin.svg?raw';
import { BRAND_NAME, SOCIAL_PROFILES } from '../lib/brand.js';

/** An icon path from simple-icons (CC0, 24×24) or Bootstrap Icons (MIT, 16×16). */
interface SocialLink {
  name: string;
  href: string;
  path: string;
  viewBox?: string;
}

// simple-icons no longer ships LinkedIn (removed at the owner's request): Bootstrap Icons' glyph.
const linkedinPath = [...linkedinSvg.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]).join(' ');

const links: SocialLink[] = [
  { name: 'Facebook', href: SOCIAL_PROFILES.facebook, path: siFacebook.path },
  { name: 'Instagram', href: SOCIAL_PROFILES.instagram, path: siInstagram.path },
  { name: 'LinkedIn', href: SOCIAL_PROFILES.linkedin, path: linkedinPath, viewBox: '0 0 16 16' },
  { name: 'X', href: SOCIAL_PROFILES.x, path: siX.path },
  { name: 'Pinterest', href: SOCIAL_PROFILES.pinterest, path: siPinterest.path },
  { name: 'YouTube', href: SOCIAL_PROFILES.youtube, path: siYoutube.path },
  { name: 'TikTok', href: SOCIAL_PROFILES.tiktok, path: siTiktok.path },
];

/** Icon links to the brand's profiles; each opens in a new tab without an opener. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${BRAND_NAME} on ${link.name}`}
            className="flex h-9 w-9 items-center justify-center rounded-full text-gray-400 hover:bg-gray-800 hover:text-white focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <svg
              viewBox={link.viewBox ?? '0 0 24 24'}
              className="h-5 w-5"
              fill="currentColor"
              aria-hidden="true"
            >
              <path fillRule="evenodd" d={link.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
