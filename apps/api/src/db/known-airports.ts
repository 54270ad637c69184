/** A point a trip can start or end at: a terminal's kerb, or an airport's main point when it has none. */
interface KnownPoint {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

export interface KnownAirport extends KnownPoint {
  /** IATA code, also the end of the name ("… (JFK)"), which the migration 0010 read it from. */
  code: string;
  terminals: KnownPoint[];
}

const terminal = (name: string, address: string, lat: number, lng: number): KnownPoint => ({
  name,
  address,
  lat,
  lng,
});

/**
 * Real US airports and their passenger terminals (decision 038). Airports are the points maps show for them;
 * terminals their departures kerb, to about 0.2 mile — less than what the road factor already estimates. An
 * airport whose terminals are not listed is one place (the wizard then picks the airport itself). Names are the
 * key of the start-up sync: renaming one here adds a place rather than renaming it.
 */
export const KNOWN_AIRPORTS: readonly KnownAirport[] = [
  {
    code: 'JFK',
    name: 'John F. Kennedy International Airport (JFK)',
    address: 'Queens, NY 11430',
    lat: 40.6413,
    lng: -73.7781,
    terminals: [
      terminal('JFK Terminal 1', 'Terminal 1, JFK Airport, Jamaica, NY 11430', 40.6434, -73.7898),
      terminal('JFK Terminal 4', 'Terminal 4, JFK Airport, Jamaica, NY 11430', 40.6442, -73.7822),
      terminal('JFK Terminal 5', 'Terminal 5, JFK Airport, Jamaica, NY 11430', 40.6457, -73.7767),
      terminal('JFK Terminal 7', 'Terminal 7, JFK Airport, Jamaica, NY 11430', 40.6487, -73.7827),
      terminal('JFK Terminal 8', 'Terminal 8, JFK Airport, Jamaica, NY 11430', 40.6468, -73.7894),
    ],
  },
  {
    code: 'LGA',
    name: 'LaGuardia Airport (LGA)',
    address: 'East Elmhurst, NY 11371',
    lat: 40.7769,
    lng: -73.874,
    terminals: [
      terminal('LGA Terminal A', 'Terminal A (Marine Air Terminal), LaGuardia Airport, NY 11371', 40.7733, -73.8857),
      terminal('LGA Terminal B', 'Terminal B, LaGuardia Airport, East Elmhurst, NY 11371', 40.7743, -73.8713),
      terminal('LGA Terminal C', 'Terminal C, LaGuardia Airport, East Elmhurst, NY 11371', 40.7708, -73.8636),
    ],
  },
  {
    code: 'EWR',
    name: 'Newark Liberty International Airport (EWR)',
    address: '3 Brewster Rd, Newark, NJ 07114',
    lat: 40.6895,
    lng: -74.1745,
    terminals: [
      terminal('EWR Terminal A', 'Terminal A, Newark Liberty Airport, Newark, NJ 07114', 40.6873, -74.1826),
      terminal('EWR Terminal B', 'Terminal B, Newark Liberty Airport, Newark, NJ 07114', 40.6906, -74.1781),
      terminal('EWR Terminal C', 'Terminal C, Newark Liberty Airport, Newark, NJ 07114', 40.6958, -74.1774),
    ],
  },
  {
    code: 'HPN',
    name: 'Westchester County Airport (HPN)',
    address: '240 Airport Rd, White Plains, NY 10604',
    lat: 41.067,
    lng: -73.7076,
    terminals: [],
  },
  {
    code: 'ATL',
    name: 'Hartsfield-Jackson Atlanta International Airport (ATL)',
    address: '6000 N Terminal Pkwy, Atlanta, GA 30320',
    lat: 33.6407,
    lng: -84.4277,
    terminals: [
      terminal(
        'ATL Domestic Terminal North',
        'Domestic Terminal North, 6000 N Terminal Pkwy, Atlanta, GA 30320',
        33.6412,
        -84.4446,
      ),
      terminal(
        'ATL Domestic Terminal South',
        'Domestic Terminal South, 6000 S Terminal Pkwy, Atlanta, GA 30320',
        33.6393,
        -84.4446,
      ),
      terminal(
        'ATL International Terminal',
        '2600 Maynard H. Jackson Jr. International Terminal Pkwy, Atlanta, GA 30320',
        33.6404,
        -84.4165,
      ),
    ],
  },
  {
    code: 'LAX',
    name: 'Los Angeles International Airport (LAX)',
    address: '1 World Way, Los Angeles, CA 90045',
    lat: 33.9416,
    lng: -118.4085,
    terminals: [
      terminal('LAX Terminal 1', 'Terminal 1, 1 World Way, Los Angeles, CA 90045', 33.9451, -118.3998),
      terminal('LAX Terminal 2', 'Terminal 2, 1 World Way, Los Angeles, CA 90045', 33.9453, -118.4025),
      terminal('LAX Terminal 3', 'Terminal 3, 1 World Way, Los Angeles, CA 90045', 33.9452, -118.4054),
      terminal(
        'LAX Tom Bradley International Terminal',
        'Tom Bradley International Terminal, 1 World Way, Los Angeles, CA 90045',
        33.9434,
        -118.4087,
      ),
      terminal('LAX Terminal 4', 'Terminal 4, 1 World Way, Los Angeles, CA 90045', 33.9418, -118.4057),
      terminal('LAX Terminal 5', 'Terminal 5, 1 World Way, Los Angeles, CA 90045', 33.9416, -118.4027),
      terminal('LAX Terminal 6', 'Terminal 6, 1 World Way, Los Angeles, CA 90045', 33.9416, -118.4),
      terminal('LAX Terminal 7', 'Terminal 7, 1 World Way, Los Angeles, CA 90045', 33.9418, -118.3973),
      terminal('LAX Terminal 8', 'Terminal 8, 1 World Way, Los Angeles, CA 90045', 33.9403, -118.398),
    ],
  },
  {
    code: 'ORD',
    name: "O'Hare International Airport (ORD)",
    address: "10000 W O'Hare Ave, Chicago, IL 60666",
    lat: 41.9742,
    lng: -87.9073,
    terminals: [
      terminal('ORD Terminal 1', "Terminal 1, 10000 W O'Hare Ave, Chicago, IL 60666", 41.9784, -87.908),
      terminal('ORD Terminal 2', "Terminal 2, 10000 W O'Hare Ave, Chicago, IL 60666", 41.9797, -87.9046),
      terminal('ORD Terminal 3', "Terminal 3, 10000 W O'Hare Ave, Chicago, IL 60666", 41.9772, -87.901),
      terminal('ORD Terminal 5', "Terminal 5, 10000 W O'Hare Ave, Chicago, IL 60666", 41.9745, -87.8917),
    ],
  },
  {
    code: 'DFW',
    name: 'Dallas/Fort Worth International Airport (DFW)',
    address: '2400 Aviation Dr, DFW Airport, TX 75261',
    lat: 32.8998,
    lng: -97.0403,
    terminals: [],
  },
  {
    code: 'DEN',
    name: 'Denver International Airport (DEN)',
    address: '8500 Peña Blvd, Denver, CO 80249',
    lat: 39.8561,
    lng: -104.6737,
    terminals: [],
  },
  {
    code: 'SFO',
    name: 'San Francisco International Airport (SFO)',
    address: 'San Francisco, CA 94128',
    lat: 37.6213,
    lng: -122.379,
    terminals: [
      terminal(
        'SFO Harvey Milk Terminal 1',
        'Harvey Milk Terminal 1, San Francisco International Airport, CA 94128',
        37.6133,
        -122.3848,
      ),
      terminal('SFO Terminal 2', 'Terminal 2, San Francisco International Airport, CA 94128', 37.6166, -122.3838),
      terminal('SFO Terminal 3', 'Terminal 3, San Francisco International Airport, CA 94128', 37.6186, -122.3866),
      terminal(
        'SFO International Terminal',
        'International Terminal, San Francisco International Airport, CA 94128',
        37.616,
        -122.3907,
      ),
    ],
  },
  {
    code: 'BOS',
    name: 'Boston Logan International Airport (BOS)',
    address: '1 Harborside Dr, Boston, MA 02128',
    lat: 42.3656,
    lng: -71.0096,
    terminals: [],
  },
  {
    code: 'MIA',
    name: 'Miami International Airport (MIA)',
    address: '2100 NW 42nd Ave, Miami, FL 33142',
    lat: 25.7959,
    lng: -80.2871,
    terminals: [],
  },
  {
    code: 'IAD',
    name: 'Washington Dulles International Airport (IAD)',
    address: '1 Saarinen Cir, Dulles, VA 20166',
    lat: 38.9531,
    lng: -77.4565,
    terminals: [],
  },
  {
    code: 'SEA',
    name: 'Seattle-Tacoma International Airport (SEA)',
    address: '17801 International Blvd, Seattle, WA 98158',
    lat: 47.4502,
    lng: -122.3088,
    terminals: [],
  },
];
