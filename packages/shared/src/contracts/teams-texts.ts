/** Balanced teams' limits, colours and texts (issue 14), apart from the zod contracts. */
/** The colours' values, for the contract's enum. */
export const TEAM_COLOUR_VALUES = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'teal', 'pink'] as const;

export const TEAMS = {
  min: 2,
  max: 8,
  nameMaxLength: 40,
  colours: [
    { value: 'red', label: 'Red', hex: '#dc2626' },
    { value: 'blue', label: 'Blue', hex: '#2563eb' },
    { value: 'green', label: 'Green', hex: '#16a34a' },
    { value: 'yellow', label: 'Yellow', hex: '#ca8a04' },
    { value: 'purple', label: 'Purple', hex: '#9333ea' },
    { value: 'orange', label: 'Orange', hex: '#ea580c' },
    { value: 'teal', label: 'Teal', hex: '#0d9488' },
    { value: 'pink', label: 'Pink', hex: '#db2777' },
  ],
  messages: {
    teamCount: 'Choose between 2 and 8 teams',
    tooFewPlayers: 'There are fewer players than teams',
    nameRequired: 'Give every team a name',
    nameTooLong: 'A team name is at most 40 characters',
    colour: 'Pick a colour from the list',
    hostsOnly: 'Only the organizer and co-hosts can make teams',
    playerLeft: 'A player in these teams has left the event: balance again or move them out',
    playerTwice: 'A player is in two teams',
    cancelled: 'A cancelled event has no teams',
    published: 'Teams published',
    publishedDescription: 'Participants can now see their team.',
  },
} as const;
