import { USER_STATUSES, type UserStatus } from '../identity/roles.ts';
import { COURSE_PROGRESS_MACHINE, ENROLMENT_MACHINE } from '../learning/progress.ts';
import type { Validation } from './validation.ts';

/**
 * A state machine as data: its states, where a new record starts, and the states each state may move to.
 * A state with no outgoing transitions is terminal. SPEC §4 lists the states; the edges are read from its prose
 * where it gives them and are the smallest sensible set where it does not.
 */
export interface StateMachine<S extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly initial: S;
  readonly transitions: { readonly [K in S]: readonly S[] };
}

/** Tells whether a string (e.g. from the database) is a state of the machine. */
export function isState<S extends string>(machine: StateMachine<S>, value: string): value is S {
  return (machine.states as readonly string[]).includes(value);
}

/** The states reachable in one step from `from`; empty for a terminal or unknown state. */
export function nextStates<S extends string>(machine: StateMachine<S>, from: S): readonly S[] {
  return Object.hasOwn(machine.transitions, from) ? machine.transitions[from] : [];
}

/** Tells whether the machine allows moving from `from` to `to` in one step (staying put is not a transition). */
export function canTransition<S extends string>(machine: StateMachine<S>, from: S, to: S): boolean {
  return nextStates(machine, from).includes(to);
}

/** Tells whether a state has no way out. */
export function isTerminal<S extends string>(machine: StateMachine<S>, state: S): boolean {
  return isState(machine, state) && nextStates(machine, state).length === 0;
}

/** Checks a transition and answers the target state, or 'state.invalid_transition'. */
export function transition<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
): Validation<S, 'state.invalid_transition'> {
  return canTransition(machine, from, to)
    ? { ok: true, normalized: to }
    : { ok: false, code: 'state.invalid_transition' };
}

/**
 * A live class's room: offline until opened; the instructor may close and reopen it; finished is terminal.
 * SPEC's subscribed/unsubscribed/no vacancy are a learner's seat: see LIVE_CLASS_SUBSCRIPTION_MACHINE.
 */
export const LIVE_CLASS_STATES = ['offline', 'opened', 'closed', 'finished'] as const;
export type LiveClassState = (typeof LIVE_CLASS_STATES)[number];
export const LIVE_CLASS_MACHINE: StateMachine<LiveClassState> = {
  name: 'live_class',
  states: LIVE_CLASS_STATES,
  initial: 'offline',
  transitions: {
    offline: ['opened', 'finished'],
    opened: ['closed', 'finished'],
    closed: ['opened', 'finished'],
    finished: [],
  },
};

/** A learner's seat in a live class: no_vacancy while seats are gone; a freed seat makes it unsubscribed again. */
export const LIVE_CLASS_SUBSCRIPTION_STATES = ['unsubscribed', 'subscribed', 'no_vacancy'] as const;
export type LiveClassSubscriptionState = (typeof LIVE_CLASS_SUBSCRIPTION_STATES)[number];
export const LIVE_CLASS_SUBSCRIPTION_MACHINE: StateMachine<LiveClassSubscriptionState> = {
  name: 'live_class_subscription',
  states: LIVE_CLASS_SUBSCRIPTION_STATES,
  initial: 'unsubscribed',
  transitions: {
    unsubscribed: ['subscribed', 'no_vacancy'],
    subscribed: ['unsubscribed'],
    no_vacancy: ['unsubscribed'],
  },
};

/**
 * A presential class: scheduled, opened, run (with intermissions), then finished directly or after the
 * instructor's results (finished or reproved). It can be canceled until it starts.
 */
export const PRESENTIAL_CLASS_STATES = [
  'pre_scheduled',
  'scheduled',
  'opened',
  'in_progress',
  'intermission',
  'awaiting_results',
  'finished',
  'reproved',
  'canceled',
] as const;
export type PresentialClassState = (typeof PRESENTIAL_CLASS_STATES)[number];
export const PRESENTIAL_CLASS_MACHINE: StateMachine<PresentialClassState> = {
  name: 'presential_class',
  states: PRESENTIAL_CLASS_STATES,
  initial: 'pre_scheduled',
  transitions: {
    pre_scheduled: ['scheduled', 'canceled'],
    scheduled: ['opened', 'canceled'],
    opened: ['in_progress', 'canceled'],
    in_progress: ['intermission', 'awaiting_results', 'finished'],
    intermission: ['in_progress', 'awaiting_results', 'finished'],
    awaiting_results: ['finished', 'reproved'],
    finished: [],
    reproved: [],
    canceled: [],
  },
};

