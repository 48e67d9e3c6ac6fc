/**
 * Venues on Near me and their edits (issue 28) in the browser: a player searching near them sees the venues of the area
 * on the map, apart from the games, taps one and the games narrow to that venue's (an "At <venue>" chip, removable), on
 * the map and in the list; the person who added a venue edits it (details, pin, photo) from its page, and others see no
 * Edit. At 1280 and 390 px. Tiles cannot load here, so tile requests get a plain tile.
 */
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { createEvent, createGroup, futureIso, person, uniqueTag } from './support/fixtures';
import { NearMe, placeDevice, plainTiles } from './support/pages/near-me';
import { makePng } from './support/png';
import { api } from './support/session';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, settle, toast } from './support/ui';

/** Madison, WI: far from the other specs' places. */
const HOME = { latitude: 43.0731, longitude: -89.4012 };
/** About 1 km of latitude. */
const KM = 1 / 111.32;

interface VenueView {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  surface: string | null;
  lights: boolean | null;
  sports: string[];
  imageUrl: string | null;
}

describe('venues on near me', { timeout: 400_000 }, () => {
  it('lets a player filter Near me by a venue tapped on the map, and remove the filter', async ({ open }) => {
    const tag = uniqueTag();
    const organizer = await person('Vic', 'Venues');
    const player = await person('Pia', 'Player');
    const group = await createGroup(organizer, { name: `Isthmus Footy ${tag}`, location: 'Madison, WI', ...HOME });
    const at = (km: number) => ({ latitude: HOME.latitude + km * KM, longitude: HOME.longitude });
    const park = await api<VenueView>(organizer, 'POST', '/api/venues', { name: `Olin Park Field ${tag}`, ...at(2), sports: ['soccer'] });
    const gym = await api<VenueView>(organizer, 'POST', '/api/venues', { name: `Warner Gym ${tag}`, ...at(-3), sports: ['basketball'] });
    const parkGames = [
      await createEvent(organizer, group.id, { title: `Olin Tuesday ${tag}`, venueId: park.id, location: park.name, dateTime: futureIso(3, 18) }),
      await createEvent(organizer, group.id, { title: `Olin Saturday ${tag}`, venueId: park.id, location: park.name, dateTime: futureIso(6, 10) }),
    ];
    const gymGame = await createEvent(organizer, group.id, { title: `Warner Hoops ${tag}`, sportType: 'basketball', venueId: gym.id, location: gym.name, dateTime: futureIso(2, 19) });

    for (const width of [1280, 390] as const) {
      const { page, consoleErrors } = await open(player, width);
      await plainTiles(page);
      await placeDevice(page, HOME);
      await page.goto('/events?view=discover');
      const nearMe = new NearMe(page);
      await nearMe.tap();
      await page.getByRole('article', { name: gymGame.title }).waitFor();
      await nearMe.showAs('Map').click();
      const map = nearMe.map('events');
      await map.waitFor();
      // The venues stand apart from the games: square pins named "Venue: ..."; on a phone the two share one pin at first.
      const parkPin = page.getByRole('button', { name: `Venue: ${park.name}` });
      await page.getByText(/^3 events on the map · \d+ venues? \(tap one for its games\)/).waitFor();
      await map.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      if (width === 390) {
        const both = page.getByRole('button', { name: /^\d+ venues here: zoom in$/ });
        await both.waitFor();
        await screenshotViewport(page, `venues-near-map-${width}`);
        await expectAccessible(page);
        await both.click();
        await parkPin.waitFor();
      } else {
        await parkPin.waitFor();
        await page.getByRole('button', { name: `Venue: ${gym.name}` }).waitFor();
        await screenshotViewport(page, `venues-near-map-${width}`);
        await expectAccessible(page);
      }

      await parkPin.click();
      await page.waitForURL((url) => url.searchParams.get('venueId') === park.id);
      await page.getByText(`At ${park.name}`, { exact: true }).waitFor();
      await page.getByText(/^2 events on the map/).waitFor();
      await nearMe.popup().getByText(park.name, { exact: true }).waitFor();
      await nearMe.popup().getByRole('link', { name: /Venue page/ }).waitFor();
      await map.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await screenshotViewport(page, `venues-near-map-filtered-${width}`);

      // The list keeps the filter: that venue's games only.
      await nearMe.showAs('List').click();
      await page.getByRole('article', { name: parkGames[0]!.title }).waitFor();
      expect((await nearMe.cardTitles()).filter((t) => t.endsWith(tag)).sort()).toEqual(parkGames.map((g) => g.title).sort());
      await settle(page);
      await screenshot(page, `venues-near-list-filtered-${width}`);
      await expectAccessible(page);

      // Removing the chip brings every game back.
      await page.getByRole('button', { name: `Remove filter: At ${park.name}` }).click();
      await page.getByRole('article', { name: gymGame.title }).waitFor();
      expect(new URL(page.url()).searchParams.has('venueId')).toBe(false);
      expect(consoleErrors).toEqual([]);
    }
  });

  it('lets the person who added a venue edit it from its page, photo and pin included, and nobody else', async ({ open }) => {
    const tag = uniqueTag();
    const adder = await person('Ada', 'Adder');
    const other = await person('Otto', 'Other');
    const venue = await api<VenueView>(adder, 'POST', '/api/venues', { name: `Tenney Park Field ${tag}`, latitude: 43.0923, longitude: -89.3658, sports: ['soccer'] });

    for (const width of [1280, 390] as const) {
      const { page, consoleErrors } = await open(adder, width);
      await plainTiles(page);
      await page.goto(`/venues/${venue.id}`);
      await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
      await page.getByRole('button', { name: 'Edit venue' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit venue' });
      await dialog.getByLabel('Name').waitFor();
      if (width === 1280) {
        await dialog.getByLabel('Address (optional)').fill('1300 Sherman Ave, Madison, WI');
        await dialog.getByLabel('Surface').fill('Grass');
        await dialog.getByLabel('Lights').selectOption({ label: 'Yes' });
        await dialog.getByLabel('Indoor or outdoor').selectOption({ label: 'Outdoor' });
        await dialog.getByRole('checkbox', { name: /Running/ }).check();
        await dialog.getByLabel('Accessibility notes').fill('Paved path from the lot to the field.');
        // The pin moves where the map is tapped (the event form's control).
        const map = dialog.getByRole('region', { name: /^Map of / });
        await map.scrollIntoViewIfNeeded();
        const box = (await map.boundingBox())!;
        await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3);
        await dialog.locator('#venue-photo').setInputFiles({ name: 'rink.png', mimeType: 'image/png', buffer: makePng(160, [37, 99, 235]) });
        await dialog.getByRole('img', { name: `Photo of ${venue.name}` }).waitFor();
        await screenshotViewport(page, 'venues-edit-1280');
        await expectAccessible(page);
      } else {
        await dialog.getByLabel('Parking').selectOption({ label: 'Yes' });
        await dialog.getByLabel('Name').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await screenshotViewport(page, 'venues-edit-390');
      }
      await dialog.getByRole('button', { name: 'Save venue' }).click();
      await toast(page, 'Venue saved');
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Grass').waitFor();
      await page.getByRole('img', { name: `Photo of ${venue.name}` }).waitFor();
      await settle(page);
      await screenshot(page, `venues-page-photo-${width}`);
      expect(consoleErrors).toEqual([]);
    }
    const saved = await api<VenueView>(adder, 'GET', `/api/venues/${venue.id}`);
    expect(saved).toMatchObject({ surface: 'Grass', lights: true, parking: true });
    expect(saved.imageUrl).toMatch(/\.webp$/);
    expect(saved.sports.length).toBe(2);
    // Tapped to the east and north of the old pin.
    expect(saved.longitude).toBeGreaterThan(venue.longitude);
    expect(saved.latitude).toBeGreaterThan(venue.latitude);

    // Someone else sees the venue, its photo and details, and no Edit.
    const { page, consoleErrors } = await open(other);
    await plainTiles(page);
    await page.goto(`/venues/${venue.id}`);
    await page.getByText('Grass').waitFor();
    expect(await page.getByRole('button', { name: 'Edit venue' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
