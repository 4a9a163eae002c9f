/**
 * The longest HTML, before sanitizing, of each rich text a client's editors write (per language): the contract's
 * checks and the editors' counters (the web's rich-text editor) read them here, where no schema library comes along.
 */
/** A news body. */
export const NEWS_BODY_MAX_LENGTH = 100_000;
/** A client page's body (hotsite, about-the-team, the institutional copies). */
export const CLIENT_PAGE_BODY_MAX_LENGTH = 100_000;
/** A FAQ answer. */
export const FAQ_ANSWER_MAX_LENGTH = 20_000;
/** An onboarding step's or welcome banner's text. */
export const ONBOARDING_BODY_MAX_LENGTH = 20_000;