/** A webinar as a learner sees it: offline (or subscribed) until live; a dropped transmission goes offline. */
export const WEBINAR_STATES = ['offline', 'subscribed', 'live', 'finished'] as const;
export type WebinarState = (typeof WEBINAR_STATES)[number];
export const WEBINAR_MACHINE: StateMachine<WebinarState> = {
  name: 'webinar',
  states: WEBINAR_STATES,
  initial: 'offline',
  transitions: {
    offline: ['subscribed', 'live', 'finished'],
    subscribed: ['offline', 'live', 'finished'],
    live: ['offline', 'finished'],
    finished: [],
  },
};

/** A survey: saved as a draft, then published and unpublished at will. */
export const SURVEY_STATES = ['saved', 'published', 'unpublished'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];
export const SURVEY_MACHINE: StateMachine<SurveyState> = {
  name: 'survey',
  states: SURVEY_STATES,
  initial: 'saved',
  transitions: {
    saved: ['published'],
    published: ['unpublished'],
    unpublished: ['published'],
  },
};

/** A forum topic: open or closed, either way; a closed topic takes no replies. */
export const FORUM_TOPIC_STATES = ['open', 'closed'] as const;
export type ForumTopicState = (typeof FORUM_TOPIC_STATES)[number];
export const FORUM_TOPIC_MACHINE: StateMachine<ForumTopicState> = {
  name: 'forum_topic',
  states: FORUM_TOPIC_STATES,
  initial: 'open',
  transitions: {
    open: ['closed'],
    closed: ['open'],
  },
};

/** Tells whether a forum topic in this state accepts replies (only open ones do). */
export function forumTopicAcceptsReplies(state: ForumTopicState): boolean {
  return state === 'open';
}

/**
 * An account: created awaiting approval, then approved or rejected by a reviewer; approved and blocked go both
 * ways. Closure (by the user, from any state) is irreversible.
 */
export const ACCOUNT_STATES = USER_STATUSES;
export type AccountState = UserStatus;
export const ACCOUNT_MACHINE: StateMachine<AccountState> = {
  name: 'account',
  states: ACCOUNT_STATES,
  initial: 'awaiting_approval',
  transitions: {
    awaiting_approval: ['approved', 'rejected', 'closed'],
    approved: ['blocked', 'closed'],
    rejected: ['closed'],
    blocked: ['approved', 'closed'],
    closed: [],
  },
};

/**
 * A reward order: redemption needs approval; an approved order ships and is delivered; a rejected one ends.
 * SPEC also hints a pending-audit status, not modelled until its rules are known.
 */
export const REWARD_ORDER_STATES = [
  'awaiting_approval',
  'approved',
  'shipped',
  'delivered',
  'rejected',
] as const;
export type RewardOrderState = (typeof REWARD_ORDER_STATES)[number];
export const REWARD_ORDER_MACHINE: StateMachine<RewardOrderState> = {
  name: 'reward_order',
  states: REWARD_ORDER_STATES,
  initial: 'awaiting_approval',
  transitions: {
    awaiting_approval: ['approved', 'rejected'],
    approved: ['shipped'],
    shipped: ['delivered'],
    delivered: [],
    rejected: [],
  },
};

/** Every machine by name, e.g. for generic checks. */
export const STATE_MACHINES = {
  course_progress: COURSE_PROGRESS_MACHINE,
  enrolment: ENROLMENT_MACHINE,
  live_class: LIVE_CLASS_MACHINE,
  live_class_subscription: LIVE_CLASS_SUBSCRIPTION_MACHINE,
  presential_class: PRESENTIAL_CLASS_MACHINE,
  webinar: WEBINAR_MACHINE,
  survey: SURVEY_MACHINE,
  forum_topic: FORUM_TOPIC_MACHINE,
  account: ACCOUNT_MACHINE,
  reward_order: REWARD_ORDER_MACHINE,
} as const;
