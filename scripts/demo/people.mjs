/** The demo community's people: test phone numbers (fixed code, never real SMS) and who signs in as whom. */
export const DEMO_CODE = '123456';
export const DEMO_PHONE_PREFIX = '+1512555';
export const demoPhone = (i) => `${DEMO_PHONE_PREFIX}${String(100 + i).padStart(4, '0')}`;

/** [first, last, neighbourhood]; index 0 is the demo organizer, index 1 the demo member. */
export const PEOPLE = [
  ['Maya', 'Thompson', 'East Austin'],
  ['Jordan', 'Lee', 'Mueller'],
  ['Carlos', 'Ramirez', 'South Lamar'],
  ['Priya', 'Patel', 'Hyde Park'],
  ['Hannah', 'Schmidt', 'Travis Heights'],
  ['Diego', 'Alvarez', 'Holly'],
  ['Arjun', 'Mehta', 'Round Rock'],
  ['Sophie', 'Nguyen', 'Zilker'],
  ['Marcus', 'Johnson', 'Windsor Park'],
  ['Emily', 'Carter', 'Clarksville'],
  ['Noah', 'Williams', 'Crestview'],
  ['Aisha', 'Bello', 'Cherrywood'],
  ['Lucas', 'Moreau', 'Bouldin Creek'],
  ['Olivia', 'Brooks', 'Rosedale'],
  ['Ethan', 'Park', 'North Loop'],
  ['Grace', 'Okafor', 'Mueller'],
  ['Mateo', 'Silva', 'Montopolis'],
  ['Chloe', 'Martin', 'Tarrytown'],
  ['Ben', 'Goldberg', 'Allandale'],
  ['Zoe', 'Kim', 'Downtown'],
  ['Samuel', 'Adeyemi', 'Pflugerville'],
  ['Isabella', 'Rossi', 'South Congress'],
  ['Kai', 'Nakamura', 'East Riverside'],
  ['Amara', 'Diallo', 'Govalle'],
  ['Tyler', 'Reed', 'Brentwood'],
  ['Lena', 'Fischer', 'Barton Hills'],
  ['Omar', 'Haddad', 'Cedar Park'],
  ['Mia', 'Sanchez', 'Dove Springs'],
  ['Jack', 'Murphy', 'Bryker Woods'],
  ['Nina', 'Kowalski', 'Hancock'],
  ['Ravi', 'Iyer', 'Circle C'],
  ['Ella', 'Johansson', 'Old West Austin'],
  ['Darius', 'Washington', 'Montopolis'],
  ['Yuki', 'Tanaka', 'Domain'],
  ['Fatima', 'Rahman', 'North Burnet'],
  ['Leo', 'Bianchi', 'Riverside'],
  ['Harper', 'Collins', 'Westlake'],
  ['Andre', 'Dubois', 'Georgetown'],
  ['Sara', 'Lindqvist', 'Bouldin Creek'],
  ['Theo', 'Martins', 'Manor'],
];

export const DEMO_ORGANIZER_PHONE = demoPhone(0);
export const DEMO_MEMBER_PHONE = demoPhone(1);

/** AUTH_TEST_PHONE_NUMBERS for the demo server. */
export const demoTestNumbers = () => PEOPLE.map((_, i) => `${demoPhone(i)}:${DEMO_CODE}`).join(',');
