/**
 * The level of a card's title: 3 under a section's h2 (the dashboard, a group's page), 2 where cards sit right under
 * the page's h1 (Discover and the role's own lists), so no heading level is skipped (issue 33, axe heading-order).
 */
export type CardHeadingLevel = 2 | 3;

export const cardHeadingTag = (level: CardHeadingLevel = 3) => (level === 2 ? 'h2' : 'h3');
