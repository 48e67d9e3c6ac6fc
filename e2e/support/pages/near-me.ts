/** Near me on Discover (the button, the radius, List / Map, markers and their cards) and the location type-ahead. */
import type { Locator, Page } from 'playwright-core';

/** A 1x1 transparent PNG. */
const EMPTY_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Tiles cannot load here (no network): every OpenStreetMap tile is answered with an empty one, so the maps look as they
 * do offline (markers over the plain background) without failed requests in the console.
 */
export async function plainTiles(page: Page) {
  const tile = EMPTY_TILE;
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
}

/** The device position Chromium reports, with the permission already given (no prompt in a headless browser). */
export async function placeDevice(page: Page, at: { latitude: number; longitude: number }) {
  const context = page.context();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...at, accuracy: 10 });
}

export class NearMe {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByRole('button', { name: 'Near me', exact: true });
  readonly radius = () => this.page.getByLabel('Distance', { exact: true });
  readonly showAs = (name: 'List' | 'Map') => this.page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name });
  readonly map = (noun: 'events' | 'groups') => this.page.getByRole('region', { name: `Map of ${noun}` });
  /** A result's marker: Leaflet makes it a button named by the result's title. */
  readonly marker = (title: string) => this.page.getByRole('button', { name: title, exact: true });
  readonly popup = () => this.page.locator('.leaflet-popup');
  readonly searchThisArea = () => this.page.getByRole('button', { name: 'Search this area' });

  /** Taps Near me and waits for Discover to search around a point. */
  async tap() {
    await this.button().click();
    await this.page.waitForURL((url) => url.searchParams.has('near'));
  }

  /** The titles of the result cards, in order. */
  async cardTitles(): Promise<string[]> {
    return this.page.getByRole('article').evaluateAll((cards) =>
      cards.map((c) => document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''),
    );
  }

  /** Drags the map by (dx, dy) pixels from its middle. */
  async dragMap(map: Locator, dx: number, dy: number) {
    const box = (await map.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height * 0.7;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 8 });
    await this.page.mouse.up();
  }
}

export class LocationTypeAhead {
  readonly input: Locator;
  constructor(
    readonly page: Page,
    label = 'Location',
  ) {
    this.input = page.getByRole('combobox', { name: label });
  }

  readonly list = () => this.page.getByRole('listbox', { name: 'Places' });
  readonly option = (name: string | RegExp) => this.list().getByRole('option', { name });

  /** Types like a person (so the type-ahead searches) and waits for the suggestions. */
  async type(text: string) {
    await this.input.click();
    await this.input.fill('');
    await this.input.pressSequentially(text, { delay: 30 });
    await this.list().waitFor();
  }
}
