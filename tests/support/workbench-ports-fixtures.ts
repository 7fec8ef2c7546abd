import type { WorkbenchPorts } from '../../src/workbench/ports.ts';

const unexpected = (service: keyof WorkbenchPorts) => (): never => {
  throw new Error(`The keyword table asked for ${service}, which this test does not expect.`);
};

/** Ports for a test that renders parts of the table without a lookup: every call fails the test. */
export const portsThatAnswerNothing: WorkbenchPorts = {
  useCollectionList: unexpected('useCollectionList'),
  useAddCollectionKeywords: unexpected('useAddCollectionKeywords'),
  fetchHistoricalVolume: unexpected('fetchHistoricalVolume'),
  fetchKeywordsSaved: unexpected('fetchKeywordsSaved'),
  fetchRankings: unexpected('fetchRankings'),
};
