/** Issue 27: a route whose code cannot load shows the friendly "Try again" screen, never the router's raw error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { withErrorBoundaries } from './router';
import { SignedInOrVisitor } from './auth-branch';

vi.mock('./auth-branch', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./auth-branch')>()),
  SignedInOrVisitor: () => (
    <div>
      <header>Layout header</header>
      <main>
        <Outlet />
      </main>
    </div>
  ),
}));

function renderRoutes(chunk: () => Promise<never>) {
  const router = createMemoryRouter(
    withErrorBoundaries([
      {
        element: <SignedInOrVisitor />,
        children: [
          { path: '/', element: <Link to="/groups">Groups</Link> },
          { path: '/groups', lazy: chunk },
        ],
      },
      { path: '/terms', lazy: chunk },
    ]),
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route error boundaries', () => {
  it('a route chunk that fails to load shows "Try again" inside the layout', async () => {
    for (const level of ['warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
    renderRoutes(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/groups-abc.js")));
    fireEvent.click(await screen.findByRole('link', { name: 'Groups' }));
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Layout header')).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offline, it says the page is not saved on this device yet', async () => {
    for (const level of ['warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const router = renderRoutes(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await router.navigate('/terms');
    expect(await screen.findByText(/You're offline and this page isn't saved on this device yet/)).toBeTruthy();
  });
});
