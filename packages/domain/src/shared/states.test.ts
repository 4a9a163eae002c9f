import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '../identity/roles.ts';
import {
  ACCOUNT_MACHINE,
  canTransition,
  FORUM_TOPIC_MACHINE,
  forumTopicAcceptsReplies,
  isState,
  isTerminal,
  LIVE_CLASS_MACHINE,
  LIVE_CLASS_SUBSCRIPTION_MACHINE,
  nextStates,
  PRESENTIAL_CLASS_MACHINE,
  REWARD_ORDER_MACHINE,
  STATE_MACHINES,
  type StateMachine,
  SURVEY_MACHINE,
  transition,
  WEBINAR_MACHINE,
} from './states.ts';

/** Checks every pair of states: exactly the listed edges are allowed. */
function expectEdges<S extends string>(
  machine: StateMachine<S>,
  allowed: ReadonlyArray<readonly [S, S]>,
): void {
  const key = (from: string, to: string): string => `${from} -> ${to}`;
  const expected = new Set(allowed.map(([from, to]) => key(from, to)));
  const actual = new Set<string>();
  for (const from of machine.states) {
    for (const to of machine.states) if (canTransition(machine, from, to)) actual.add(key(from, to));
  }
  expect([...actual].sort()).toEqual([...expected].sort());
}

describe('machine data', () => {
  it.each(Object.entries(STATE_MACHINES))('%s is well formed', (name, machine: StateMachine<string>) => {
    expect(machine.name).toBe(name);
    expect(new Set(machine.states).size).toBe(machine.states.length);
    expect(machine.states).toContain(machine.initial);
    expect(Object.keys(machine.transitions).sort()).toEqual([...machine.states].sort());
    for (const from of machine.states) {
      for (const to of nextStates(machine, from)) {
        expect(machine.states).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it.each(Object.entries(STATE_MACHINES))(
    '%s: every state is reachable from the initial one',
    (_, machine) => {
      const m: StateMachine<string> = machine;
      const seen = new Set([m.initial]);
      const queue = [m.initial];
      for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
        for (const next of nextStates(m, s)) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].sort()).toEqual([...m.states].sort());
    },
  );
});

describe('helpers', () => {
  it('answer false or empty for unknown states instead of throwing', () => {
    const m: StateMachine<string> = FORUM_TOPIC_MACHINE;
    expect(canTransition(m, 'archived', 'open')).toBe(false);
    expect(canTransition(m, 'toString', 'open')).toBe(false);
    expect(nextStates(m, 'constructor')).toEqual([]);
    expect(isTerminal(m, 'archived')).toBe(false);
  });

  it('recognise states', () => {
    expect(isState(REWARD_ORDER_MACHINE, 'shipped')).toBe(true);
    expect(isState(REWARD_ORDER_MACHINE, 'lost')).toBe(false);
  });

  it('transition answers the target or a stable code', () => {
    expect(transition(REWARD_ORDER_MACHINE, 'approved', 'shipped')).toEqual({
      ok: true,
      normalized: 'shipped',
    });
    expect(transition(REWARD_ORDER_MACHINE, 'awaiting_approval', 'shipped')).toEqual({
      ok: false,
      code: 'state.invalid_transition',
    });
  });

  it('staying in the same state is not a transition', () => {
    expect(canTransition(FORUM_TOPIC_MACHINE, 'open', 'open')).toBe(false);
  });
});

describe('account', () => {
  it('allows approval or rejection, blocking both ways and closure from anywhere', () => {
    expectEdges(ACCOUNT_MACHINE, [
      ['awaiting_approval', 'approved'],
      ['awaiting_approval', 'rejected'],
      ['awaiting_approval', 'closed'],
      ['rejected', 'closed'],
      ['approved', 'blocked'],
      ['approved', 'closed'],
      ['blocked', 'approved'],
      ['blocked', 'closed'],
    ]);
  });

  it('cannot be blocked before approval, nor reopened after closure', () => {
    expect(canTransition(ACCOUNT_MACHINE, 'awaiting_approval', 'blocked')).toBe(false);
    expect(canTransition(ACCOUNT_MACHINE, 'approved', 'awaiting_approval')).toBe(false);
    expect(isTerminal(ACCOUNT_MACHINE, 'closed')).toBe(true);
    expect(ACCOUNT_MACHINE.initial).toBe('awaiting_approval');
  });

  it('covers every user status', () => {
    for (const status of USER_STATUSES) expect(isState(ACCOUNT_MACHINE, status)).toBe(true);
  });
});

describe('reward order', () => {
  it('goes awaiting approval → approved → shipped → delivered, or is rejected', () => {
    expectEdges(REWARD_ORDER_MACHINE, [
      ['awaiting_approval', 'approved'],
      ['awaiting_approval', 'rejected'],
      ['approved', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(isTerminal(REWARD_ORDER_MACHINE, 'delivered')).toBe(true);
    expect(isTerminal(REWARD_ORDER_MACHINE, 'rejected')).toBe(true);
    expect(canTransition(REWARD_ORDER_MACHINE, 'approved', 'rejected')).toBe(false);
    expect(canTransition(REWARD_ORDER_MACHINE, 'awaiting_approval', 'delivered')).toBe(false);
  });
});

describe('live class', () => {
  it('opens, closes, reopens and finishes', () => {
    expectEdges(LIVE_CLASS_MACHINE, [
      ['offline', 'opened'],
      ['offline', 'finished'],
      ['opened', 'closed'],
      ['opened', 'finished'],
      ['closed', 'opened'],
      ['closed', 'finished'],
    ]);
    expect(canTransition(LIVE_CLASS_MACHINE, 'finished', 'opened')).toBe(false);
  });

  it('seats: no vacancy prevents subscribing until a seat is freed', () => {
    expectEdges(LIVE_CLASS_SUBSCRIPTION_MACHINE, [
      ['unsubscribed', 'subscribed'],
      ['unsubscribed', 'no_vacancy'],
      ['subscribed', 'unsubscribed'],
      ['no_vacancy', 'unsubscribed'],
    ]);
  });
});

describe('presential class', () => {
  it('runs from scheduling to results', () => {
    const path = [
      'pre_scheduled',
      'scheduled',
      'opened',
      'in_progress',
      'intermission',
      'in_progress',
    ] as const;
    for (let i = 1; i < path.length; i++) {
      const from = path[i - 1];
      const to = path[i];
      if (from && to) expect(canTransition(PRESENTIAL_CLASS_MACHINE, from, to)).toBe(true);
    }
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'in_progress', 'awaiting_results')).toBe(true);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'awaiting_results', 'reproved')).toBe(true);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'awaiting_results', 'finished')).toBe(true);
  });

  it('can be canceled only before it starts', () => {
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'pre_scheduled', 'canceled')).toBe(true);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'scheduled', 'canceled')).toBe(true);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'opened', 'canceled')).toBe(true);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'in_progress', 'canceled')).toBe(false);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'finished', 'canceled')).toBe(false);
  });

  it('ends in finished, reproved or canceled', () => {
    const terminal = PRESENTIAL_CLASS_MACHINE.states.filter((s) => isTerminal(PRESENTIAL_CLASS_MACHINE, s));
    expect(terminal.sort()).toEqual(['canceled', 'finished', 'reproved']);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'scheduled', 'in_progress')).toBe(false);
    expect(canTransition(PRESENTIAL_CLASS_MACHINE, 'opened', 'reproved')).toBe(false);
  });
});

