import { siFacebook, siInstagram, siPinterest, siTiktok, siX, siYoutube } from 'simple-icons';
import { BRAND_NAME, SOCIAL_PROFILES } from '../lib/brand.js';

/** A 24×24 path from simple-icons (CC0), or our own drawing where the set has none. */
interface SocialLink {
  name: string;
  href: string;
  path: string;
}

// simple-icons does not ship a LinkedIn glyph: a plain "in" monogram on a rounded tile instead.
const linkedinPath =
  'M4 1h16a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3zm1.5 8v10h3V9zM7 4.5a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5zM10.5 9v10h3v-5.5a2 2 0 0 1 4 0V19h3v-6a4 4 0 0 0-7-2.6V9z';

const links: SocialLink[] = [
  { name: 'Facebook', href: SOCIAL_PROFILES.facebook, path: siFacebook.path },
  { name: 'Instagram', href: SOCIAL_PROFILES.instagram, path: siInstagram.path },
  { name: 'LinkedIn', href: SOCIAL_PROFILES.linkedin, path: linkedinPath },
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
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
              <path fillRule="evenodd" d={link.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
