/** The demo community's words: groups, event ideas per sport, comments, replies and posts (data only; seed.ts uses them). */
export const GROUPS = [
  { owner: 0, name: 'Riverside Sunday Soccer', sportType: 'soccer', location: 'Butler Park, Austin', latitude: 30.2627, longitude: -97.7509, isPrivate: false, description: 'Friendly 7v7 pickup every weekend by the river. All levels, bring a light and a dark shirt.' },
  { owner: 0, name: 'East Austin Hoops', sportType: 'basketball', location: 'Givens Rec Center, Austin', latitude: 30.278, longitude: -97.6958, isPrivate: false, description: 'Full-court runs after work. Winners stay on, everybody plays.' },
  { owner: 0, name: 'Zilker Pickleball Club', sportType: 'pickleball', location: 'Zilker Park Courts, Austin', latitude: 30.2669, longitude: -97.7729, isPrivate: false, description: 'Open play, round robins and clinics for new dinkers. Paddles to borrow.' },
  { owner: 2, name: 'Lady Bird Lake Runners', sportType: 'running', location: 'Lady Bird Lake Trail, Austin', latitude: 30.262, longitude: -97.746, isPrivate: false, description: 'Easy social runs, tempo Tuesdays and a coffee after. 5K to half-marathon pace groups.' },
  { owner: 3, name: 'South Congress Tennis Ladder', sportType: 'tennis', location: 'Austin High Tennis Center', latitude: 30.2737, longitude: -97.7634, isPrivate: true, description: 'A competitive singles and doubles ladder. Members only: ask to join and tell us your level.' },
  { owner: 3, name: 'Barton Springs Swim Crew', sportType: 'swimming', location: 'Barton Springs Pool, Austin', latitude: 30.2641, longitude: -97.7713, isPrivate: false, description: 'Early laps in the springs, open-water sessions in summer. Coffee afterwards is mandatory.' },
  { owner: 4, name: 'Sunrise Yoga Collective', sportType: 'yoga', location: 'Auditorium Shores, Austin', latitude: 30.2618, longitude: -97.7513, isPrivate: true, description: 'Small-group vinyasa at sunrise on the lawn. Limited mats, so membership is by request.' },
  { owner: 2, name: 'Hill Country Cyclists', sportType: 'cycling', location: 'Mellow Johnny’s, Austin', latitude: 30.2695, longitude: -97.7519, isPrivate: false, description: 'No-drop Saturday rides into the Hill Country and a faster Wednesday loop.' },
  { owner: 5, name: 'Beach Volleyball ATX', sportType: 'volleyball', location: 'Zilker Sand Courts, Austin', latitude: 30.2675, longitude: -97.77, isPrivate: false, description: 'Doubles and fours on the sand. We rotate partners so everyone meets everyone.' },
  { owner: 5, name: 'Austin Flag Football League', sportType: 'football', location: 'Mueller Lake Park, Austin', latitude: 30.2986, longitude: -97.7044, isPrivate: true, description: 'Seasonal 5v5 flag football teams. Invitation and waitlist only during the season.' },
  { owner: 6, name: 'Mueller Cricket Club', sportType: 'cricket', location: 'Mueller Central Park, Austin', latitude: 30.295, longitude: -97.706, isPrivate: false, description: 'Tape-ball T20 on Sundays and net sessions midweek. Kit provided.' },
  { owner: 4, name: 'Thursday Night Bowling', sportType: 'bowling', location: 'Dart Bowl, Austin', latitude: 30.3306, longitude: -97.7002, isPrivate: false, description: 'Casual league night with handicaps, cheap lanes and loud shoes.' },
] as const;

