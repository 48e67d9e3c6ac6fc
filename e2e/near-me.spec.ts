/**
 * Near me (issue 12) in the browser: a member taps "Near me" with Chromium's geolocation override, sees the closest
 * games first with their distance, switches to the map, searches the moved area, and opens an event from a marker; an
 * organizer picks a city in the location type-ahead, moves the pin, and finds the event near that point. Tiles cannot
 * load here, so tile requests get a plain tile. Each test makes its own people, groups and events through the API.
 */
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { createEvent, createGroup, futureIso, futureLocal, person, uniqueTag } from './support/fixtures';
import { EventForm } from './support/pages/event-form';
import { LocationTypeAhead, NearMe, placeDevice, plainTiles } from './support/pages/near-me';
import { api } from './support/session';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, settle, toast } from './support/ui';

/** Boulder, CO: far from the Austin data of the other specs. */
const HOME = { latitude: 40.015, longitude: -105.2705 };
/** Fort Collins, CO: more than 25 miles from HOME, so the two tests' data never meet. */
const HOME_B = { latitude: 40.5853, longitude: -105.0844 };
/** About 1 km of latitude. */
const KM = 1 / 111.32;

interface EventView {
  id: string;
  title: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  distanceKm: number | null;
  dateTime: string;
}

describe('near me', { timeout: 300_000 }, () => {
  it('shows a member the closest games first, on a list and on a map, and opens one from its marker', async ({ open }) => {
    const tag = uniqueTag();
    const organizer = await person('Olivia', 'Organizer');
    const member = await person('Nia', 'Nearby');
    const group = await createGroup(organizer, { name: `Flatirons Footy ${tag}`, location: 'Boulder, CO', ...HOME });
    const at = (km: number) => ({ latitude: String(HOME.latitude + km * KM), longitude: String(HOME.longitude) });
    // Made in an order, and on dates, that are not the order of distance.
    const far = await createEvent(organizer, group.id, { title: `Far Game ${tag}`, location: 'Longmont, CO', dateTime: futureIso(2, 18), ...at(30) });
    const second = await createEvent(organizer, group.id, { title: `Chautauqua Run ${tag}`, location: 'Chautauqua Park', sportType: 'running', dateTime: futureIso(3, 9), ...at(5) });
    const closest = await createEvent(organizer, group.id, { title: `Pearl Street Pickup ${tag}`, location: 'Pearl Street Mall', dateTime: futureIso(6, 18), ...at(1) });

    const { page, consoleErrors } = await open(member);
    await plainTiles(page);
    await placeDevice(page, HOME);
    await page.goto('/events?view=discover');
    await page.getByRole('heading', { level: 1, name: 'Discover Events' }).waitFor();
    const nearMe = new NearMe(page);

    await nearMe.tap();
    await page.getByText('Near your location, within 10 mi, closest first.').waitFor();
    await page.getByRole('article', { name: closest.title }).waitFor();
    const titles = (await nearMe.cardTitles()).filter((t) => t.endsWith(tag));
    // 30 km is outside the first radius (10 miles); the rest come closest first.
    expect(titles).toEqual([closest.title, second.title]);
    await page.getByRole('article', { name: closest.title }).getByText('0.6 mi away').waitFor();
    await page.getByRole('article', { name: second.title }).getByText('3.1 mi away').waitFor();
    await expectAccessible(page);
    await settle(page);
    await screenshot(page, 'near-me-list-1280');

    // A wider radius brings the far game in, still last.
    await nearMe.radius().selectOption({ label: 'Within 25 mi' });
    await page.getByRole('article', { name: far.title }).waitFor();
    expect((await nearMe.cardTitles()).filter((t) => t.endsWith(tag))).toEqual([closest.title, second.title, far.title]);

    await nearMe.showAs('Map').click();
    const map = nearMe.map('events');
    await map.waitFor();
    await page.getByText(/^3 events on the map/).waitFor();
    // 4 km apart, the two closest share a cluster at this zoom; the far one has its own marker.
    await nearMe.marker(far.title).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'near-me-map-1280');
    await nearMe.marker('2 events here: zoom in').click();
    await nearMe.marker(closest.title).waitFor();
    await nearMe.marker(second.title).waitFor();

    // Moving the map offers a search of the area now in view.
    await nearMe.dragMap(map, -160, 0);
    await nearMe.searchThisArea().click();
    await page.waitForURL((url) => url.searchParams.get('nearBy') === 'map');
    await page.getByText(/^Near the map area/).waitFor();

    await nearMe.marker(closest.title).click();
    await nearMe.popup().getByText(closest.title, { exact: true }).waitFor();
    await nearMe.popup().getByRole('link', { name: /View event/ }).click();
    await page.getByRole('heading', { level: 1, name: closest.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/events/${closest.id}`);

    // The event page: a small map of the place and directions to it.
    const view = await api<EventView>(member, 'GET', `/api/events/${closest.id}`);
    const directions = page.getByRole('link', { name: /Directions/ });
    await directions.scrollIntoViewIfNeeded();
    expect(await directions.getAttribute('href')).toBe(
      `https://www.openstreetmap.org/directions?to=${encodeURIComponent(`${view.latitude},${view.longitude}`)}`,
    );
    await page.getByRole('region', { name: 'Map of Pearl Street Mall' }).locator('.kickoff-pin').waitFor();
    await page.getByRole('heading', { name: 'Where' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshotViewport(page, 'near-me-event-place-1280');
    await expectAccessible(page);

    // The same on a phone.
    const phone = await open(member, 390);
    await plainTiles(phone.page);
    await placeDevice(phone.page, HOME);
    await phone.page.goto('/events?view=discover');
    await new NearMe(phone.page).tap();
    await phone.page.getByRole('article', { name: closest.title }).waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'near-me-list-390');
    await new NearMe(phone.page).showAs('Map').click();
    // 10 miles around on a narrow screen: the two games share a cluster.
    await new NearMe(phone.page).marker('2 events here: zoom in').waitFor();
    await new NearMe(phone.page).map('events').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await screenshotViewport(phone.page, 'near-me-map-390');
    // Leaflet's controls (z-index up to 1000) stay inside the map: the tab bar over its lower edge is on top.
    const tabBarOnTop = await phone.page.evaluate(() => {
      const bar = [...document.querySelectorAll('nav[aria-label="Main"]')].find((n) => n.getBoundingClientRect().height > 0)!;
      const box = bar.getBoundingClientRect();
      const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((x) => [0.2, 0.5, 0.8, 0.95].map((y) => [x, y] as const));
      const hits = points.map(([x, y]) => document.elementFromPoint(box.left + box.width * x, box.top + box.height * y));
      return hits.every((hit) => hit !== null && bar.contains(hit));
    });
    expect(tabBarOnTop).toBe(true);
    await expectAccessible(phone.page);
    expect([...consoleErrors, ...phone.consoleErrors]).toEqual([]);
  });

  it('falls back to the home area when the location is refused, and remembers the choice', async ({ open }) => {
    const tag = uniqueTag();
    const organizer = await person('Olivia', 'Organizer');
    const group = await createGroup(organizer, { name: `Home Area Club ${tag}`, location: 'Fort Collins, CO', ...HOME_B });
    // Another club meets at the very same spot.
    await createGroup(organizer, { name: `Old Town Runners ${tag}`, sportType: 'running', location: 'Fort Collins, CO', ...HOME_B });
    const game = await createEvent(organizer, group.id, {
      title: `Home Area Game ${tag}`,
      location: 'City Park',
      latitude: String(HOME_B.latitude + 2 * KM),
      longitude: String(HOME_B.longitude),
    });
    const member = await person('Hugo', 'Home');
    await api(member, 'PUT', '/api/user/profile', {
      firstName: 'Hugo',
      lastName: 'Home',
      email: member.email,
      location: 'Fort Collins, CO, US',
      ...HOME_B,
      distanceUnit: 'km',
    });

    // No permission given: the browser refuses the position.
    const { page, consoleErrors } = await open(member);
    await page.goto('/groups?view=discover');
    await page.getByRole('heading', { level: 1, name: 'Discover Groups' }).waitFor();
    await new NearMe(page).tap();
    await page.getByText('Your location is not available, so this shows what is near your home area (Fort Collins, CO, US).').waitFor();
    // The profile says kilometres.
    await page.getByRole('article', { name: group.name }).getByText('< 0.1 km away').waitFor();
    await plainTiles(page);
    await new NearMe(page).showAs('Map').click();
    // Two clubs at one spot: one marker lists both.
    await new NearMe(page).marker('2 groups here').click();
    await new NearMe(page).popup().getByText(group.name, { exact: true }).waitFor();
    expect(await new NearMe(page).popup().getByRole('link', { name: /View group/ }).count()).toBe(2);
    // The popup fades in and pans the map into view.
    await expect.poll(() => new NearMe(page).popup().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.waitForTimeout(500);
    await screenshotViewport(page, 'near-me-groups-map-1280');
    await new NearMe(page).showAs('List').click();

    // Events Discover opens near the same place without asking again.
    await page.goto('/events');
    await page.getByRole('tab', { name: 'Discover' }).click();
    await page.waitForURL((url) => url.searchParams.get('nearBy') === 'home');
    await page.getByRole('article', { name: game.title }).getByText('2 km away').waitFor();

    // The profile: the home area is on the map; switching to miles changes what Discover shows.
    await page.goto('/profile');
    const home = new LocationTypeAhead(page, 'Location (Optional)');
    expect(await home.input.inputValue()).toBe('Fort Collins, CO, US');
    await page.getByText('On the map: shows up in Near me searches.').waitFor();
    expect(await page.getByLabel('Distance units').inputValue()).toBe('km');
    await page.getByLabel('Distance units').selectOption('mi');
    await page.getByRole('button', { name: /^Save Changes/ }).click();
    await toast(page, 'Profile updated');
    await page.goto('/events?view=discover');
    await page.getByRole('article', { name: game.title }).getByText('1.2 mi away').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('lets an organizer choose a city in the type-ahead, move the pin, and find the event near it', async ({ open }) => {
    const tag = uniqueTag();
    const organizer = await person('Olivia', 'Organizer');
    const group = await createGroup(organizer, { name: `Austin Pickup ${tag}`, location: 'Austin, TX' });
    const title = `Zilker Sunday Soccer ${tag}`;

    const { page, consoleErrors } = await open(organizer);
    await plainTiles(page);
    const form = new EventForm(page);
    await form.goto(group.name);
    await form.fill({ title, sport: 'soccer', dateTime: futureLocal(9, 10), groupId: group.id });

    const where = new LocationTypeAhead(page);
    await where.type('Austi');
    await where.option(/Austin, TX, US/).waitFor();
    await where.list().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshotViewport(page, 'location-typeahead-1280');
    await expectAccessible(page);
    // Keyboard: down to the first suggestion (the biggest Austin), Enter chooses it.
    await where.input.press('ArrowDown');
    expect(await where.option(/Austin, TX, US/).getAttribute('aria-selected')).toBe('true');
    await where.input.press('Enter');
    await expect.poll(() => where.input.inputValue()).toBe('Austin, TX, US');
    expect(await where.input.getAttribute('aria-expanded')).toBe('false');
    // The zone follows the place.
    expect(await page.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
    await page.getByText('On the map: shows up in Near me searches.').waitFor();

    // Drag the pin south-west (Zilker Park is about 3 km from downtown).
    const pin = page.getByRole('button', { name: 'Austin, TX, US: drag to move' });
    await pin.scrollIntoViewIfNeeded();
    const box = (await pin.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height - 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 60, y + 40, { steps: 10 });
    await page.mouse.up();
    await screenshot(page, 'create-event-pin-1280');

    await form.submit();
    await page.waitForURL(/\/events\/[\w-]+$/); // the new event's page (issue 18)
    await toast(page, 'Event Created!');
    const created = await api<EventView[] | { items: EventView[] }>(organizer, 'GET', '/api/user/created-events');
    const event = (Array.isArray(created) ? created : created.items).find((e) => e.title === title)!;
    expect(event.timeZone).toBe('America/Chicago');
    // Moved from the city's point, but only a little.
    const city = { latitude: 30.26715, longitude: -97.74306 };
    expect(Math.abs(event.latitude! - city.latitude) + Math.abs(event.longitude! - city.longitude)).toBeGreaterThan(0.001);
    expect(Math.abs(event.latitude! - city.latitude)).toBeLessThan(0.05);
    expect(Math.abs(event.longitude! - city.longitude)).toBeLessThan(0.05);
    // The wall-clock time at the place: 10:00 in Austin.
    const local = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(new Date(event.dateTime));
    expect(local).toBe('10');

    // Standing on the pin, "Near me" lists the event first, a stone's throw away.
    await placeDevice(page, { latitude: event.latitude!, longitude: event.longitude! });
    await page.goto('/events?view=discover');
    await new NearMe(page).tap();
    const card = page.getByRole('article', { name: title });
    await card.getByText('< 0.1 mi away').waitFor();
    expect((await new NearMe(page).cardTitles())[0]).toBe(title);

    // The type-ahead on a phone.
    const phone = await open(organizer, 390);
    const phoneForm = new EventForm(phone.page);
    await phoneForm.goto(group.name);
    const phoneWhere = new LocationTypeAhead(phone.page);
    await phoneWhere.type('Austin');
    await phoneWhere.list().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshotViewport(phone.page, 'location-typeahead-390');
    await expectAccessible(phone.page);
    // Escape closes the list and keeps the text as typed.
    await phoneWhere.input.press('Escape');
    expect(await phoneWhere.input.getAttribute('aria-expanded')).toBe('false');
    expect(await phoneWhere.input.inputValue()).toBe('Austin');
    // Free text is marked as not on the map, with "Add this place" one tap away (issue 28).
    await phone.page.getByText('Not on the map', { exact: true }).waitFor();
    await phone.page.getByRole('button', { name: 'Add this place' }).waitFor();
    expect([...consoleErrors, ...phone.consoleErrors]).toEqual([]);
  });
});
