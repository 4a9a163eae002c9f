import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, startTransition, use, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './useAction.ts';

function Send({ run }: { run: () => Promise<string> }) {
  const action = useAction(run);
  return (
    <button type="button" onClick={() => action.mutate(undefined)}>
      send
    </button>
  );
}

const never = new Promise<never>(() => undefined);

function Waiting({ wait }: { wait: boolean }) {
  if (wait) use(never);
  return null;
}

describe('useAction', () => {
  it('runs the action of the screen shown, not of a render React set aside', async () => {
    const shown = vi.fn(async () => 'shown');
    const setAside = vi.fn(async () => 'set aside');
    let next: () => void = () => undefined;
    function Screen() {
      const [second, setSecond] = useState(false);
      next = () => startTransition(() => setSecond(true));
      return (
        <Suspense fallback="loading">
          <Send run={second ? setAside : shown} />
          <Waiting wait={second} />
        </Suspense>
      );
    }
    render(<Screen />);
    // a transition whose render suspends: React keeps the screen shown and commits nothing
    await act(async () => next());
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(shown).toHaveBeenCalledTimes(1);
    expect(setAside).not.toHaveBeenCalled();
  });

  it('runs the latest committed action', async () => {
    const first = vi.fn(async () => 'first');
    const second = vi.fn(async () => 'second');
    const { rerender } = render(<Send run={first} />);
    rerender(<Send run={second} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
