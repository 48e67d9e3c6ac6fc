import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationState, useHydrated } from './use-hydrated';

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

const containers: HTMLElement[] = [];
function container(html = '') {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}

afterEach(() => {
  seen.length = 0;
  for (const element of containers.splice(0)) element.remove();
});

describe('useHydrated', () => {
  it('is false on the server, through hydration, then true in a render after it, with no mismatch', async () => {
    const html = renderToString(
      <HydrationState hydrating>
        <Probe />
      </HydrationState>,
    );
    expect(html).toContain('server');
    const root = container(html);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <HydrationState hydrating>
          <Probe />
        </HydrationState>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(root.textContent).toBe('browser');
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it('is true from the first render of a root that does not hydrate', async () => {
    const root = container();
    await act(async () => {
      createRoot(root).render(
        <HydrationState>
          <Probe />
        </HydrationState>,
      );
    });
    expect(root.textContent).toBe('browser');
    expect(seen.every(Boolean)).toBe(true);
  });

  it('is true without a HydrationState above (a screen rendered on its own)', async () => {
    const root = container();
    await act(async () => {
      createRoot(root).render(<Probe />);
    });
    expect(seen).toEqual([true]);
  });
});
