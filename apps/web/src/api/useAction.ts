import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface ActionCallbacks<TResult> {
  onSuccess?(result: TResult): void;
  onError?(error: unknown): void;
}

export interface Action<TInput, TResult> {
  /** Starts the action; a failure is kept in `error` (and told to `onError`), not thrown. */
  mutate(input: TInput, options?: ActionCallbacks<TResult>): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A user action's pending and error state (the subset of TanStack Query's `useMutation` the open area uses). The
 * login screen's actions use it so that the first screen ships without the query library (docs/ARCHITECTURE.md, "The
 * login entry"); the signed-in screens keep `useMutation`. A newer call supersedes an older one's outcome.
 */
export function useAction<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
): Action<TInput, TResult> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const latest = useRef(0);
  // the committed render's `run`: a render React discards (a transition that suspends) must not change what a click
  // on the screen still shown calls, so the ref is written after commit, never during render
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });
  const mutate = useCallback<Action<TInput, TResult>['mutate']>((input, options) => {
    const attempt = ++latest.current;
    setState({ isPending: true, error: null });
    runRef.current(input).then(
      (result) => {
        if (attempt !== latest.current) return;
        setState({ isPending: false, error: null });
        options?.onSuccess?.(result);
      },
      (error: unknown) => {
        if (attempt !== latest.current) return;
        setState({ isPending: false, error });
        options?.onError?.(error);
      },
    );
  }, []);
  return { mutate, isPending: state.isPending, isError: state.error !== null, error: state.error };
}
