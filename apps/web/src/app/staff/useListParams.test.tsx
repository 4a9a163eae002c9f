import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, type LoaderFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { settled } from '../../test/testApp.tsx';
import { useListParams } from './useListParams.ts';

function Filters() {
  const { update, goToPage } = useListParams();
  return (
    <>
      <button type="button" onClick={() => update({ status: 'pending' })}>
        status
      </button>
      <button type="button" onClick={() => update({ country: '7' })}>
        country
      </button>
      <button
        type="button"
        onClick={() => {
          update({ status: 'pending', page: null });
          update({ country: '7' });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => goToPage(3)}>
        page 3
      </button>
    </>
  );
}

function open(path: string, loader?: LoaderFunction) {
  const router = createMemoryRouter([{ path: '/list', loader, Component: Filters }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const search = (router: ReturnType<typeof open>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('useListParams (a staff list’s filters in the URL)', () => {
  it('keeps both changes when a screen updates twice in one event', async () => {
    const router = open('/list?page=2&kind=a');
    await settled(router);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'both' })));
    await settled(router);
    expect(search(router)).toEqual({ kind: 'a', status: 'pending', country: '7' });
  });

  it('keeps the first change when the second comes while the list is still loading', async () => {
    // the list's loader (a guard) runs again on every change of the URL's search
    const loader: LoaderFunction = () => new Promise((resolve) => setTimeout(() => resolve(null), 30));
    const router = open('/list', loader);
    await settled(router);
    await screen.findByRole('button', { name: 'status' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'status' }));
      fireEvent.click(screen.getByRole('button', { name: 'country' }));
    });
    await settled(router);
    expect(search(router)).toEqual({ status: 'pending', country: '7' });
  });

  it('starts from the URL again once it has moved on', async () => {
    const router = open('/list?status=pending');
    await settled(router);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'page 3' })));
    await settled(router);
    await act(async () => router.navigate('/list?kind=b'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'country' })));
    await settled(router);
    expect(search(router)).toEqual({ kind: 'b', country: '7' });
  });
});
