/** The browser tab's title per screen (issue 18): "<screen> · Kickoff", or the product's name alone. */
import * as React from 'react';
import { PRODUCT } from '@kickoff/shared';

export function titleOf(screen?: string | null): string {
  return screen ? `${screen} · ${PRODUCT.name}` : PRODUCT.name;
}

/** Sets the title while the screen is shown; every signed-in route module calls it (app/routes). */
export function useDocumentTitle(screen: string | null | undefined) {
  React.useEffect(() => {
    document.title = titleOf(screen);
  }, [screen]);
}
