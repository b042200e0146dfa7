// Names of the visitors behind seeded reservations and appointments, as found across Belgium.

export const guestNames: ReadonlyArray<readonly [string, string]> = [
  ['Lien', 'De Smet'], ['Tom', 'Vermeulen'], ['Elke', 'Mertens'], ['Bart', 'Goossens'], ['Hanne', 'Willems'],
  ['Wout', 'Jacobs'], ['Marie', 'Dubois'], ['Nicolas', 'Lambert'], ['Sophie', 'Martin'], ['Antoine', 'Leclercq'],
  ['Julie', 'Renard'], ['Maxime', 'Simon'], ['Anna', 'Schmitz'], ['Lukas', 'Kessler'], ['Emma', 'Claes'],
  ['Arne', 'Peeters'], ['Charlotte', 'Hermans'], ['Louis', 'Fontaine'], ['Inès', 'Collignon'], ['Robbe', 'Van Damme'],
];
