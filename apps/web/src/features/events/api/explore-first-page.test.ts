import { describe, expect, it } from 'vitest';
import { exploreDataScript, readExploreFirstPage, EXPLORE_DATA_ID, type ExploreFirstPage } from './explore-first-page';

describe("/explore's inlined first page (issue 26)", () => {
  it('cannot close its element or open another, and reads back as it was', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const first = { page: { items: [{ id: 'e1', title }], nextCursor: 'c1' }, fetchedAt: 1_790_000_000_000 } as unknown as ExploreFirstPage;
    const script = exploreDataScript(first);
    expect(script.startsWith(`<script type="application/json" id="${EXPLORE_DATA_ID}">`)).toBe(true);
    const inner = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028]/);

    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readExploreFirstPage(document)).toEqual(first);
  });

  it('reads nothing from a missing or broken element', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readExploreFirstPage(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${EXPLORE_DATA_ID}">{"page":</script>`;
    expect(readExploreFirstPage(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${EXPLORE_DATA_ID}">{"page":{"items":null},"fetchedAt":1}</script>`;
    expect(readExploreFirstPage(document)).toBeNull();
  });
});
