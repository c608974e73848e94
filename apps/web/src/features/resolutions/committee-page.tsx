import { ResolutionSearchPage } from './resolution-search-page';

/** /ResolutionComitteeObservation (the spec's spelling): the committee's (encümen) resolutions. */
export default function CommitteePage() {
  return <ResolutionSearchPage body="committee" />;
}
