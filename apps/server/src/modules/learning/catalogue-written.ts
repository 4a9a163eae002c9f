import { type CataloguePage, CourseCard, endpointSchemas } from '@elevar/contract';
import type { CourseStatus } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { answerWriter, type WrittenAnswer } from '../../platform/response-serializer.ts';
import type { SharedCard } from './catalogue-cache.ts';

/**
 * A catalogue page written as its route's JSON from parts (docs/learning.md "The catalogue cache"): each card is
 * written once per language and catalogue generation (`answerWriter` with the contract's schema) and kept in the
 * catalogue cache as the text before and after the learner's part (status, percent, favourite), which is written in
 * between per request. So a cached page costs the joining of strings, not the projection and writing of every card.
 * In development and tests every page is checked against what the route's schema writes of it.
 */

/** A card's JSON around the learner's part: `head` ends after `is_online`, `tail` starts with `tags`. */
export interface WrittenCard {
  readonly head: string;
  readonly tail: string;
}

/** The learner's part as the card's schema writes it, in its order: the keys between `is_online` and `tags`. */
export interface LearnerPart {
  status: CourseStatus;
  percent: number;
  favourite: boolean;
}

interface Writers {
  card: (card: CourseCard) => string;
  /** The whole page as the route's schema writes it. */
  page: (page: CataloguePage) => string;
  verify: boolean;
}

const writersOf = new WeakMap<ServiceContext, Writers>();

function writers(ctx: ServiceContext): Writers {
  let known = writersOf.get(ctx);
  if (!known) {
    const verify = ctx.config.NODE_ENV !== 'production';
    known = {
      card: answerWriter(CourseCard, { verify }),
      page: answerWriter(endpointSchemas.learningCatalogue.response, {
        verify,
        url: '/api/v1/learning/courses',
      }),
      verify,
    };
    writersOf.set(ctx, known);
  }
  return known;
}

// a quote inside a JSON string is always escaped, so `,"status":` occurs once in a card's text: as its key
const PART = ',"status":"not_started","percent":0,"favourite":false,';

/** The shared card written once, split around the learner's part. */
export function writeCard(ctx: ServiceContext, card: SharedCard): WrittenCard {
  const text = writers(ctx).card({ ...card, status: 'not_started', percent: 0, favourite: false });
  const at = text.indexOf(PART);
  if (at < 0) throw new Error(`a course card written without its learner's part where expected: ${text}`);
  return { head: text.slice(0, at + 1), tail: text.slice(at + PART.length) };
}

/** The card with the learner's part written in (status is an identifier and percent an integer: no escaping). */
export function cardWith(card: WrittenCard, part: LearnerPart): string {
  return `${card.head}"status":"${part.status}","percent":${part.percent},"favourite":${part.favourite},${card.tail}`;
}

/** A page of written cards: the route's answer as it is sent. Checked against the schema's writing unless production. */
export function writtenPage(
  ctx: ServiceContext,
  cards: readonly string[],
  nextCursor: string | null,
): WrittenAnswer<CataloguePage> {
  const w = writers(ctx);
  const json = `{"results":[${cards.join(',')}],"next_cursor":${JSON.stringify(nextCursor)}}`;
  if (w.verify) {
    const expected = w.page(JSON.parse(json));
    if (expected !== json)
      throw new Error(`a catalogue page was written ${json}, its schema writes ${expected}`);
  }
  return { json };
}

/** A page read whole (not from the cache) written as the route's schema writes it. */
export function writePage(ctx: ServiceContext, page: CataloguePage): WrittenAnswer<CataloguePage> {
  return { json: writers(ctx).page(page) };
}
