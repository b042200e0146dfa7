// The parts of an estate detail a fixture seldom cares about, as the site API sends them when empty. The
// fixtures (tests/site-api, tests/support, tests/estate-detail-facts and the e2e fake site API) spread them
// and set only what their tests read. Plain data, so the e2e fake can use it without the app's aliases.

/** An energy block with nothing filled in. */
export const noEnergy = {
  label: null,
  epc: null,
  epcTotal: null,
  epcValue: null,
  co2: null,
  certificateConformity: null,
  certificateConformityConform: null,
  certificateElectricity: null,
  certificateElectricityConform: null,
  floodingScoreBuilding: null,
  floodingScoreParcel: null,
  stickerColor: null,
  stickerTextColor: null,
};

/** The detail's lists with nothing in them: rooms, facilities, technicals, files, surroundings, videos and visits. */
export const noDetailLists = { layout: [], facilities: [], buildTechnicals: [], files: [], environments: [], videos: [], virtualVisits: [] };
