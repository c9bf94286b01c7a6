/** What customers write about in each vertical, by tone; the demo seed combines an opening and a detail. */
export type Tone = 'positive' | 'neutral' | 'negative';
export type VerticalTexts = Record<Tone, { openings: string[]; details: string[] }>;

const HEALTHCARE: VerticalTexts = {
  positive: {
    openings: [
      'Dr. Patel and the whole team were wonderful.',
      'Best dental office I have been to.',
      'My cleaning was quick and painless.',
      'The hygienist was so gentle and explained everything.',
      'Front desk staff are friendly and got me in the same week.',
      'I used to dread the dentist, not anymore.',
    ],
    details: [
      'The office is spotless and modern.',
      'They checked my insurance before the visit so there were no surprises.',
      'No wait at all, I was seen right on time.',
      'My crown fits perfectly and looks natural.',
      'They listened to my concerns and never rushed me.',
      'Highly recommend to anyone looking for a new dentist.',
    ],
  },
  neutral: {
    openings: ['Decent visit overall.', 'The cleaning was fine.', 'Good care but a few hiccups.'],
    details: [
      'I waited about 20 minutes past my appointment time.',
      'Parking is hard to find nearby.',
      'Billing took two calls to sort out.',
    ],
  },
  negative: {
    openings: [
      'Very disappointed with my last visit.',
      'Waited over 45 minutes and nobody said why.',
      'The front desk was rude on the phone.',
      'They billed my insurance wrong twice.',
    ],
    details: [
      'The hygienist was rough and it was painful.',
      'Nobody called me back about my treatment plan.',
      'I felt rushed and my questions were not answered.',
      'Will be looking for a new office.',
    ],
  },
};

const RESTAURANT: VerticalTexts = {
  positive: {
    openings: [
      'Amazing brunch, the pancakes are a must.',
      'Our server was attentive and friendly.',
      'Cozy atmosphere and great food.',
      'The best burger in the neighborhood.',
      'Loved the seasonal menu.',
    ],
    details: [
      'Dessert was the highlight, get the pie.',
      'Great value for the portion size.',
      'We will definitely be back with friends.',
      'Cocktails were creative and well balanced.',
      'They handled our allergy questions perfectly.',
    ],
  },
  neutral: {
    openings: ['Food was good, service was slow.', 'Nice spot, a bit noisy.', 'Solid meal, nothing special.'],
    details: [
      'We waited 30 minutes for a table.',
      'A little overpriced for what you get.',
      'Music was too loud to talk.',
    ],
  },
  negative: {
    openings: [
      'Cold food and a long wait.',
      'Our server forgot half the order.',
      'Overpriced and bland.',
      'The table was dirty when we sat down.',
    ],
    details: [
      'Manager never came over when we complained.',
      'Waited an hour for our entrees.',
      'The pasta tasted reheated.',
      'Not coming back.',
    ],
  },
};

const FITNESS: VerticalTexts = {
  positive: {
    openings: [
      'Great gym with friendly trainers.',
      'Equipment is always clean and well maintained.',
      'The classes here are fantastic.',
      'Coach Maria pushed me to my best shape.',
    ],
    details: [
      'Never a wait for the squat racks.',
      'Locker rooms and showers are spotless.',
      'Membership is a good value for what you get.',
      'The staff remember your name.',
    ],
  },
  neutral: {
    openings: ['Decent gym, gets crowded after work.', 'Good classes, small locker room.', 'Fine for the price.'],
    details: ['Parking fills up fast.', 'Some machines are out of order.', 'Music is loud in the weights area.'],
  },
  negative: {
    openings: [
      'Cancelling my membership was a nightmare.',
      'Equipment is broken for weeks at a time.',
      'Front desk staff were rude.',
      'Showers were dirty again.',
    ],
    details: [
      'They kept charging a fee after I cancelled.',
      'Way too crowded, waited for every machine.',
      'Nobody cleans the mats.',
      'Look elsewhere.',
    ],
  },
};

export const TEXTS_BY_VERTICAL: Record<string, VerticalTexts> = {
  healthcare: HEALTHCARE,
  restaurant: RESTAURANT,
  fitness: FITNESS,
};

export const REVIEWER_NAMES = [
  'Emily Carter',
  'Michael Nguyen',
  'Sarah Johnson',
  'David Kim',
  'Jessica Lopez',
  'Daniel Brown',
  'Ashley Davis',
  'Chris Martinez',
  'Amanda Wilson',
  'Ryan Lee',
  'Megan Clark',
  'Kevin Patel',
  'Lauren Hall',
  'Brian Young',
  'Rachel King',
  'Justin Wright',
  'Olivia Scott',
  'Tyler Green',
  'Hannah Adams',
  'Brandon Baker',
  'Sofia Rivera',
  'Noah Turner',
  'Grace Phillips',
  'Ethan Campbell',
];

export const RESPONSES_BY_TONE: Record<Tone, string[]> = {
  positive: [
    'Thank you so much, %REVIEWER_NAME%! We are thrilled you had a great visit to %LOCATION_NAME%.',
    'Hi %REVIEWER_NAME%, thanks for the kind words. We look forward to seeing you again!',
  ],
  neutral: [
    'Thanks for the feedback, %REVIEWER_NAME%. We are working on the points you raised and hope to see you again.',
  ],
  negative: [
    'Hi %REVIEWER_NAME%, we are sorry to hear this. Please call %LOCATION_NAME% and ask for the manager so we can make it right.',
    'We apologize, %REVIEWER_NAME%. This is not the experience we want for anyone; our manager will reach out.',
  ],
};

export const DEMO_TAGS = ['Follow up', 'Billing', 'Praise', 'Staff shout-out', 'Complaint', 'Wait time'];