describe('webinar', () => {
  it('goes live from offline or subscribed, and can drop back offline', () => {
    expect(canTransition(WEBINAR_MACHINE, 'offline', 'subscribed')).toBe(true);
    expect(canTransition(WEBINAR_MACHINE, 'subscribed', 'live')).toBe(true);
    expect(canTransition(WEBINAR_MACHINE, 'live', 'offline')).toBe(true);
    expect(canTransition(WEBINAR_MACHINE, 'live', 'finished')).toBe(true);
    expect(canTransition(WEBINAR_MACHINE, 'live', 'subscribed')).toBe(false);
    expect(isTerminal(WEBINAR_MACHINE, 'finished')).toBe(true);
  });
});

describe('survey', () => {
  it('is published from saved, then toggled, never back to saved', () => {
    expectEdges(SURVEY_MACHINE, [
      ['saved', 'published'],
      ['published', 'unpublished'],
      ['unpublished', 'published'],
    ]);
  });
});

describe('forum topic', () => {
  it('opens and closes; only open topics take replies', () => {
    expectEdges(FORUM_TOPIC_MACHINE, [
      ['open', 'closed'],
      ['closed', 'open'],
    ]);
    expect(forumTopicAcceptsReplies('open')).toBe(true);
    expect(forumTopicAcceptsReplies('closed')).toBe(false);
  });
});