/** Event ideas per group: title, description, local hour, duration, capacity, price, skill. */
export const IDEAS: Record<string, [string, string, number, number, number, string, string][]> = {
  soccer: [
    ['Sunday Pickup 7v7', 'Two fields, rolling subs, bring shin guards. We split teams on the spot.', 10, 120, 20, '0', 'any'],
    ['Thursday Night Small-Sided', 'Fast 5v5 under the lights. Games to 3 goals, winners stay on.', 19, 90, 12, '5', 'intermediate'],
    ['Beginners Footy Clinic', 'Touch, passing and small games for people new to soccer.', 9, 90, 16, '0', 'beginner'],
  ],
  basketball: [
    ['After-Work Full Court', 'Runs to 15, call your own fouls. Gym fee covered by the group.', 18, 120, 15, '3', 'intermediate'],
    ['Saturday 3v3 Tournament', 'Sign up solo, we draw teams. Prizes for the top two squads.', 11, 180, 24, '10', 'any'],
  ],
  pickleball: [
    ['Open Play Round Robin', 'Rotate partners every game. Loaner paddles at the check-in table.', 8, 120, 16, '0', 'any'],
    ['3.5+ Drill Session', 'Third-shot drops, resets and stacking. Bring water and a towel.', 18, 90, 8, '12', 'advanced'],
  ],
  running: [
    ['Easy Social 5K', 'Conversational pace around the lake, then breakfast tacos.', 7, 60, 40, '0', 'beginner'],
    ['Tempo Tuesday', '2 mile warm-up, 3 miles at tempo, cool down together.', 18, 90, 25, '0', 'intermediate'],
  ],
  tennis: [
    ['Ladder Match Night', 'Challenge matches for the ladder. Scores go on the board at the end.', 18, 120, 12, '8', 'advanced'],
    ['Doubles Social Mixer', 'Rotating doubles sets, snacks courtside.', 10, 150, 16, '5', 'intermediate'],
  ],
  swimming: [
    ['Sunrise Laps', 'Structured 2K workout with lanes by pace.', 6, 60, 18, '5', 'intermediate'],
    ['Open Water Skills', 'Sighting, drafting and starts with a lifeguard on site.', 8, 90, 10, '15', 'advanced'],
  ],
  yoga: [
    ['Sunrise Flow on the Lawn', 'All-levels vinyasa with a view of the skyline. Bring a mat if you have one.', 7, 60, 14, '10', 'any'],
    ['Restorative Yin Evening', 'Long holds and breath work to reset after the week.', 19, 90, 12, '12', 'beginner'],
  ],
  cycling: [
    ['No-Drop Hill Country Ride', '40 miles at a social pace with a regroup at every turn.', 8, 180, 30, '0', 'intermediate'],
    ['Wednesday Fast Loop', '25 miles, pacelines, lights required.', 18, 90, 20, '0', 'advanced'],
  ],
  volleyball: [
    ['Sand Doubles Night', 'King of the court format, partners rotate every game.', 18, 120, 16, '0', 'intermediate'],
    ['Beginner Fours', 'Learn to pass, set and rotate in a relaxed four-a-side game.', 10, 120, 16, '0', 'beginner'],
  ],
  football: [
    ['Flag Football Scrimmage', 'Full 5v5 scrimmage ahead of league week. Flags and cones provided.', 10, 120, 20, '0', 'intermediate'],
  ],
  cricket: [
    ['Sunday T20 Tape Ball', 'Two teams of eleven, 20 overs a side. Tea at the innings break.', 13, 240, 22, '5', 'any'],
    ['Midweek Nets', 'Batting and bowling practice in the nets, coaching for beginners.', 18, 90, 14, '0', 'beginner'],
  ],
  bowling: [
    ['League Night', 'Three games with handicaps. Shoes included in the lane fee.', 19, 150, 24, '18', 'any'],
  ],
};

/** A comment and the host's answer to it (issue 19: a reply that did not answer its comment read oddly in the bell). */
export const COMMENTS: [comment: string, reply: string][] = [
  ['Count me in! Should I bring anything?', 'Just yourself and some water! We have the rest.'],
  ['Is there parking close by?', 'Street parking on the east side is easiest.'],
  ['First time coming, how early should I arrive?', 'Ten minutes early is plenty, we warm up together.'],
  ['Bringing a friend who just moved to Austin.', 'The more the merrier, welcome!'],
  ['Weather looks perfect for this one.', 'Fingers crossed it holds. See you there!'],
  ['Can’t wait, last week was so much fun.', 'Same here, it was a great group. See you there!'],
];
export const POSTS = [
  'Great turnout this week, thanks everyone for coming out!',
  'We are looking for a couple of volunteers to help set up next time. Reply here if you can.',
  'Reminder: check the event page for the latest time and place before you head out.',
  'Photos from the last session are up, tag yourselves!',
  'New faces are always welcome. Invite a friend to the next one.',
];

/**
 * Real Austin venues (issue 28): names, pins (approximate, placed on the public park and centre maps) and the sports
 * played there are public facts. The demo adds them like an organizer would and places its games at them.
 */
