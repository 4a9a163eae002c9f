/** The portfolio's showcase (SPEC §2). */
export const PORTFOLIO_PATH = '/portfolio';

/** A course of the portfolio by its slug (SPEC §2 `portfolio-course/{slug}`). */
export function portfolioCoursePath(slug: string): string {
  return `/portfolio-course/${slug}`;
}

/** Sign-in without the portfolio detour (identity's `login-redirect-v2`). */
export const SIGN_IN_PATH = '/login-redirect-v2';
