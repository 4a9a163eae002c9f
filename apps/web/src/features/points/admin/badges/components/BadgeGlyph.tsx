import { type BadgeIcon, isBadgeIcon } from '@elevar/domain';
import type { ReactNode } from 'react';
import classes from './badgesAdmin.module.css';

const INK = '#343a40';
const GOLD = '#fab005';
const BLUE = '#1c7ed6';

/** One drawing per icon of `BADGE_ICONS` (48 × 48). */
const DRAWINGS: Record<BadgeIcon, ReactNode> = {
  medal: (
    <>
      <path d="M14 2h8l4 12h-8zM34 2h-8l-4 12h8z" fill={BLUE} />
      <circle cx="24" cy="29" r="15" fill={GOLD} stroke="#e67700" strokeWidth="2" />
      <path d="M24 20l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5-5.8-3.1-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" fill="#fff" />
    </>
  ),
  trophy: (
    <>
      <path d="M14 6h20v10a10 10 0 0 1-20 0z" fill={GOLD} stroke="#e67700" strokeWidth="2" />
      <path
        d="M14 9H7v3a7 7 0 0 0 7 7M34 9h7v3a7 7 0 0 1-7 7"
        fill="none"
        stroke="#e67700"
        strokeWidth="2.5"
      />
      <path d="M21 26h6v8h-6z" fill="#e67700" />
      <path d="M14 34h20v6H14z" fill={INK} />
    </>
  ),
  star: (
    <path
      d="M24 4l5.9 12 13.1 1.9-9.5 9.3 2.2 13.1L24 34.1l-11.7 6.2 2.2-13.1L5 17.9 18.1 16z"
      fill={GOLD}
      stroke="#e67700"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  flame: (
    <>
      <path
        d="M24 3c3 9 13 13 13 26a13 13 0 0 1-26 0c0-7 4-11 7-14 0 5 2 8 4 9-1-8 0-14 2-21z"
        fill="#fd7e14"
      />
      <path d="M24 24c2 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 1 2 2 3 3 3-1-3-1-5 0-8z" fill={GOLD} />
    </>
  ),
  'graduation-cap': (
    <>
      <path d="M24 10L3 19l21 9 21-9z" fill={INK} />
      <path d="M12 24v8c0 3 5 6 12 6s12-3 12-6v-8l-12 5z" fill="#495057" />
      <path d="M41 20v12" stroke={GOLD} strokeWidth="2.5" />
      <circle cx="41" cy="34" r="2.5" fill={GOLD} />
    </>
  ),
  books: (
    <>
      <rect x="6" y="10" width="9" height="30" rx="1.5" fill={BLUE} />
      <rect x="17" y="6" width="9" height="34" rx="1.5" fill="#e03131" />
      <path d="M29 11.5l8.2-2.4 7.8 27.5-8.2 2.4z" fill="#2f9e44" />
      <path d="M4 42h40" stroke={INK} strokeWidth="2.5" />
    </>
  ),
  video: (
    <>
      <rect x="4" y="10" width="40" height="28" rx="5" fill={BLUE} />
      <path d="M20 17v14l12-7z" fill="#fff" />
    </>
  ),
  receipt: (
    <>
      <path d="M10 4h28v40l-4.7-3-4.6 3-4.7-3-4.7 3-4.6-3-4.7 3z" fill="#fff" stroke={INK} strokeWidth="2" />
      <path d="M16 14h16M16 21h16M16 28h10" stroke={INK} strokeWidth="2.5" />
    </>
  ),
  camera: (
    <>
      <path
        d="M17 9h14l3 5h8a2 2 0 0 1 2 2v22a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V16a2 2 0 0 1 2-2h8z"
        fill={INK}
      />
      <circle cx="24" cy="26" r="9" fill="#fff" />
      <circle cx="24" cy="26" r="5.5" fill={BLUE} />
    </>
  ),
  detective: (
    <>
      <circle cx="20" cy="20" r="13" fill="#e7f5ff" stroke={INK} strokeWidth="3.5" />
      <path d="M29.5 29.5L43 43" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <path d="M13 17a8 8 0 0 1 8-6" fill="none" stroke={BLUE} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
};

/**
 * A badge's icon, decorative (the name beside it says what it is): greyed out when the badge is inactive. An
 * older badge without a known icon shows the medal.
 */
export function BadgeGlyph({
  icon,
  inactive = false,
  size = 40,
}: {
  icon: string | null;
  inactive?: boolean;
  size?: number;
}) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      className={inactive ? classes.inactiveGlyph : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[isBadgeIcon(icon) ? icon : 'medal']}
    </svg>
  );
}