export const VENUES: { name: string; latitude: number; longitude: number; sports: string[]; address?: string; setting?: 'indoor' | 'outdoor'; lights?: boolean; parking?: boolean; restrooms?: boolean }[] = [
  { name: 'Zilker Park - Field 1', latitude: 30.2683, longitude: -97.7688, sports: ['soccer', 'football'], address: '2100 Barton Springs Rd, Austin', setting: 'outdoor', parking: true, restrooms: true },
  { name: 'Zilker Park - Field 2', latitude: 30.2689, longitude: -97.7676, sports: ['soccer', 'football'], address: '2100 Barton Springs Rd, Austin', setting: 'outdoor', parking: true, restrooms: true },
  { name: 'Zilker Park - Field 3', latitude: 30.2695, longitude: -97.7664, sports: ['soccer', 'football'], address: '2100 Barton Springs Rd, Austin', setting: 'outdoor', parking: true, restrooms: true },
  { name: 'Butler Park', latitude: 30.2627, longitude: -97.7509, sports: ['soccer', 'running'], address: '1000 Barton Springs Rd, Austin', setting: 'outdoor', restrooms: true },
  { name: 'Givens Recreation Center', latitude: 30.278, longitude: -97.6958, sports: ['basketball'], address: '3811 E 12th St, Austin', setting: 'indoor', parking: true, restrooms: true },
  { name: 'Zilker Park Courts', latitude: 30.2669, longitude: -97.7729, sports: ['pickleball', 'tennis'], setting: 'outdoor', lights: true, parking: true },
  { name: 'Austin High Tennis Center', latitude: 30.2737, longitude: -97.7634, sports: ['tennis'], address: '1715 W Cesar Chavez St, Austin', setting: 'outdoor', lights: true, parking: true },
  { name: 'South Austin Tennis Center', latitude: 30.2416, longitude: -97.7682, sports: ['tennis'], address: '1000 Cumberland Rd, Austin', setting: 'outdoor', lights: true, parking: true, restrooms: true },
  { name: 'Barton Springs Pool', latitude: 30.2641, longitude: -97.7713, sports: ['swimming'], address: '2201 William Barton Dr, Austin', setting: 'outdoor', restrooms: true },
  { name: 'Auditorium Shores', latitude: 30.2618, longitude: -97.7513, sports: ['yoga', 'running'], address: '800 W Riverside Dr, Austin', setting: 'outdoor' },
  { name: 'Zilker Sand Volleyball Courts', latitude: 30.2675, longitude: -97.77, sports: ['volleyball'], setting: 'outdoor', lights: true },
  { name: 'Mueller Lake Park', latitude: 30.2986, longitude: -97.7044, sports: ['football', 'running'], address: '4550 Mueller Blvd, Austin', setting: 'outdoor' },
  { name: 'Mueller Central Park', latitude: 30.295, longitude: -97.706, sports: ['cricket'], setting: 'outdoor' },
  { name: 'Austin Recreation Center', latitude: 30.2793, longitude: -97.7496, sports: ['basketball', 'volleyball'], address: '1301 Shoal Creek Blvd, Austin', setting: 'indoor', parking: true, restrooms: true },
  { name: 'Dittmar Recreation Center', latitude: 30.183, longitude: -97.789, sports: ['basketball'], address: '1009 W Dittmar Rd, Austin', setting: 'indoor', parking: true, restrooms: true },
  { name: 'Krieg Softball Complex', latitude: 30.237, longitude: -97.726, sports: ['baseball'], address: '517 S Pleasant Valley Rd, Austin', setting: 'outdoor', lights: true, parking: true },
];

/** Where each group plays (venue names above); a group's games take turns among its venues. */
export const GROUP_VENUES: Record<string, string[]> = {
  'Riverside Sunday Soccer': ['Zilker Park - Field 3', 'Butler Park', 'Zilker Park - Field 1'],
  'East Austin Hoops': ['Givens Recreation Center', 'Austin Recreation Center'],
  'Zilker Pickleball Club': ['Zilker Park Courts'],
  'Lady Bird Lake Runners': ['Auditorium Shores', 'Butler Park'],
  'South Congress Tennis Ladder': ['Austin High Tennis Center', 'South Austin Tennis Center'],
  'Barton Springs Swim Crew': ['Barton Springs Pool'],
  'Sunrise Yoga Collective': ['Auditorium Shores'],
  'Beach Volleyball ATX': ['Zilker Sand Volleyball Courts'],
  'Austin Flag Football League': ['Mueller Lake Park', 'Zilker Park - Field 2'],
  'Mueller Cricket Club': ['Mueller Central Park'],
};
